// Lint: Next's recommended rules, TypeScript, Prettier, and the dependency direction of
// architecture §3 enforced with import/no-restricted-paths and import/no-cycle.
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import prettier from 'eslint-config-prettier';
import fs from 'node:fs';

const clientLayers = ['./components', './hooks', './api', './store'];

/** Each zone: files in `target` may not import from `from`. */
const zones = [
  // schemas imports nothing of ours.
  ...['./pages', './components', './hooks', './api', './store', './server', './locales'].map(
    (from) => ({ target: './schemas', from, message: 'schemas/ imports nothing of ours.' }),
  ),
  // The client never reaches into the server, nor into the page data loaders.
  ...clientLayers.flatMap((target) => [
    { target, from: './server', message: 'components, hooks, api and store never import server/.' },
    { target, from: './ssr', message: 'Only pages import ssr/ (page data loaders).' },
  ]),
  // pages → components → hooks → api → schemas, never backwards.
  ...['./pages'].flatMap((from) =>
    clientLayers.map((target) => ({ target, from, message: 'Only pages import pages.' })),
  ),
  { target: './hooks', from: './components', message: 'hooks/ sits below components/.' },
  { target: './api', from: './components', message: 'api/ sits below components/.' },
  { target: './api', from: './hooks', message: 'api/ sits below hooks/.' },
  { target: './store', from: './components', message: 'store/ holds client state only.' },
  { target: './store', from: './hooks', message: 'store/ holds client state only.' },
  // server/http → server/workflows → server/modules → server/db.
  { target: './server/db', from: './server/modules', message: 'db/ sits below modules/.' },
  { target: './server/db', from: './server/workflows', message: 'db/ sits below workflows/.' },
  { target: './server/db', from: './server/http', message: 'db/ sits below http/.' },
  {
    target: './server/modules',
    from: './server/workflows',
    message: 'modules/ sit below workflows/.',
  },
  { target: './server/modules', from: './server/http', message: 'modules/ sit below http/.' },
  { target: './server/workflows', from: './server/http', message: 'workflows/ sit below http/.' },
  // The server never imports the client.
  ...['./pages', './components', './hooks', './api', './store', './ssr'].map((from) => ({
    target: './server',
    from,
    message: 'server/ never imports client code.',
  })),
];

/** A domain module never imports another domain module; what spans two is a workflow. */
const moduleNames = fs
  .readdirSync(new URL('./server/modules', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const moduleZones = moduleNames.flatMap((name) =>
  moduleNames
    .filter((other) => other !== name)
    .map((other) => ({
      target: `./server/modules/${name}`,
      from: `./server/modules/${other}`,
      message: 'A domain module never imports another; write a workflow.',
    })),
);

const config = [
  {
    ignores: [
      '.next/**',
      '.next-*/**',
      'node_modules/**',
      '.data/**',
      '.data-*/**',
      'test-results/**',
      'playwright-report/**',
      'next-env.d.ts',
      'server/db/migrations/**',
    ],
  },
  ...nextVitals,
  ...nextTs,
  prettier,
  {
    settings: {
      'import/resolver': { typescript: { project: './tsconfig.json' }, node: true },
      'import/ignore': ['node_modules'],
    },
    rules: {
      'import/no-restricted-paths': ['error', { zones: [...zones, ...moduleZones] }],
      'import/no-cycle': ['error', { ignoreExternal: true }],
      'import/no-default-export': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  // Server data goes through api/<resource>/ (architecture §3): components and pages use the hooks
  // and query options there, never the HTTP client or React Query's own query and mutation hooks.
  {
    files: ['components/**/*.{ts,tsx}', 'pages/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'components/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'axios', message: 'Call a fetcher or hook from api/<resource>/ instead.' },
            {
              name: '@/api/http',
              importNames: ['http', 'apiClient', 'noToast'],
              message: 'Call a fetcher or hook from api/<resource>/ instead.',
            },
            {
              name: '@tanstack/react-query',
              importNames: [
                'useQuery',
                'useQueries',
                'useSuspenseQuery',
                'useInfiniteQuery',
                'useMutation',
              ],
              message: 'Use the hook beside its fetcher in api/<resource>/ (e.g. useArtwork).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
];

export default config;
