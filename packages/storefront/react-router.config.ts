import type { Config } from '@react-router/dev/config';

export default {
  // Server rendering for every request; the browser hydrates the same tree.
  ssr: true,
  appDirectory: 'app',
  buildDirectory: 'build',
  // Opt in to React Router 8's behaviour now (none of it changes this app; it keeps the build free of warnings).
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
