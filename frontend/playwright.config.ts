import { defineConfig } from '@playwright/test';

/**
 * End-to-end journeys in Debian's Chromium (no browser download: never run `playwright install`).
 * By default Playwright starts the real server with ../scripts/e2e-server.sh on port 18080.
 * With E2E_NO_SERVER=1 it starts nothing and tests whatever answers at E2E_BASE_URL, e.g.
 * `npm run build && npx vite preview --port 18080 --strictPort`.
 */
const port = process.env.E2E_PORT ?? '18080';
const baseURL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${port}`;
const startServer = process.env.E2E_NO_SERVER !== '1';

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL,
    headless: true,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-quic',
        '--no-first-run',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } } }],
  ...(startServer
    ? {
        webServer: {
          command: 'bash ../scripts/e2e-server.sh',
          url: `http://127.0.0.1:${port}/api/v1/health`,
          reuseExistingServer: !process.env.CI,
          timeout: 180_000,
          stdout: 'pipe' as const,
          stderr: 'pipe' as const,
          gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5_000 },
        },
      }
    : {}),
});
