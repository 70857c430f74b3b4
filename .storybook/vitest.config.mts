import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumArgs, chromiumPath } from '../chromium.config.mjs';

const configDir = path.dirname(fileURLToPath(import.meta.url));

/**
 * Runs every story (ui and blocks) as a browser test in Debian's chromium: render, play function,
 * then axe (a11y `test: 'error'` in preview.tsx). `npm run test:stories` at the repo root.
 */
export default defineConfig({
  root: path.resolve(configDir, '..'),
  test: {
    projects: [
      {
        extends: true,
        plugins: [storybookTest({ configDir })],
        test: {
          name: 'storybook',
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: {
                executablePath: chromiumPath,
                args: chromiumArgs,
              },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
