import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createContentLinter, type LintFinding } from './contentLint';
import { readContentExport } from './readExport';

export { readContentExport };

export const USAGE = `Usage: ridgeline content lint <export folder or file> [options]

Checks every content item of a hub export (dc-cli content-item export, or a sandbox content folder) against the
content-type schemas, and the links and delivery keys across the export.

Options:
  --schemas <folder>          the content-type schemas (default: ./schemas)
  --customer-groups <file>    the commerce site's customer groups (JSON: the customer-groups API's answer, a list of
                              groups or of ids); segments are checked against them when given
  --format human|json         the report's form (default: human)
  --help                      this text

Exit status: 0 when nothing is wrong or only warnings were found, 1 on errors, 2 when the lint could not run.`;

export interface CliOutput {
  out(text: string): void;
  err(text: string): void;
}

export interface LintReport {
  items: number;
  errors: number;
  warnings: number;
  findings: LintFinding[];
}

class UsageError extends Error {}

async function readJson(file: string, what: string): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new UsageError(`${what} ${file} cannot be read: ${(error as Error).message}`);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new UsageError(`${what} ${file} is not JSON: ${(error as Error).message}`);
  }
}

/** Every `*.json` schema of a folder (each has its `$id`; the validator says which does not). */
export async function readSchemas(folder: string): Promise<object[]> {
  const names = await readdir(folder).catch((error: Error) => {
    throw new UsageError(`the schemas folder ${folder} cannot be read: ${error.message}`);
  });
  const files = names.filter((name) => name.endsWith('.json')).sort();
  if (files.length === 0) throw new UsageError(`the schemas folder ${folder} holds no .json schema`);
  return Promise.all(files.map((name) => readJson(path.join(folder, name), 'the schema') as Promise<object>));
}

/** Customer-group ids from the custom API's answer (`{ data: [{ id }] }`), a list of groups, or a list of ids. */
export function customerGroupIds(value: unknown): string[] {
  const list = Array.isArray(value) ? value : (value as { data?: unknown } | null)?.data;
  if (!Array.isArray(list))
    throw new UsageError('the customer groups must be a list, or the API answer { data: [...] }');
  return list.map((group) => {
    const id = typeof group === 'string' ? group : (group as { id?: unknown } | null)?.id;
    if (typeof id !== 'string' || id === '')
      throw new UsageError(`a customer group has no id: ${JSON.stringify(group)}`);
    return id;
  });
}

/** Lints an export: every file streamed through the linter, then the cross-item checks. */
export async function lintExport(
  root: string,
  options: { schemas: readonly object[]; customerGroups?: readonly string[] },
): Promise<LintReport> {
  const linter = createContentLinter(options);
  const findings: LintFinding[] = [];
  let items = 0;
  for await (const entry of readContentExport(root)) {
    if (entry.ok) {
      items += 1;
      findings.push(...linter.add(entry));
    } else findings.push(linter.unreadable(entry.file, entry.reason));
  }
  findings.push(...linter.finish());
  findings.sort((a, b) => a.file.localeCompare(b.file) || a.path.localeCompare(b.path));
  const errors = findings.filter((finding) => finding.level === 'error').length;
  return { items, errors, warnings: findings.length - errors, findings };
}

/** The report for a person: one block per item, one line per finding, then the totals. */
export function humanReport(report: LintReport): string {
  const lines: string[] = [];
  let current: string | undefined;
  for (const finding of report.findings) {
    if (finding.file !== current) {
      current = finding.file;
      lines.push('', `${finding.file}${finding.name ? `  (${finding.name}, ${finding.id})` : ''}`);
    }
    const where = finding.path ? `${finding.path}: ` : '';
    lines.push(`  ${finding.level.padEnd(7)} ${finding.kind.padEnd(22)} ${where}${finding.message}`);
  }
  const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
  lines.push(
    '',
    `${plural(report.items, 'item')} checked: ${plural(report.errors, 'error')}, ${plural(report.warnings, 'warning')}.`,
  );
  return lines.join('\n').replace(/^\n/, '');
}

/** `ridgeline content lint …`: the exit status (0 clean or warnings only, 1 errors, 2 could not run). */
export async function main(argv: readonly string[], io: CliOutput): Promise<number> {
  try {
    const { values, positionals } = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: {
        schemas: { type: 'string', default: 'schemas' },
        'customer-groups': { type: 'string' },
        format: { type: 'string', default: 'human' },
        help: { type: 'boolean', default: false },
      },
    });
    if (values.help) {
      io.out(USAGE);
      return 0;
    }
    const [command, subcommand, root, ...extra] = positionals;
    if (command !== 'content' || subcommand !== 'lint' || !root || extra.length > 0)
      throw new UsageError('expected: ridgeline content lint <export folder or file>');
    if (values.format !== 'human' && values.format !== 'json')
      throw new UsageError(`--format must be human or json, not ${values.format}`);
    const schemas = await readSchemas(values.schemas);
    const groupsFile = values['customer-groups'];
    const customerGroups = groupsFile
      ? customerGroupIds(await readJson(groupsFile, 'the customer groups file'))
      : undefined;
    const report = await lintExport(root, { schemas, ...(customerGroups ? { customerGroups } : {}) });
    io.out(values.format === 'json' ? JSON.stringify(report, null, 2) : humanReport(report));
    return report.errors > 0 ? 1 : 0;
  } catch (error) {
    const usage = error instanceof UsageError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS');
    io.err(`ridgeline: ${(error as Error).message}${usage ? `\n\n${USAGE}` : ''}`);
    return 2;
  }
}
