#!/usr/bin/env node
// The storefront's messages (see README, "Locales and messages"): extracts the default (en-US) messages from the code
// with `formatjs extract`, then compiles every locale's source file in app/platform/i18n/messages/ to pre-parsed ASTs in
// app/platform/i18n/compiled/ with `formatjs compile --ast` (so no message is parsed at run time and the browser needs no
// parser). The compiled files are committed: type checks, unit tests and the dev server read them without a build.
// `--check` writes nothing and exits 1 when either step would change a file (a unit test runs it).
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const sources = join(root, 'app/platform/i18n/messages');
const compiled = join(root, 'app/platform/i18n/compiled');
const check = process.argv.includes('--check');
const cliPackage = createRequire(import.meta.url).resolve('@formatjs/cli/package.json');
const cliBin = join(dirname(cliPackage), JSON.parse(readFileSync(cliPackage, 'utf8')).bin.formatjs);
const formatjs = (args) =>
  execFileSync(process.execPath, [cliBin, ...args], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });

const scratch = mkdtempSync(join(tmpdir(), 'ridgeline-i18n-'));
const stale = [];
/** Writes `text` to `file` (or, with --check, notes that it differs). */
function update(file, text) {
  let current;
  try {
    current = readFileSync(file, 'utf8');
  } catch {
    current = undefined;
  }
  if (current === text) return;
  if (check) stale.push(file.slice(root.length + 1));
  else writeFileSync(file, text);
}
/** JSON with sorted keys and a final newline: stable files, readable diffs. */
const stable = (file) => {
  const value = JSON.parse(readFileSync(file, 'utf8'));
  return `${JSON.stringify(Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))), null, 2)}\n`;
};

try {
  const extracted = join(scratch, 'en-US.json');
  formatjs([
    'extract',
    'app/**/*.{ts,tsx}',
    '--ignore',
    'app/**/*.test.{ts,tsx}',
    '--ignore',
    'app/**/*.d.ts',
    '--format',
    'simple',
    '--throws',
    '--out-file',
    extracted,
  ]);
  update(join(sources, 'en-US.json'), stable(extracted));
  for (const name of readdirSync(sources).filter((file) => file.endsWith('.json'))) {
    // Compile what is (or, with --check, would be) in the source file.
    const source = name === 'en-US.json' && check ? extracted : join(sources, name);
    const out = join(scratch, `compiled-${name}`);
    formatjs(['compile', source, '--ast', '--format', 'simple', '--out-file', out]);
    update(join(compiled, name), stable(out));
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
if (stale.length > 0) {
  console.error(`i18n: out of date: ${stale.join(', ')} (run npm run i18n -w @ridgeline/storefront)`);
  process.exit(1);
}
