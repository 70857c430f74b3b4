#!/usr/bin/env node
// After `react-router build`: writes a brotli (.br, quality 11) and a gzip (.gz, level 9) copy beside every
// compressible asset of build/client/assets, once, so the server sends them as they are instead of compressing
// each response (server.mjs serves them by Accept-Encoding).
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const assets = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../build/client/assets');
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|map|txt|html)$/;
/** Below this a compressed copy saves less than the headers cost. */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

let files = 0;
let before = 0;
let afterBrotli = 0;
for (const name of await readdir(assets)) {
  if (!COMPRESSIBLE.test(name)) continue;
  const file = path.join(assets, name);
  const source = await readFile(file);
  if (source.length < MIN_BYTES) continue;
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
    }),
    gzipAsync(source, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
  files += 1;
  before += source.length;
  afterBrotli += br.length;
}
console.log(
  `precompressed ${files} assets: ${(before / 1024).toFixed(1)} KB → ${(afterBrotli / 1024).toFixed(1)} KB brotli`,
);
