// Optional: publishes the same Storybook to Chromatic when CHROMATIC_PROJECT_TOKEN is set (npm run visual:chromatic).
// The chromatic package is not a dependency: npx fetches it on the machine that has the token and the network.
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log('CHROMATIC_PROJECT_TOKEN is not set: Chromatic skipped (the local suite is npm run test:visual).');
  process.exit(0);
}
const result = spawnSync('npx', ['--yes', 'chromatic', '--exit-zero-on-changes', '--only-changed=false'], {
  stdio: 'inherit',
  env: process.env,
});
process.exit(result.status ?? 1);
