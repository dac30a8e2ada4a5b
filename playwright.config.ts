import {defineConfig, devices} from '@playwright/test';
import {CHROMIUM_ARGS, chromiumPath} from './tests/chromium';

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const BASE_URL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  expect: {timeout: 10_000},
  reporter: [['list']],
  use: {
    ...devices['Desktop Chrome'],
    baseURL: BASE_URL,
    launchOptions: {
      executablePath: chromiumPath(),
      args: CHROMIUM_ARGS,
    },
    trace: 'off',
  },
  webServer: [
    {
      // `npm test` starts the emulator first (scripts/with-emulator.mts); run alone, Playwright starts it.
      command: 'npx firebase emulators:start --only auth --project demo-projects',
      url: 'http://127.0.0.1:9099/',
      reuseExistingServer: true,
      timeout: 120_000,
    },
    {
      // The production server over both builds, as readers get it.
      command: 'node dist/server/server.js',
      // Its own PGlite folder for learner progress: one process per folder, so not the one `npm start` uses.
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        DATA_DIR: process.env.DATA_DIR ?? `.data/e2e-${PORT}`,
      },
      url: `${BASE_URL}/healthz`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
