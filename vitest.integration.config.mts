import {defineConfig} from 'vitest/config';

// Tests that need the production builds and the Auth emulator; `npm test` provides both.
export default defineConfig({
  test: {
    include: ['server/**/*.emulator.test.ts', 'tests/integration/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
  },
});
