import {defineConfig} from 'vitest/config';

// The course runner: every lesson's SQL on PostgreSQL and PGlite (`npm run test:sql`, a stage of `npm test`).
export default defineConfig({
  test: {
    include: ['tests/sql/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20 * 60_000,
    hookTimeout: 60_000,
  },
});
