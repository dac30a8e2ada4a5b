import {defineConfig} from 'vitest/config';

// The Python course runner: every lesson's Python in Debian's Python (`npm run test:python`, a stage of `npm test`).
export default defineConfig({
  test: {
    include: ['tests/python/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30 * 60_000,
    hookTimeout: 60_000,
  },
});
