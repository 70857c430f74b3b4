#!/usr/bin/env node
// Keeps the repository self-contained (docs/decisions/0001-self-contained-repository.md):
// - no file cites the project's former working notes, which were never part of the repository (numbered
//   requirement documents, a toolchain note, a samples folder beside the clone);
// - no code builds a path that leaves the repository root;
// - every reference to a document under docs/ names a file and a heading that exist.
// `node scripts/repository-hygiene.mjs` prints what it finds and exits 1; the checks run as tests in
// scripts/test/repository-hygiene.test.mjs (`npm run test:scripts`).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Holds deliberately bad paths and docs references as examples, so the path and docs scans skip it (its
 * citation examples are assembled from pieces and it is scanned for citations like every other file).
 */
export const EXEMPT_FROM_PATH_AND_DOCS_CHECKS = new Set(['scripts/test/repository-hygiene.test.mjs']);

/**
 * Citations of material outside the repository: the samples, notes and toolchain folder that sat beside it and
 * its toolchain note by name (upper case, as it was spelled), the numbered requirement documents ("spec" or
 * "seed" and a three-digit number), their numbered sections (a section sign and a number), and the
 * documents' nickname used as a noun in prose, singular too where it cites (after a bracket and before a colon and a
 * quote or word; capitalised before a colon; before "names", "calls", "says"). The last two forms are matched as
 * written, so a parameter named after it with a type (a colon and a capitalised type name) is left alone.
 */
export const OUTSIDE_CITATIONS = [
  /shared\/(?:samples|seeds|TOOLCHAIN)|\bspec 00\d|\bseeds? ?(?:00\d|§)|§ ?\d|\bthe\s+seeds?\s+(?:names?|calls?|says?)\b|\bthe\s+seeds\b|\bseeds['’]/i,
  /\bTOOLCHAIN\.md/,
  /\bSeed: ["“A-Z]|\(seed: ["“a-z]/,
];

const CODE_EXTENSIONS = new Set(['.js', '.mjs', '.cjs', '.jsx', '.ts', '.mts', '.cts', '.tsx']);
const IGNORED_DIRECTORIES = new Set([
  '.git',
  'node_modules',
  'dist',
  'build',
  '.react-router',
  '.turbo',
  'storybook-static',
  'test-results',
  'playwright-report',
  'coverage',
  '.cache',
]);
const MAX_TEXT_BYTES = 5 * 1024 * 1024;

/** Repository-relative paths (with `/`) of tracked files and of new files git does not ignore. */
export function repositoryFiles(root = repoRoot) {
  try {
    const out = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    return [...new Set(out.split('\0').filter(Boolean))].filter((file) => existsSync(path.join(root, file))).sort();
  } catch {
    // Not a git checkout (an exported tree): walk it, skipping what .gitignore lists.
    const files = [];
    const walk = (dir) => {
      for (const name of readdirSync(dir)) {
        if (IGNORED_DIRECTORIES.has(name)) continue;
        const full = path.join(dir, name);
        if (statSync(full).isDirectory()) walk(full);
        else files.push(path.relative(root, full).split(path.sep).join('/'));
      }
    };
    walk(root);
    return files.sort();
  }
}

/** The file's text, or undefined for binary and very large files. */
export function readText(file, root = repoRoot) {
  const full = path.join(root, file);
  if (statSync(full).size > MAX_TEXT_BYTES) return undefined;
  const buffer = readFileSync(full);
  if (buffer.subarray(0, 8000).includes(0)) return undefined;
  return buffer.toString('utf8');
}

const lineOf = (text, index) => text.slice(0, index).split('\n').length;
const lineText = (text, index) => {
  const start = text.lastIndexOf('\n', index - 1) + 1;
  const end = text.indexOf('\n', index);
  return text.slice(start, end === -1 ? undefined : end).trim();
};

/** Every line of `text` that cites material outside the repository. */
export function findOutsideCitations(text) {
  const found = [];
  text.split('\n').forEach((line, i) => {
    for (const pattern of OUTSIDE_CITATIONS) {
      const match = pattern.exec(line);
      if (match) {
        found.push({ line: i + 1, match: match[0], text: line.trim() });
        break;
      }
    }
  });
  return found;
}

// ---------------------------------------------------------------------------------------------------------
// Paths built in code

const STRING = String.raw`'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|\x60(?:[^\x60\\$]|\\.)*\x60`;
const STRING_RE = new RegExp(`^(?:${STRING})$`);
const unquote = (literal) => literal.slice(1, -1).replace(/\\(.)/g, '$1');

/** The arguments of the call whose `(` is at `open`, split at top-level commas; undefined when unbalanced. */
function callArguments(text, open) {
  const args = [];
  let depth = 0;
  let start = open + 1;
  for (let i = open; i < text.length; i += 1) {
    const ch = text[i];
    if (ch === "'" || ch === '"' || ch === '`') {
      const quote = ch;
      for (i += 1; i < text.length && text[i] !== quote; i += 1) if (text[i] === '\\') i += 1;
      continue;
    }
    if (ch === '(' || ch === '[' || ch === '{') depth += 1;
    else if (ch === ')' || ch === ']' || ch === '}') {
      depth -= 1;
      if (depth === 0) {
        const last = text.slice(start, i).trim();
        if (last) args.push(last);
        return { args, end: i + 1 };
      }
    } else if (ch === ',' && depth === 1) {
      args.push(text.slice(start, i).trim());
      start = i + 1;
    }
  }
  return undefined;
}

const FILE_DIRECTORY_EXPRESSIONS = [
  /^__dirname$/,
  /^import\.meta\.dirname$/,
  /^(?:path\.)?dirname\(\s*fileURLToPath\(\s*import\.meta\.url\s*\)\s*\)$/,
  /^fileURLToPath\(\s*new URL\(\s*(['"])\.\/?\1\s*,\s*import\.meta\.url\s*\)\s*\)$/,
];
const REPOSITORY_ROOT_NAME = /^(?:repo|repository|workspace|monorepo)(?:Root|Dir)$/i;
const PACKAGE_ROOT_NAME = /^(?:package|pkg)(?:Root|Dir)$/i;

function nearestPackageDirectory(fileDirectory, root) {
  for (let dir = fileDirectory; dir.startsWith(root); dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    if (dir === root) break;
  }
  return root;
}

const PATH_CALL = /(?<![\w$.])(?:path\.)?(?:resolve|join)\s*\(/g;

/**
 * Finds the places in one code file (`file`, repository-relative) where a path is built that resolves outside
 * `root`: relative import specifiers, `new URL(…, import.meta.url)`, `import.meta.glob(…)`, and `path.resolve` /
 * `path.join` (or bare `resolve` / `join`) from the file's directory, the repository root (`repoRoot` and
 * similar names), the package root (`packageRoot`), or a constant this file built from those. A path built from
 * anything else is not judged.
 */
export function findEscapingPaths(text, file, root = repoRoot) {
  const inside = (target) => target === root || target.startsWith(root + path.sep);
  return resolvedPaths(text, file, root).filter((found) => !inside(found.target));
}

/** Every path `findEscapingPaths` can work out in one code file, inside the repository or not. */
export function resolvedPaths(text, file, root = repoRoot) {
  const fileDirectory = path.dirname(path.join(root, file));
  const packageDirectory = nearestPackageDirectory(fileDirectory, root);
  // Constants built from a known base: name → [{ at, value }] in text order; a use sees the latest one before it.
  const known = new Map();
  const lookup = (name, at) => (known.get(name) ?? []).filter((entry) => entry.at < at).at(-1)?.value;
  const found = [];
  const report = (index, target) => found.push({ line: lineOf(text, index), target, text: lineText(text, index) });

  const evaluateBase = (expression, at) => {
    if (FILE_DIRECTORY_EXPRESSIONS.some((re) => re.test(expression))) return fileDirectory;
    const assigned = lookup(expression, at);
    if (assigned !== undefined) return assigned;
    if (REPOSITORY_ROOT_NAME.test(expression)) return root;
    if (PACKAGE_ROOT_NAME.test(expression)) return packageDirectory;
    const call = /^(?:path\.)?(resolve|join)\s*\(/.exec(expression);
    if (call) {
      const parsed = callArguments(expression, call[0].length - 1);
      if (parsed && parsed.end === expression.length) return evaluatePathCall(parsed.args, at);
    }
    return undefined;
  };
  // path.resolve and path.join agree once the first argument is an absolute base and no later one is absolute.
  const evaluatePathCall = (args, at) => {
    if (args.length === 0) return undefined;
    const base = evaluateBase(args[0], at);
    if (base === undefined) return undefined;
    const rest = [];
    for (const arg of args.slice(1)) {
      if (!STRING_RE.test(arg)) return undefined;
      const value = unquote(arg);
      if (path.isAbsolute(value)) return undefined;
      rest.push(value);
    }
    return path.resolve(base, ...rest);
  };

  const assignment = /\b(?:const|let|var)\s+([A-Za-z_$][\w$]*)\s*=\s*/g;
  for (let m = assignment.exec(text); m; m = assignment.exec(text)) {
    const start = m.index + m[0].length;
    const call = /^(?:path\.)?(?:resolve|join)\s*\(|^(?:path\.)?dirname\s*\(|^fileURLToPath\s*\(/.exec(
      text.slice(start),
    );
    if (!call) continue;
    const parsed = callArguments(text, start + call[0].length - 1);
    if (!parsed) continue;
    const value = evaluateBase(text.slice(start, parsed.end).trim(), m.index);
    if (value !== undefined) known.set(m[1], [...(known.get(m[1]) ?? []), { at: m.index, value }]);
  }

  PATH_CALL.lastIndex = 0;
  for (let m = PATH_CALL.exec(text); m; m = PATH_CALL.exec(text)) {
    const parsed = callArguments(text, m.index + m[0].length - 1);
    if (!parsed) continue;
    const target = evaluatePathCall(parsed.args, m.index);
    if (target !== undefined) report(m.index, target);
  }

  const relativeTo = (index, specifier) => {
    if (specifier.startsWith('./') || specifier.startsWith('../') || specifier === '..')
      report(index, path.resolve(fileDirectory, specifier));
  };
  const specifierForms = [
    new RegExp(String.raw`\b(?:from|import)\s*(${STRING})`, 'g'),
    new RegExp(String.raw`\b(?:import|require)\s*\(\s*(${STRING})`, 'g'),
    new RegExp(String.raw`\bnew\s+URL\s*\(\s*(${STRING})\s*,\s*import\.meta\.url`, 'g'),
    new RegExp(String.raw`\bimport\.meta\.glob(?:<[^>]*>)?\s*\(\s*\[?\s*(${STRING})`, 'g'),
  ];
  for (const form of specifierForms) {
    for (let m = form.exec(text); m; m = form.exec(text)) relativeTo(m.index, unquote(m[1]));
  }
  // Absolute paths into the folder that holds the repository.
  const parent = path.dirname(root) + path.sep;
  const literal = new RegExp(STRING, 'g');
  for (let m = literal.exec(text); m; m = literal.exec(text)) {
    const value = unquote(m[0]);
    if (value.startsWith(parent)) report(m.index, path.resolve(value));
  }
  return found;
}

// ---------------------------------------------------------------------------------------------------------
// References to docs/

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
export function headingAnchor(heading) {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');
}

export function anchorsOf(markdown) {
  const anchors = new Set();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const heading = !fenced && /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading) anchors.add(headingAnchor(heading[1]));
  }
  return anchors;
}

/**
 * References in `text` (the content of repository file `file`) to a document under docs/ that does not exist,
 * or to a heading it does not have: `docs/<file>.md#<heading>` anywhere (read from the repository root), and
 * in every markdown file (docs/ and the READMEs alike) also relative links to another file, document or heading.
 */
export function findBrokenDocReferences(text, file, root = repoRoot) {
  const found = [];
  const check = (index, target, anchor) => {
    const full = path.resolve(root, target);
    const fail = (problem) =>
      found.push({ line: lineOf(text, index), reference: `${target}${anchor ? `#${anchor}` : ''}`, problem });
    if (!existsSync(full) || !statSync(full).isFile()) return fail('no such file');
    if (anchor && !anchorsOf(readFileSync(full, 'utf8')).has(anchor)) fail('no such heading');
  };
  const cited = /(?:^|[\s([`'"])(?:\.\.?\/)*(docs\/[\w./-]*?\.md)(?:#([\w-]+))?/g;
  for (let m = cited.exec(text); m; m = cited.exec(text)) check(m.index, m[1], m[2]);
  if (file.endsWith('.md')) {
    const link = /\]\(([^)\s]*)\)/g;
    for (let m = link.exec(text); m; m = link.exec(text)) {
      const [target, anchor] = m[1].split('#');
      if (/^[a-z]+:/i.test(target)) continue;
      if (target === '' && anchor) check(m.index, file, anchor);
      else if (target.endsWith('.md') || (target === '' && !anchor))
        check(m.index, path.join(path.dirname(file), target), anchor);
      else if (target) {
        const full = path.resolve(root, path.dirname(file), target);
        if (!existsSync(full)) found.push({ line: lineOf(text, m.index), reference: m[1], problem: 'no such file' });
      }
    }
  }
  // A link can match both forms (a relative link into docs/): report it once.
  const seen = new Set();
  return found.filter((f) => !seen.has(`${f.line}\0${f.reference}`) && seen.add(`${f.line}\0${f.reference}`));
}

// ---------------------------------------------------------------------------------------------------------

/** Runs the three checks over the repository; each finding names the file and line. */
export function checkRepository(root = repoRoot) {
  const citations = [];
  const escapingPaths = [];
  const brokenDocReferences = [];
  for (const file of repositoryFiles(root)) {
    const text = readText(file, root);
    if (text === undefined) continue;
    for (const hit of findOutsideCitations(text)) citations.push({ file, ...hit });
    if (EXEMPT_FROM_PATH_AND_DOCS_CHECKS.has(file)) continue;
    if (CODE_EXTENSIONS.has(path.extname(file)))
      for (const hit of findEscapingPaths(text, file, root)) escapingPaths.push({ file, ...hit });
    for (const hit of findBrokenDocReferences(text, file, root)) brokenDocReferences.push({ file, ...hit });
  }
  return { citations, escapingPaths, brokenDocReferences };
}

export function formatFindings({ citations, escapingPaths, brokenDocReferences }) {
  return [
    ...citations.map((f) => `${f.file}:${f.line}: cites material outside the repository ("${f.match}"): ${f.text}`),
    ...escapingPaths.map((f) => `${f.file}:${f.line}: builds a path outside the repository (${f.target}): ${f.text}`),
    ...brokenDocReferences.map((f) => `${f.file}:${f.line}: ${f.reference}: ${f.problem}`),
  ].join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const report = formatFindings(checkRepository());
  if (report) {
    console.error(report);
    process.exit(1);
  }
  console.log('Repository hygiene: nothing outside the repository is cited or read; every docs/ reference resolves.');
}
