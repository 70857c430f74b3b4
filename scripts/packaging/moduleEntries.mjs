import { readdirSync } from 'node:fs';

/**
 * Every source module of a package (tests, stories and the `exclude`d paths left out), as named tsup entries for its
 * ESM build (`account/phone` for `src/account/phone.ts`). With code splitting, esbuild groups code by the set of
 * entries that reach it: were only the public entries entries, most of a package would become one shared chunk, and
 * an app's bundler cannot split a chunk, so the first island to need one function would download most of the package
 * (commerce's shared chunk alone was 38 KB gzip on every page). One module per file lets the app's bundler ship each
 * island only what it imports.
 *
 * @param {string} srcDir the package's source folder, relative to the package (`src`)
 * @param {(file: string) => boolean} [exclude] paths (relative to `srcDir`, `/`-separated) to leave out
 * @returns {Record<string, string>} entry name → source path
 */
export function moduleEntries(srcDir, exclude = () => false) {
  const files = readdirSync(srcDir, { recursive: true })
    .map((file) => String(file).replaceAll('\\', '/'))
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|stories|d)\.tsx?$/.test(file) && !exclude(file));
  return Object.fromEntries(files.map((file) => [file.replace(/\.tsx?$/, ''), `${srcDir}/${file}`]));
}
