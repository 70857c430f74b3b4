// @vitest-environment node
import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';

/** Every bare module the source graph of one entry imports (relative imports are followed). */
function bareImports(entry: string): Set<string> {
  const seen = new Set<string>();
  const bare = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(
      /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g,
    )) {
      const specifier = match[1] ?? match[2]!;
      if (!specifier.startsWith('.')) {
        bare.add(specifier);
        continue;
      }
      const base = path.resolve(path.dirname(file), specifier);
      const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')];
      const found = candidates.find((candidate) => /\.(ts|tsx)$/.test(candidate) && safeRead(candidate));
      if (found) visit(found);
    }
  };
  visit(path.resolve(__dirname, entry));
  return bare;
}

function safeRead(file: string): boolean {
  try {
    readFileSync(file);
    return true;
  } catch {
    return false;
  }
}

const isNodeBuiltin = (specifier: string) =>
  specifier.startsWith('node:') || builtinModules.includes(specifier.split('/')[0]!);

describe('entries', () => {
  it('keeps the client entry free of jsonschema, sanitize-html, dc-delivery-sdk-js and node built-ins', () => {
    const imports = [...bareImports('index.ts')];
    expect(
      imports.filter(
        (name) => isNodeBuiltin(name) || ['jsonschema', 'sanitize-html', 'dc-delivery-sdk-js'].includes(name),
      ),
    ).toEqual([]);
  });

  it('keeps the prepare entry isomorphic: no node built-ins, no content client', () => {
    const imports = [...bareImports('prepare.ts')];
    expect(imports).toContain('jsonschema');
    expect(imports).toContain('sanitize-html');
    expect(imports.filter((name) => isNodeBuiltin(name) || name === 'dc-delivery-sdk-js')).toEqual([]);
  });
});
