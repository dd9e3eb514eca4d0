// Lint: Next's recommended rules, TypeScript, Prettier, and the dependency direction of
// architecture §3 enforced with import/no-restricted-paths and import/no-cycle.
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import prettier from 'eslint-config-prettier';
import fs from 'node:fs';

const clientLayers = ['./components', './hooks', './api', './analytics', './store'];

/** Each zone: files in `target` may not import from `from`. */
const zones = [
  // schemas/ (wire shapes) and rules/ (product rules) import nothing of ours but each other.
  ...[
    './pages',
    './components',
    './hooks',
    './api',
    './analytics',
    './store',
    './server',
    './locales',
  ].flatMap((from) => [
    { target: './schemas', from, message: 'schemas/ imports only rules/.' },
    { target: './rules', from, message: 'rules/ imports only schemas/.' },
    { target: './i18n', from, message: 'i18n/ holds the language set-up only.' },
  ]),
  // The client never reaches into the server, nor into the page data loaders.
  ...clientLayers.flatMap((target) => [
    { target, from: './server', message: 'The client never imports server/.' },
    { target, from: './ssr', message: 'Only pages import ssr/ (page data loaders).' },
  ]),
  // pages → components → hooks → api → schemas, never backwards.
  ...['./pages'].flatMap((from) =>
    clientLayers.map((target) => ({ target, from, message: 'Only pages import pages.' })),
  ),
  { target: './hooks', from: './components', message: 'hooks/ sits below components/.' },
  { target: './api', from: './components', message: 'api/ sits below components/.' },
  { target: './api', from: './hooks', message: 'api/ sits below hooks/.' },
  ...['./components', './hooks', './api'].map((from) => ({
    target: './analytics',
    from,
    message: 'analytics/ sits below components, hooks and api.',
  })),
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
  ...['./pages', './components', './hooks', './api', './analytics', './store', './ssr'].map(
    (from) => ({
      target: './server',
      from,
      message: 'server/ never imports client code.',
    }),
  ),
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

const axiosImport = {
  name: 'axios',
  message: 'Call a hook from api/<resource>/<operation>.ts instead.',
};
const httpImport = {
  name: '@/api/http',
  message: 'Call a hook from api/<resource>/<operation>.ts instead.',
};
const queryHooksImport = {
  name: '@tanstack/react-query',
  importNames: ['useQuery', 'useQueries', 'useSuspenseQuery', 'useInfiniteQuery', 'useMutation'],
  message:
    'Write the hook beside its fetcher in api/<resource>/<operation>.ts (useArtwork, useSetWishMutation), with its invalidation.',
};
/**
 * From api/ a component or hook takes `use…` hooks, types and SCREAMING_CASE constants (page
 * sizes); api/api-error (error helpers) and api/testing/ (fixtures) are open. esquery regexes may
 * hold no slash, hence the dots.
 */
const apiModule = '/^@.api.(?!api-error$|testing.)/';
const allowedApiName = '/^(use[A-Z]|[A-Z][A-Z0-9_]*$)/';
const apiHookMessage =
  'Components and hooks take only `use…` hooks from api/: put the hook in api/<resource>/<operation>.ts, beside its fetcher, with its invalidation (ADR 0061).';

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
  // Server data goes through api/<resource>/ (architecture §3, ADR 0061). Pages prefetch with the
  // query options there; components and hooks use only its `use…` hooks.
  {
    files: ['pages/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            axiosImport,
            { ...httpImport, importNames: ['http', 'apiClient', 'noToast'] },
            queryHooksImport,
          ],
        },
      ],
    },
  },
  {
    files: ['components/**/*.{ts,tsx}', 'hooks/**/*.{ts,tsx}'],
    // components/checkout/ is being rewritten on its own branch, which adopts these rules.
    ignores: ['**/*.test.{ts,tsx}', 'components/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            axiosImport,
            httpImport,
            {
              ...queryHooksImport,
              importNames: [...queryHooksImport.importNames, 'useQueryClient', 'useMutationState'],
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        ...['ImportSpecifier', 'ImportDefaultSpecifier', 'ImportNamespaceSpecifier'].map(
          (specifier) => ({
            selector: `ImportDeclaration[source.value=${apiModule}][importKind!="type"] > ${specifier}${
              specifier === 'ImportSpecifier'
                ? `[importKind!="type"][imported.name!=${allowedApiName}]`
                : ''
            }`,
            message: apiHookMessage,
          }),
        ),
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
];

export default config;
