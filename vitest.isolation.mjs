// How every package's unit tests share their workers (the `projects` of each packages/*/vitest.config.mts).
//
// With vitest's default isolation every test file gets a fresh worker: jsdom, the setup file and every module
// (React, Emotion, Radix, the app) are loaded again for each file. On two cores that was most of the unit stage:
// ui's 47 files spent 208 s setting up jsdom and 72 s in the setup file for 88 s of tests (CPU 202 s; 32 s
// without isolation). So files run without isolation, one worker reusing its environment and module cache, except
// the files that replace modules (`vi.mock`, `vi.doMock`, `vi.resetModules`): a mocked module only takes effect
// where it has not been loaded yet, and in a shared worker an earlier file has loaded it, so those files keep a
// fresh worker each. The list is read from the files themselves at config time, so a new test that mocks a module
// is isolated without anyone remembering to list it.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** A test file that replaces modules and so needs a module cache of its own. */
export const REPLACES_MODULES = /\bvi\.(?:mock|doMock|resetModules|unmock|doUnmock)\(/;

const TEST_FILE = /\.test\.tsx?$/;

function testFilesUnder(directory) {
  let entries;
  try {
    entries = readdirSync(directory, { withFileTypes: true });
  } catch (error) {
    if (error.code === 'ENOENT') return [];
    throw error;
  }
  return entries.flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : testFilesUnder(full);
    return TEST_FILE.test(entry.name) ? [full] : [];
  });
}

/**
 * The two vitest projects of a package: `<name>` (every test file under `sourceDir`, sharing workers) and
 * `<name> (isolated)` (the files that replace modules, a fresh worker each). Both extend the package's own test
 * options (environment, setup files, timeouts).
 *
 * @param {{ name: string, packageDir: string, sourceDir: string, alsoIsolated?: string[] }} options `packageDir` is
 *   the config's directory; `sourceDir` is relative to it (`src`, `app`); `alsoIsolated` lists further files
 *   (relative to `packageDir`) that need a worker of their own for another reason, each given in the config with it.
 */
export function isolationProjects({ name, packageDir, sourceDir, alsoIsolated = [] }) {
  if (!name || !packageDir || !sourceDir) throw new Error('isolationProjects needs a name, packageDir and sourceDir');
  const include = [`${sourceDir}/**/*.test.{ts,tsx}`];
  const isolated = testFilesUnder(path.join(packageDir, sourceDir))
    .filter((file) => REPLACES_MODULES.test(readFileSync(file, 'utf8')))
    .map((file) => path.relative(packageDir, file).split(path.sep).join('/'));
  for (const file of alsoIsolated) {
    if (!existsSync(path.join(packageDir, file)))
      throw new Error(`isolationProjects: ${file} (alsoIsolated) does not exist`);
    if (!isolated.includes(file)) isolated.push(file);
  }
  const projects = [{ extends: true, test: { name, include, exclude: isolated, isolate: false } }];
  if (isolated.length > 0)
    projects.push({ extends: true, test: { name: `${name} (isolated)`, include: isolated, isolate: true } });
  return projects;
}
