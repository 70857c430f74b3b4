// Proof that the visual suite catches a one-pixel change: the Button's medium padding grows by 1 px in a copy of
// the Storybook build, and the Button story's comparison must fail there while it passes on the untouched build.
// Run with `npm run visual:prove` (one Storybook build, ~15 s, then two short Playwright runs).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

function build() {
  const dir = path.join(root, 'node_modules/.cache/visual-storybook');
  const result = spawnSync('npx', ['storybook', 'build', '--test', '--quiet', '-o', dir], {
    cwd: root,
    stdio: 'ignore',
  });
  assert.equal(result.status, 0, 'storybook build');
  return dir;
}

function runButtonStory(storybookDir) {
  const result = spawnSync(
    'npx',
    [
      'playwright',
      'test',
      '--config',
      'visual/playwright.config.ts',
      '--grep',
      'Components/Button / Outline',
      '--reporter=line',
    ],
    {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, VISUAL_STORYBOOK_DIR: storybookDir, VISUAL_PORT: process.env.VISUAL_PORT ?? '6108' },
    },
  );
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

test('a one-pixel change to the Button padding fails the visual suite', { timeout: 300_000 }, () => {
  const original = process.env.VISUAL_STORYBOOK_DIR ?? build();
  const changed = mkdtempSync(path.join(tmpdir(), 'visual-padding-'));
  try {
    cpSync(original, changed, { recursive: true });
    const assets = path.join(changed, 'assets');
    const buttonChunk = readdirSync(assets).find((name) => /^Button-[\w-]+\.js$/.test(name));
    assert.ok(buttonChunk, 'the build has a Button chunk');
    const source = readFileSync(path.join(assets, buttonChunk), 'utf8');
    // The medium size: `padding: 0 ${space[5]}` (buttonStyles.ts), 1 px wider on either side.
    const mediumPadding = /padding:`0 \$\{(\w+)\[5\]\}`/;
    assert.match(source, mediumPadding);
    writeFileSync(path.join(assets, buttonChunk), source.replace(mediumPadding, 'padding:`0 calc(${$1[5]} + 1px)`'));

    const untouched = runButtonStory(original);
    assert.equal(untouched.status, 0, `the untouched build passes:\n${untouched.output}`);
    const onePixel = runButtonStory(changed);
    assert.notEqual(onePixel.status, 0, `the 1 px wider padding fails:\n${onePixel.output}`);
    assert.match(onePixel.output, /pixels \(ratio [\d.]+ of all image pixels\) are different|Expected an image/);
    console.log(
      onePixel.output
        .split('\n')
        .filter((line) => /different|Expected|failed/.test(line))
        .join('\n'),
    );
  } finally {
    rmSync(changed, { recursive: true, force: true });
  }
});
