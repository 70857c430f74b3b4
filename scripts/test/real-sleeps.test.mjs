// Tests do not wait in real time (docs/decisions/0006-tests-and-time.md): a fixed sleep either wastes time or, on a
// busy machine, is too short. This scan fails on a real sleep in a unit/component test, a script test or an e2e spec:
// a promise that resolves after a setTimeout of more than 0 ms, `timers/promises`' setTimeout, or Playwright's
// `waitForTimeout(`. Wait for the condition instead (a promise the code resolves, vi.waitFor / expect.poll, locator
// assertions) or run the code's timers on a fake clock. The scan skips this file (its examples are deliberately bad).
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const THIS_FILE = path.relative(root, fileURLToPath(import.meta.url));

/**
 * Files allowed a real sleep, each with the reason it needs real time. Keep it empty if at all possible: a reason
 * is a case the fake clock or a condition cannot cover (a runtime-held timer, as decision 0006 says).
 * @type {Record<string, string>}
 */
export const ALLOWED = {
  'scripts/test/repository-hygiene.test.mjs':
    'a sample source text inside a string (the path check must see `..` in code); nothing runs or waits on it',
};

const TEST_FILE = /\.(test|spec)\.(c|m)?[jt]sx?$/;

/** Test files, relative to the root: packages' src/ and the storefront's app/, scripts/test/, e2e/. */
export function testFiles() {
  const found = [];
  const walk = (dir) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name === 'build') continue;
      const relative = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(relative);
      else if (TEST_FILE.test(entry.name) || (dir === path.join('scripts', 'test') && entry.name.endsWith('.mjs')))
        found.push(relative);
    }
  };
  for (const name of readdirSync(path.join(root, 'packages'))) {
    for (const source of ['src', 'app']) {
      try {
        walk(path.join('packages', name, source));
      } catch (error) {
        if (error.code !== 'ENOENT') throw error;
      }
    }
  }
  walk(path.join('scripts', 'test'));
  walk('e2e');
  return found.map((file) => file.split(path.sep).join('/')).sort();
}

// `new Promise((resolve) => setTimeout(resolve, 50))`, `new Promise((r) => { setTimeout(() => r(), ms); })`: the
// delay is group 3; only a literal 0 (one macrotask turn, no time) passes.
const PROMISED_TIMEOUT =
  /new Promise\s*(?:<[^>]*>)?\s*\(\s*\(?\s*(\w+)[^)=]*\)?\s*=>\s*\{?\s*(?:globalThis\.)?setTimeout\(\s*(\1|\(\)\s*=>\s*\1\([^)]*\))\s*,\s*([^)]+?)\s*\)/g;
const TIMERS_PROMISES =
  /from\s+['"](?:node:)?timers\/promises['"]|require\(\s*['"](?:node:)?timers\/promises['"]\s*\)/g;
const WAIT_FOR_TIMEOUT = /\bwaitForTimeout\s*\(/g;

/** The real sleeps in `text`: `{ line, what }`, lines counted from 1. */
export function findSleeps(text) {
  const lineOf = (index) => text.slice(0, index).split('\n').length;
  const found = [];
  for (const match of text.matchAll(PROMISED_TIMEOUT)) {
    if (/^0+$/.test(match[3])) continue;
    found.push({ line: lineOf(match.index), what: `a promise resolved by setTimeout after ${match[3]} ms` });
  }
  for (const match of text.matchAll(TIMERS_PROMISES))
    found.push({ line: lineOf(match.index), what: 'timers/promises (a sleep)' });
  for (const match of text.matchAll(WAIT_FOR_TIMEOUT))
    found.push({ line: lineOf(match.index), what: 'waitForTimeout( (a fixed sleep)' });
  return found.sort((a, b) => a.line - b.line);
}

test('no test sleeps in real time (or its file is allowed, with a reason)', () => {
  const files = testFiles();
  assert.ok(files.length > 100, `found only ${files.length} test files: the scan is looking in the wrong place`);
  const findings = [];
  for (const file of files) {
    if (file === THIS_FILE || file in ALLOWED) continue;
    for (const { line, what } of findSleeps(readFileSync(path.join(root, file), 'utf8')))
      findings.push(`${file}:${line}: ${what}`);
  }
  assert.deepEqual(
    findings,
    [],
    `\n${findings.join('\n')}\n` +
      "Wait for the condition itself or move the code's timers on a fake clock (docs/decisions/0006-tests-and-time.md).",
  );
});

test('every allowed file exists, still sleeps, and says why', () => {
  const files = new Set(testFiles());
  for (const [file, reason] of Object.entries(ALLOWED)) {
    assert.ok(
      files.has(file),
      `${file} is allowed a real sleep but is not a test file any more: remove it from ALLOWED`,
    );
    assert.ok(reason.trim().length >= 20, `${file}: say why it needs real time`);
    assert.ok(
      findSleeps(readFileSync(path.join(root, file), 'utf8')).length > 0,
      `${file} no longer sleeps: remove it from ALLOWED`,
    );
  }
});

test('the scan finds each kind of sleep, with its line, and lets fake-clock-free waits pass', () => {
  const sample = [
    'await new Promise((resolve) => setTimeout(resolve, 50));',
    'await new Promise<void>((r) => { setTimeout(() => r(), delayMs); });',
    "import { setTimeout as sleep } from 'node:timers/promises';",
    'await page.waitForTimeout(500);',
    'await new Promise((resolve) => setTimeout(resolve, 0));',
    'await new Promise((resolve) => setImmediate(resolve));',
    "vi.useFakeTimers({ toFake: ['setTimeout'] });",
  ].join('\n');
  assert.deepEqual(findSleeps(sample), [
    { line: 1, what: 'a promise resolved by setTimeout after 50 ms' },
    { line: 2, what: 'a promise resolved by setTimeout after delayMs ms' },
    { line: 3, what: 'timers/promises (a sleep)' },
    { line: 4, what: 'waitForTimeout( (a fixed sleep)' },
  ]);
});
