import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  // Vite 8 transforms TS/JSX with oxc: Emotion's JSX runtime gives every element the `css` prop.
  oxc: {
    jsx: { runtime: 'automatic', importSource: '@emotion/react' },
  },
  plugins: [reactRouter()],
  ssr: {
    // Workspace packages ship ESM+CJS builds; bundling them lets Vite resolve their `exports` once.
    noExternal: [/^@ridgeline\//],
  },
  server: { port: Number(process.env.PORT ?? 3000) },
});
