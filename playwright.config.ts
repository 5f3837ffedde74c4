// Browser tests of the window: the machine's Chromium or Chrome (never a downloaded browser)
// against the UI harness, which runs the real engine on the embedded demo service. `npm run test:browser`.

import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './test/browser/chromium-options';

export default defineConfig({
  testDir: 'test/browser',
  testMatch: '*.spec.ts',
  outputDir: 'test-results/playwright',
  fullyParallel: false,
  // Each test starts its own harness (demo service + engine); two at a time suit two cores.
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  forbidOnly: true,
  use: {
    browserName: 'chromium',
    viewport: { width: 400, height: 600 },
    colorScheme: 'light',
    launchOptions: chromiumLaunchOptions('playwright'),
    trace: 'off',
    screenshot: 'only-on-failure',
  },
});
