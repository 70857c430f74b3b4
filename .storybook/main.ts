import { fileURLToPath } from 'node:url';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig, type Connect, type Plugin } from 'vite';

const uiSource = fileURLToPath(new URL('../packages/ui/src/index.ts', import.meta.url));

/**
 * Serves `/i/{endpoint}/{name}` (Dynamic Media URLs) from the Vite server itself by handing the
 * request to the sandbox's app (`createSandboxApp` from @ridgeline/sandbox: the same media service
 * the storefront uses in development: demo images from packages/sandbox/media, resized and
 * re-encoded). Stories set `RenderContext.mediaHost` to the page's origin, so fixture images load
 * offline in `storybook dev` and in the story tests (vitest browser mode runs a Vite server too).
 * A static `storybook build` has no server: images there show their alt text.
 */
function sandboxMedia(): Plugin {
  let app: Promise<{ fetch(request: Request): Response | Promise<Response> }> | undefined;
  const sandboxApp = () =>
    (app ??= import('@ridgeline/sandbox').then(
      ({ createSandboxApp }) => createSandboxApp({ onProblem: () => {}, commerce: false }).app,
    ));
  const middleware: Connect.NextHandleFunction = (req: IncomingMessage, res: ServerResponse, next) => {
    if (!req.url?.startsWith('/i/') || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    const headers = new Headers();
    for (const [key, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(key, value);
    sandboxApp()
      .then((sandbox) =>
        sandbox.fetch(new Request(new URL(req.url!, 'http://storybook.local'), { method: req.method, headers })),
      )
      .then(async (response) => {
        res.statusCode = response.status;
        response.headers.forEach((value, key) => res.setHeader(key, value));
        res.end(req.method === 'HEAD' ? undefined : Buffer.from(await response.arrayBuffer()));
      })
      .catch(next);
  };
  return {
    name: 'ridgeline-sandbox-media',
    configureServer: (server) => void server.middlewares.use(middleware),
    configurePreviewServer: (server) => void server.middlewares.use(middleware),
  };
}

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: [
    '../packages/ui/src/**/*.stories.@(ts|tsx)',
    '../packages/blocks/src/**/*.stories.@(ts|tsx)',
    // The storefront's header parts (app/features/shell): browser-safe components, no server modules.
    '../packages/storefront/app/features/shell/**/*.stories.@(ts|tsx)',
    // The store locator (app/features/stores): browser-safe; the stories stand in for geolocation and the JSON search.
    '../packages/storefront/app/features/stores/**/*.stories.@(ts|tsx)',
    // The sign-in dialog (app/features/account/dialog): browser-safe, its posts answered by the stories.
    '../packages/storefront/app/features/account/dialog/**/*.stories.@(ts|tsx)',
    // The account drawer: browser-safe.
    '../packages/storefront/app/features/account/drawer/**/*.stories.@(ts|tsx)',
    // The account pages' navigation and the profile banner (app/features/account/pages): browser-safe.
    '../packages/storefront/app/features/account/pages/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    return mergeConfig(viteConfig, {
      // Vite 8 compiles JSX with oxc: Emotion's runtime makes the `css` prop work.
      oxc: { jsx: { runtime: 'automatic', importSource: '@emotion/react' } },
      plugins: [sandboxMedia()],
      // Blocks' stories run the real preparation (@ridgeline/renderer/prepare): pre-bundle its
      // CommonJS dependencies up front so the browser never waits for a re-optimisation.
      optimizeDeps: {
        include: ['@ridgeline/renderer > jsonschema', '@ridgeline/renderer > sanitize-html', 'downshift'],
      },
      resolve: {
        // Stories (ui's and blocks') use the design system's source, so Storybook and the story
        // tests need no prior build and always show the current components.
        alias: [{ find: /^@ridgeline\/ui$/, replacement: uiSource }],
      },
    });
  },
};

export default config;
