#!/usr/bin/env node
// npm run packages:check: what a consumer installs from npm, checked before a release (docs/reference/releases.md):
//   1. publint (strict) on each published package: its package.json against the files it packs;
//   2. Are the Types Wrong (`attw --pack --profile node16`): every entry's types and JavaScript resolve alike for
//      CommonJS and ESM consumers under Node 16+ and bundlers (node10 resolution, which knows no `exports`, is not
//      supported: TypeScript deprecates it);
//   3. a consumer app built from the packed tarballs, not the workspace: `npm pack` of each package, unpacked into the
//      app's own node_modules (their dependencies resolve from the repository's), then type-checked with
//      TypeScript's `bundler` and `node16` resolutions and built with Vite.
// Needs the packages built (`npm run build`). Exit status 1 when any check fails.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

/** The packages published to npm (the others are private), in dependency order. */
export const PUBLISHED = ['ui', 'renderer', 'commerce', 'blocks'];

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, encoding: 'utf8', ...options });
  return { ok: result.status === 0, output: `${result.stdout ?? ''}${result.stderr ?? ''}`.trim() };
}

export const publint = (name) => run(bin('publint'), ['--strict', `packages/${name}`]);

export const attw = (name) =>
  run(bin('attw'), ['--pack', `packages/${name}`, '--profile', 'node16', '--format', 'ascii']);

// What a consumer writes: the browser entries in a React app, the server entries in Node (ESM).
const APP = `import { createRoot } from 'react-dom/client';
import { RidgelineProvider, Button, Price } from '@ridgeline/ui';
import { ContentRenderer, type RenderContext } from '@ridgeline/renderer';
import { hydrateIslands } from '@ridgeline/renderer/islands';
import { registry } from '@ridgeline/blocks';
import { pageTypeOfPath } from '@ridgeline/commerce';

const context: RenderContext = { mode: 'production', locale: 'en-US', customerGroups: ['Everyone'] };
const page = pageTypeOfPath('/');
createRoot(document.getElementById('root')!).render(
  <RidgelineProvider>
    <Button>{page}</Button>
    <Price price={{ type: 'single', sales: 89.9 }} currency="USD" locale="en-US" />
    <ContentRenderer content={null} registry={registry} context={context} />
  </RidgelineProvider>,
);
void hydrateIslands;
`;

const SERVER = `import { createValidator, createContentClient } from '@ridgeline/renderer/server';
import { createFakeCommerceService } from '@ridgeline/commerce/testing/server';
import { createGuestTokenSource } from '@ridgeline/commerce/server';

export const validator = createValidator([]);
export const client = createContentClient({ hubName: 'ridgeline', locale: 'en-US' });
export const commerce = createFakeCommerceService([]);
export const tokens = createGuestTokenSource;
`;

function tsconfig(resolution) {
  const module = resolution === 'bundler' ? 'ESNext' : 'Node16';
  return JSON.stringify({
    compilerOptions: {
      target: 'ES2022',
      module,
      moduleResolution: resolution === 'bundler' ? 'Bundler' : 'Node16',
      jsx: 'react-jsx',
      jsxImportSource: '@emotion/react',
      lib: ['ES2023', 'DOM', 'DOM.Iterable'],
      types: ['node'],
      strict: true,
      noEmit: true,
      // the packages' own declarations are what is checked, not their dependencies'
      skipLibCheck: true,
    },
    include: resolution === 'bundler' ? ['src'] : ['src/server.ts'],
  });
}

/** Packs each package and builds the consumer app over the tarballs; the steps' results, in order. */
export function consumerApp() {
  const cache = path.join(root, 'node_modules', '.cache');
  mkdirSync(cache, { recursive: true });
  // inside the repository, so the packages' dependencies (react, emotion, …) resolve from its node_modules
  const app = mkdtempSync(path.join(cache, 'ridgeline-consumer-'));
  const steps = [];
  try {
    const tarballs = path.join(app, 'tarballs');
    mkdirSync(tarballs);
    for (const name of PUBLISHED) {
      const packed = run('npm', ['pack', '--silent', '--pack-destination', tarballs], {
        cwd: path.join(root, 'packages', name),
      });
      steps.push({ step: `npm pack @ridgeline/${name}`, ...packed });
      if (!packed.ok) return steps;
      const tarball = readdirSync(tarballs).find((file) => file.startsWith(`ridgeline-${name}-`));
      const target = path.join(app, 'node_modules', '@ridgeline', name);
      mkdirSync(target, { recursive: true });
      const unpacked = run('tar', ['-xzf', path.join(tarballs, tarball), '-C', target, '--strip-components=1']);
      steps.push({ step: `unpack @ridgeline/${name}`, ...unpacked });
      if (!unpacked.ok) return steps;
      // the dependencies npm nested under the package in the workspace (versions the root could not share) are
      // where an install would nest them too
      const nested = path.join(root, 'packages', name, 'node_modules');
      if (existsSync(nested)) symlinkSync(nested, path.join(target, 'node_modules'), 'dir');
    }
    mkdirSync(path.join(app, 'src'));
    writeFileSync(path.join(app, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
    writeFileSync(path.join(app, 'src', 'main.tsx'), APP);
    writeFileSync(path.join(app, 'src', 'server.ts'), SERVER);
    writeFileSync(
      path.join(app, 'index.html'),
      '<div id="root"></div><script type="module" src="/src/main.tsx"></script>',
    );
    for (const resolution of ['bundler', 'node16']) {
      writeFileSync(path.join(app, `tsconfig.${resolution}.json`), tsconfig(resolution));
      steps.push({
        step: `tsc (moduleResolution ${resolution})`,
        ...run(bin('tsc'), ['-p', `tsconfig.${resolution}.json`], { cwd: app }),
      });
    }
    writeFileSync(
      path.join(app, 'vite.config.mjs'),
      `import react from '@vitejs/plugin-react';\nexport default { plugins: [react({ jsxImportSource: '@emotion/react' })], logLevel: 'warn' };\n`,
    );
    steps.push({ step: 'vite build', ...run(bin('vite'), ['build'], { cwd: app }) });
    return steps;
  } finally {
    rmSync(app, { recursive: true, force: true });
  }
}

async function main() {
  let failed = false;
  const report = (step, result) => {
    console.log(`${result.ok ? '✓' : '✗'} ${step}`);
    if (!result.ok) {
      failed = true;
      console.log(result.output.replace(/^/gm, '    '));
    }
  };
  for (const name of PUBLISHED) {
    report(`publint --strict @ridgeline/${name}`, publint(name));
    report(`attw --pack --profile node16 @ridgeline/${name}`, attw(name));
  }
  for (const { step, ...result } of consumerApp()) report(`consumer app: ${step}`, result);
  process.exitCode = failed ? 1 : 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
