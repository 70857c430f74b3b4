import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { customerGroupIds, humanReport, lintExport, main, readSchemas } from './cli';
import { createContentLinter } from './contentLint';
import { exportedItem } from './readExport';

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');
const brokenExport = path.join(fixtures, 'broken-export');
const schemasFolder = path.join(fixtures, 'schemas');
const groupsFile = path.join(fixtures, 'customer-groups.json');

async function lintBroken() {
  const schemas = await readSchemas(schemasFolder);
  return lintExport(brokenExport, { schemas, customerGroups: ['Everyone', 'Registered', 'Unregistered'] });
}

/** A finding as the test names it: level, kind, the item's file (within the export) and the field. */
const brief = (finding: { level: string; kind: string; file: string; path: string }) =>
  `${finding.level} ${finding.kind} ${path.relative(brokenExport, path.resolve(finding.file))} ${finding.path}`.trim();

describe('the content lint on an export with one planted problem of each kind', () => {
  it('finds each with its item and field path, and nothing else', async () => {
    const report = await lintBroken();
    expect(report.findings.map(brief).sort()).toEqual(
      [
        'error duplicate-id banners/good.json',
        'error invalid-content banners/long-headline.json headline',
        'warning missing-alt-text banners/no-alt.json image',
        'error over-limit banners/too-deep.json',
        'error unreadable banners/truncated.json',
        'error unknown-schema banners/unknown-type.json',
        'error unsafe-url banners/unsafe.json link.linkQuery',
        'error unsafe-url banners/unsafe.json url',
        'error unknown-segment containers/gold.json variants[0].segment[1].id',
        'error broken-link pages/home.json blocks[1]',
        'error link-type-mismatch pages/home.json blocks[2]',
        'error duplicate-delivery-key pages/sale-copy.json _meta.deliveryKey',
        'error duplicate-delivery-key pages/sale.json _meta.deliveryKey',
      ].sort(),
    );
    // both layouts are read (dc-cli's { id, body } and a bare delivery body); `_` folders hold no items
    expect(report.items).toBe(11);
    expect(report).toMatchObject({ errors: 12, warnings: 1 });
  });

  it('says what is wrong in words an editor can act on', async () => {
    const { findings } = await lintBroken();
    const message = (kind: string) => findings.find((finding) => finding.kind === kind)?.message;
    expect(message('invalid-content')).toBe('must be at most 20 characters long');
    expect(message('broken-link')).toBe('links to banner-gone, which is not in the export');
    expect(message('link-type-mismatch')).toBe(
      'links to container-gold as https://schema.test/banner, but that item is https://schema.test/container',
    );
    expect(message('unknown-segment')).toBe('"Gold Members" is not a customer group of the commerce site');
    expect(message('duplicate-delivery-key')).toMatch(/^"page\/sale" is also the delivery key of page-sale/);
    expect(message('unreadable')).toMatch(/^not readable JSON/);
  });

  it('checks segments only when the customer groups are given', async () => {
    const schemas = await readSchemas(schemasFolder);
    const report = await lintExport(brokenExport, { schemas });
    expect(report.findings.some((finding) => finding.kind === 'unknown-segment')).toBe(false);
  });

  it('an empty alt text is a decorative image (no warning); a blank one is not', async () => {
    const linter = createContentLinter({ schemas: await readSchemas(schemasFolder) });
    const banner = (altText?: string) => ({
      file: 'banner.json',
      id: `banner-${altText ?? 'none'}`,
      body: {
        _meta: { schema: 'https://schema.test/banner' },
        headline: 'Packs',
        image: {
          _meta: { schema: 'http://bigcontent.io/cms/schema/v1/core#/definitions/image-link' },
          id: '1',
          name: 'pack',
          endpoint: 'ridgeline',
          defaultHost: 'cdn.media.amplience.net',
        },
        ...(altText === undefined ? {} : { altText }),
      },
    });
    expect(linter.add(banner(''))).toEqual([]);
    expect(linter.add(banner('A 40-litre pack'))).toEqual([]);
    expect(linter.add(banner('   ')).map((finding) => finding.kind)).toEqual(['missing-alt-text']);
  });
});

describe('reading an export', () => {
  it('takes the id of a dc-cli item from its wrapper and of a delivery body from its _meta', () => {
    const body = { _meta: { schema: 'https://schema.test/page', deliveryId: 'd-1' } };
    expect(exportedItem({ id: 'w-1', body }, 'a.json')).toEqual({ file: 'a.json', id: 'w-1', body });
    expect(exportedItem(body, 'b.json')).toEqual({ file: 'b.json', id: 'd-1', body });
    expect(exportedItem({ id: 'x', body: { title: 'no meta' } }, 'c.json')).toBeUndefined();
    expect(exportedItem([1, 2], 'd.json')).toBeUndefined();
  });

  it('reads customer groups as the custom API answers, as groups, or as ids', () => {
    expect(customerGroupIds({ data: [{ id: 'VIP' }] })).toEqual(['VIP']);
    expect(customerGroupIds([{ id: 'VIP' }, 'Employees'])).toEqual(['VIP', 'Employees']);
    expect(() => customerGroupIds({ groups: [] })).toThrow(/must be a list/);
    expect(() => customerGroupIds([{ name: 'VIP' }])).toThrow(/has no id/);
  });
});

describe('ridgeline content lint (the command)', () => {
  const run = async (...argv: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    const status = await main(argv, { out: (text) => out.push(text), err: (text) => err.push(text) });
    return { status, out: out.join('\n'), err: err.join('\n') };
  };

  it('exits 1 on errors, with a JSON report on request', async () => {
    const { status, out } = await run(
      'content',
      'lint',
      brokenExport,
      '--schemas',
      schemasFolder,
      '--customer-groups',
      groupsFile,
      '--format',
      'json',
    );
    expect(status).toBe(1);
    const report = JSON.parse(out);
    expect(report).toMatchObject({ items: 11, errors: 12, warnings: 1 });
    expect(report.findings[0]).toHaveProperty('path');
  });

  it('exits 0 with warnings only, and prints one block per item and the totals', async () => {
    const { status, out } = await run(
      'content',
      'lint',
      path.join(brokenExport, 'banners', 'no-alt.json'),
      '--schemas',
      schemasFolder,
    );
    expect(status).toBe(0);
    expect(out).toMatch(/no-alt\.json {2}\(no alt, banner-no-alt\)\n {2}warning missing-alt-text +image: has no alt/);
    expect(out.endsWith('1 item checked: 0 errors, 1 warning.')).toBe(true);
  });

  it('exits 2 with the usage when it cannot run', async () => {
    expect((await run('content', 'lint')).status).toBe(2);
    const badFormat = await run('content', 'lint', brokenExport, '--schemas', schemasFolder, '--format', 'xml');
    expect(badFormat).toMatchObject({ status: 2 });
    expect(badFormat.err).toMatch(/--format must be human or json, not xml[\s\S]*Usage: ridgeline content lint/);
    const noSchemas = await run('content', 'lint', brokenExport, '--schemas', path.join(fixtures, 'nowhere'));
    expect(noSchemas.status).toBe(2);
    expect(noSchemas.err).toMatch(/the schemas folder .*nowhere cannot be read/);
    expect((await run('--bogus')).status).toBe(2);
  });

  it('the human report names each finding under its file', async () => {
    const text = humanReport({
      items: 2,
      errors: 1,
      warnings: 0,
      findings: [
        {
          level: 'error',
          kind: 'broken-link',
          id: 'p',
          name: 'home',
          file: 'pages/home.json',
          path: 'blocks[0]',
          message: 'links to x',
        },
      ],
    });
    expect(text).toBe(
      'pages/home.json  (home, p)\n  error   broken-link            blocks[0]: links to x\n\n2 items checked: 1 error, 0 warnings.',
    );
  });
});
