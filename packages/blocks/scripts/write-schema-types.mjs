#!/usr/bin/env node
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { generateSchemaTypes, generatedDir } from './schema-types.mjs';

const files = await generateSchemaTypes();
mkdirSync(generatedDir, { recursive: true });
for (const stale of readdirSync(generatedDir)) {
  if (stale.endsWith('.ts') && !stale.endsWith('.test.ts') && !files.has(stale)) rmSync(path.join(generatedDir, stale));
}
for (const [name, source] of files) writeFileSync(path.join(generatedDir, name), source);
console.log(`wrote ${files.size} files to ${path.relative(process.cwd(), generatedDir)}`);
