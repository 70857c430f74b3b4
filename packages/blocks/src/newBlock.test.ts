// "Adding a block is one folder and one schema": proven on a throwaway copy of the repository. The test
// copies what the blocks package needs (schemas/, the package's src and scripts, the tsconfigs), adds a
// `pull-quote` block folder and `schemas/pull-quote.json`, runs the generator, and checks that the block is
// registered, typed (tsc over the copy) and renderable (prepared and rendered inside a home page), and
// that the generator changed nothing but generated files.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs build script without type declarations
import { GENERATED_DIRS, generateAll } from '../scripts/generate.mjs';

const repositoryRoot = path.resolve(__dirname, '../../..');
const COPIED = [
  'tsconfig.base.json',
  'schemas',
  'packages/blocks/package.json',
  'packages/blocks/tsconfig.json',
  'packages/blocks/README.md',
  'packages/blocks/blockEntries.ts',
  'packages/blocks/scripts',
  'packages/blocks/src',
];
const PULL_QUOTE_ID = 'https://schema.ridgeline.dev/pull-quote';

/** What a developer writes for a new block: the schema and one folder, nothing else. */
const NEW_BLOCK_FILES: Record<string, string> = {
  'schemas/pull-quote.json': JSON.stringify(
    {
      $schema: 'http://json-schema.org/draft-07/schema#',
      $id: PULL_QUOTE_ID,
      title: 'Pull Quote',
      description: 'A short quotation set large, with who said it.',
      'x-ridgeline-slots': ['page'],
      allOf: [{ $ref: 'http://bigcontent.io/cms/schema/v1/core#/definitions/content' }],
      type: 'object',
      properties: {
        quote: { title: 'Quote', type: 'string', minLength: 1, maxLength: 280 },
        attribution: { title: 'Attribution', type: 'string', maxLength: 120 },
      },
      propertyOrder: ['quote', 'attribution'],
      required: ['quote'],
    },
    null,
    2,
  ),
  'packages/blocks/src/pull-quote/types.ts': `import type { ContentItem } from '@ridgeline/renderer';
import type { PullQuoteFields } from '../shared/generated';

export interface PullQuoteContent extends ContentItem, PullQuoteFields {}
`,
  'packages/blocks/src/pull-quote/pull-quote.block.ts': `import { defineBlock, lazyBlock } from '@ridgeline/renderer';
import { SCHEMAS } from '../shared/cms';
import type { PullQuoteContent } from './types';

export const pullQuoteBlock = defineBlock<PullQuoteContent>({
  schema: SCHEMAS.pullQuote,
  component: lazyBlock(() => import('./PullQuote').then((m) => m.PullQuote)),
});
`,
  'packages/blocks/src/pull-quote/PullQuote.tsx': `import type { BlockProps } from '@ridgeline/renderer';
import type { PullQuoteContent } from './types';

export function PullQuote({ content, rootProps }: BlockProps<PullQuoteContent>) {
  return (
    <figure {...rootProps}>
      <blockquote>{content.quote}</blockquote>
      {content.attribution ? <figcaption>{content.attribution}</figcaption> : null}
    </figure>
  );
}
`,
  'packages/blocks/src/pull-quote/fixtures/pull-quote.json': JSON.stringify({
    _meta: { name: 'pull-quote', schema: PULL_QUOTE_ID, deliveryId: '6f0c1f7e-4c55-4a52-9a37-7d1f1d6c2b10' },
    quote: 'The mountains are calling.',
    attribution: 'A guide',
  }),
  'packages/blocks/src/pull-quote/PullQuote.stories.tsx': `import type { Meta, StoryObj } from '@storybook/react-vite';
import { RenderFixture, fixtureStories, viewports } from '../shared/storybook';
import quote from './fixtures/pull-quote.json';

const meta = { title: 'Blocks/Pull Quote', ...fixtureStories, tags: ['autodocs'], args: { content: quote } } satisfies Meta<typeof RenderFixture>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Mobile: Story = { globals: viewports.mobile };
`,
};

/** prepareContent with the copy's schemas and registry, then renderToString: what the storefront's server does. */
const RENDER_CHECK = `import { readFileSync, readdirSync } from 'node:fs';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { ContentRenderer, type FailureLogEntry } from '@ridgeline/renderer';
import { createValidator, prepareContent } from '@ridgeline/renderer/server';
import { RidgelineProvider } from '@ridgeline/ui';
import { registry } from './src/index';

const schemas = readdirSync('../../schemas').filter((file) => file.endsWith('.json')).map((file) => JSON.parse(readFileSync('../../schemas/' + file, 'utf8')));
const failures: FailureLogEntry[] = [];
const logger = { log: (entry: FailureLogEntry) => void failures.push(entry) };
const context = { mode: 'production' as const, locale: 'en-US', customerGroups: ['Everyone'] };
// A CommonJS package (no top-level await): the work runs in a promise chain.
void prepareContent(JSON.parse(process.argv[2]!), { registry, validator: createValidator(schemas), context, services: {}, logger }).then((prepared) => {
const statuses = [prepared, ...((prepared as { blocks?: unknown[] }).blocks ?? [])].map((item) => (item as { __ridgeline: { status: string } }).__ridgeline.status);
const html = renderToString(createElement(RidgelineProvider, null, createElement(ContentRenderer, { content: prepared, registry, context, logger })));
console.log(JSON.stringify({ html, failures, statuses }));
});
`;

function filesUnder(root: string, dir = ''): string[] {
  return readdirSync(path.join(root, dir)).flatMap((entry) => {
    if (entry === 'node_modules') return [];
    const relative = dir ? `${dir}/${entry}` : entry;
    return statSync(path.join(root, relative)).isDirectory() ? filesUnder(root, relative) : [relative];
  });
}

function snapshot(root: string): Map<string, string> {
  return new Map(
    filesUnder(root).map((file) => [
      file,
      createHash('sha1')
        .update(readFileSync(path.join(root, file)))
        .digest('hex'),
    ]),
  );
}

const isGenerated = (file: string) =>
  GENERATED_DIRS.includes(path.dirname(file)) ||
  /^schemas\/[\w-]+\.json$/.test(file) ||
  file === 'schemas/README.md' ||
  file === 'packages/blocks/README.md';

describe('adding a block: one folder and one schema, then the generator', () => {
  let copy: string;
  let changedByGenerator: string[];
  let staleBeforeGenerating: string[];

  beforeAll(async () => {
    copy = mkdtempSync(path.join(os.tmpdir(), 'ridgeline-new-block-'));
    for (const entry of COPIED) cpSync(path.join(repositoryRoot, entry), path.join(copy, entry), { recursive: true });
    cpSync(path.join(repositoryRoot, 'schemas/README.md'), path.join(copy, 'schemas/README.md'));
    symlinkSync(path.join(repositoryRoot, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
    for (const [file, text] of Object.entries(NEW_BLOCK_FILES)) {
      mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
      writeFileSync(path.join(copy, file), text);
    }
    const expected = (await generateAll(copy)) as Map<string, string>;
    staleBeforeGenerating = [...expected]
      .filter(([file, text]) => {
        try {
          return readFileSync(path.join(copy, file), 'utf8') !== text;
        } catch {
          return true;
        }
      })
      .map(([file]) => file);

    const before = snapshot(copy);
    execFileSync(process.execPath, [path.join(copy, 'packages/blocks/scripts/write-generated.mjs')], {
      cwd: copy,
      stdio: 'pipe',
    });
    const after = snapshot(copy);
    changedByGenerator = [...new Set([...before.keys(), ...after.keys()])]
      .filter((file) => before.get(file) !== after.get(file))
      .sort();
  }, 60_000);

  afterAll(() => {
    if (copy) rmSync(copy, { recursive: true, force: true });
  });

  it('before the generator runs, the staleness check fails (the copy would not pass the tests)', () => {
    expect(staleBeforeGenerating).toContain('packages/blocks/src/shared/generated/blocks/registry.ts');
  });

  it('the generator touches generated files only, and exactly those the new block needs', () => {
    expect(changedByGenerator.filter((file) => !isGenerated(file))).toEqual([]);
    expect(changedByGenerator).toEqual(
      expect.arrayContaining([
        'schemas/page-partials.json',
        'schemas/README.md',
        'packages/blocks/README.md',
        'packages/blocks/src/shared/generated/pull-quote.ts',
        'packages/blocks/src/shared/generated/index.ts',
        'packages/blocks/src/shared/generated/blocks/registry.ts',
        'packages/blocks/src/shared/generated/blocks/components.ts',
        'packages/blocks/src/shared/generated/blocks/schemaIds.ts',
      ]),
    );
    // No hand-written file of the block's own, and no other schema than the page list, changed.
    expect(changedByGenerator.filter((file) => file.startsWith('packages/blocks/src/pull-quote/'))).toEqual([]);
    expect(changedByGenerator.filter((file) => file.startsWith('schemas/') && file.endsWith('.json'))).toEqual([
      'schemas/page-partials.json',
    ]);
  });

  it('is registered, allowed on pages and listed in the catalogue', () => {
    const read = (file: string) => readFileSync(path.join(copy, file), 'utf8');
    expect(read('packages/blocks/src/shared/generated/blocks/registry.ts')).toContain(
      "import { pullQuoteBlock } from '../../../pull-quote/pull-quote.block';",
    );
    expect(read('packages/blocks/src/shared/generated/blocks/schemaIds.ts')).toContain(`pullQuote: '${PULL_QUOTE_ID}'`);
    const pagePartials = JSON.parse(read('schemas/page-partials.json'));
    expect(pagePartials.definitions.blockList.items.allOf[1].properties.contentType.enum).toContain(PULL_QUOTE_ID);
    expect(read('packages/blocks/README.md')).toMatch(
      /\| `pull-quote\/` \| `https:\/\/schema\.ridgeline\.dev\/pull-quote` \| Pull Quote \| `page` \| A short quotation set large, with who said it\. \| Default, Mobile \|/,
    );
  });

  it('is typed: the copy type-checks, with PullQuoteFields generated from the schema', () => {
    expect(readFileSync(path.join(copy, 'packages/blocks/src/shared/generated/pull-quote.ts'), 'utf8')).toMatch(
      /export interface PullQuoteFields \{\s*quote: string;\s*attribution\?: string;\s*\}/,
    );
    const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
    let output = '';
    try {
      execFileSync(process.execPath, [tsc, '--noEmit', '-p', path.join(copy, 'packages/blocks')], {
        cwd: copy,
        stdio: 'pipe',
      });
    } catch (error) {
      output = String((error as { stdout?: Buffer }).stdout ?? error);
    }
    expect(output).toBe('');
    // A hang guard, not a speed: type-checking the copy took 146 s on two cores at load 34.
  }, 600_000);

  it('is renderable: prepared and server-rendered inside a home page, with no failure', () => {
    // Rendered in a child process over the copy (tsx, as a server would): Vitest cannot import modules
    // outside this package at run time. The script is written after the generator ran, so it is no
    // part of what a developer adds.
    writeFileSync(path.join(copy, 'packages/blocks/render-check.ts'), RENDER_CHECK);
    const quote = JSON.parse(NEW_BLOCK_FILES['packages/blocks/src/pull-quote/fixtures/pull-quote.json']!);
    const page = {
      _meta: {
        name: 'home',
        schema: 'https://schema.ridgeline.dev/home-page',
        deliveryId: '0b6b2f1e-9f43-4a43-8f5e-1f2a3b4c5d6e',
        deliveryKey: 'home',
      },
      blocks: [quote],
    };
    const tsx = createRequire(import.meta.url).resolve('tsx/cli');
    const output = execFileSync(process.execPath, [tsx, 'render-check.ts', JSON.stringify(page)], {
      cwd: path.join(copy, 'packages/blocks'),
      encoding: 'utf8',
    });
    const { html, failures, statuses } = JSON.parse(output) as {
      html: string;
      failures: unknown[];
      statuses: string[];
    };
    expect(failures).toEqual([]);
    expect(statuses).toEqual(['ok', 'ok']);
    expect(html).toContain(`data-schema="${PULL_QUOTE_ID}"`);
    expect(html).toContain(`data-content-id="${quote._meta.deliveryId}"`);
    expect(html).toContain('<blockquote>The mountains are calling.</blockquote>');
  }, 60_000);
});
