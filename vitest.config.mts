import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const alias = { '@': path.resolve(import.meta.dirname) };

export default defineConfig({
  test: {
    projects: [
      {
        // Pure functions, next to the code, in Node: no DOM to set up. A file that needs one says
        // so in its first line (`// @vitest-environment jsdom`).
        resolve: { alias },
        test: {
          name: 'unit',
          globals: true,
          environment: 'node',
          // Pure functions: one module graph per worker, not per file (35 s → 13 s for 99 files);
          // `npx vitest run --project unit --sequence.shuffle` checks that no file leans on another.
          isolate: false,
          include: [
            '{analytics,components,hooks,api,store,rules,schemas,i18n,ssr,styles,locales}/**/*.test.ts',
            'server/**/*.unit.test.ts',
            'middleware.test.ts',
            'tests/docs/**/*.test.ts',
          ],
        },
      },
      {
        // React components and hooks with Testing Library, in jsdom.
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'dom',
          globals: true,
          environment: 'jsdom',
          include: [
            '{analytics,components,hooks,api,store,rules,schemas,i18n,ssr,styles,locales}/**/*.test.tsx',
          ],
          setupFiles: ['tests/setup-dom.ts'],
        },
      },
      {
        // The real Hono app over HTTP on a fresh database (PGlite, or TEST_DATABASE_URL).
        resolve: { alias },
        test: {
          name: 'api',
          globals: true,
          environment: 'node',
          include: ['tests/api/**/*.test.ts', 'server/**/*.int.test.ts'],
          // Files in parallel: each has a database of its own (PGlite in memory, or a PostgreSQL
          // database per worker, tests/api/worker-database.ts). A worker keeps its modules from one
          // file to the next (no isolation): every file starts its own app and database anyway,
          // and importing the server and compiling PGlite's WebAssembly once per worker instead of
          // once per file halves the run's CPU time.
          setupFiles: ['tests/api/worker-database.ts'],
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        // The cluster (issue 22): production instances behind nginx on PostgreSQL, run once
        // (scripts/test-all.ts) when TEST_DATABASE_URL, nginx and a production build are there.
        resolve: { alias },
        test: {
          name: 'cluster',
          globals: true,
          environment: 'node',
          include: ['tests/cluster/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
