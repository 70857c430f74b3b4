#!/usr/bin/env node
// npm run blocks:generate: writes what generate.mjs derives and removes generated modules that no
// longer have a source. Files whose text is already right are left alone.
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { GENERATED_DIRS, generateAll, repositoryRoot } from './generate.mjs';

let files;
try {
  files = await generateAll(repositoryRoot);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
let changed = 0;
for (const dir of GENERATED_DIRS) {
  const absolute = path.join(repositoryRoot, dir);
  if (!existsSync(absolute)) continue;
  for (const file of readdirSync(absolute)) {
    const relative = `${dir}/${file}`;
    if (file.endsWith('.ts') && !file.endsWith('.test.ts') && !files.has(relative)) {
      rmSync(path.join(absolute, file));
      changed += 1;
    }
  }
}
for (const [relative, text] of files) {
  const absolute = path.join(repositoryRoot, relative);
  if (existsSync(absolute) && readFileSync(absolute, 'utf8') === text) continue;
  mkdirSync(path.dirname(absolute), { recursive: true });
  writeFileSync(absolute, text);
  changed += 1;
  console.log(`wrote ${relative}`);
}
console.log(changed ? `${changed} generated file(s) updated` : 'generated files are up to date');
