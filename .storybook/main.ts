import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';

const uiSource = fileURLToPath(new URL('../packages/ui/src/index.ts', import.meta.url));

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../packages/ui/src/**/*.stories.@(ts|tsx)', '../packages/blocks/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    return mergeConfig(viteConfig, {
      // Vite 8 compiles JSX with oxc: Emotion's runtime makes the `css` prop work.
      oxc: { jsx: { runtime: 'automatic', importSource: '@emotion/react' } },
      resolve: {
        // Stories (ui's and blocks') use the design system's source, so Storybook and the story
        // tests need no prior build and always show the current components.
        alias: [{ find: /^@ridgeline\/ui$/, replacement: uiSource }],
      },
    });
  },
};

export default config;
