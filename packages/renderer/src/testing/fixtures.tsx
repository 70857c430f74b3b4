// Test-only blocks, schemas and content shared by the renderer's tests (not exported by the package).
import { RenderContent } from '../rendering/ContentRenderer';
import { defineBlock } from '../registry';
import type { BlockProps, ContentItem, FailureLogEntry, Logger, RenderContext } from '../types';

export const SCHEMA = {
  page: 'https://schema.ridgeline.dev/test-page',
  text: 'https://schema.ridgeline.dev/test-text',
  throwing: 'https://schema.ridgeline.dev/test-throwing',
} as const;

export const pageSchema = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $id: SCHEMA.page,
  allOf: [{ $ref: 'http://bigcontent.io/cms/schema/v1/core#/definitions/content' }],
  type: 'object',
  properties: {
    title: { type: 'string' },
    blocks: {
      type: 'array',
      items: {
        allOf: [
          { $ref: 'http://bigcontent.io/cms/schema/v1/core#/definitions/content-link' },
          { properties: { contentType: { enum: [SCHEMA.text, SCHEMA.throwing] } } },
        ],
      },
    },
  },
  required: ['blocks'],
};

export const textSchema = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $id: SCHEMA.text,
  allOf: [{ $ref: 'http://bigcontent.io/cms/schema/v1/core#/definitions/content' }],
  type: 'object',
  definitions: {
    headline: { type: 'object', properties: { text: { type: 'string', minLength: 1 } }, required: ['text'] },
  },
  properties: {
    headline: { allOf: [{ $ref: '#/definitions/headline' }] },
    body: { type: 'string', format: 'markdown' },
    legalBody: { type: 'string', 'x-ridgeline-html': true },
    url: { type: 'string', format: 'uri-reference', 'x-ridgeline-url': true },
    image: { allOf: [{ $ref: 'http://bigcontent.io/cms/schema/v1/core#/definitions/image-link' }] },
    label: { allOf: [{ $ref: 'http://bigcontent.io/cms/schema/v1/localization#/definitions/localized-string' }] },
  },
  required: ['headline'],
};

export const throwingSchema = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $id: SCHEMA.throwing,
  allOf: [{ $ref: 'http://bigcontent.io/cms/schema/v1/core#/definitions/content' }],
  type: 'object',
  properties: {},
};

export function Page({ content, rootProps }: BlockProps<ContentItem & { title?: string; blocks?: unknown[] }>) {
  return (
    <main {...rootProps}>
      <h1>{content.title}</h1>
      <RenderContent content={content.blocks} />
    </main>
  );
}

export function TextBlock({
  content,
  data,
  rootProps,
}: BlockProps<ContentItem & { headline?: { text?: string } }, { extra?: string } | undefined>) {
  return (
    <section {...rootProps}>
      <p>{content.headline?.text}</p>
      {data?.extra ? <p>{data.extra}</p> : null}
    </section>
  );
}

export function ThrowingBlock(): never {
  throw new Error('kaboom from ThrowingBlock');
}

export const pageBlock = defineBlock({ schema: SCHEMA.page, component: Page });
export const textBlock = defineBlock({ schema: SCHEMA.text, component: TextBlock });
export const throwingBlock = defineBlock({ schema: SCHEMA.throwing, component: ThrowingBlock });

export function textItem(id: string, headline: string | undefined, extra: Record<string, unknown> = {}): ContentItem {
  return {
    _meta: { schema: SCHEMA.text, name: id, deliveryId: id },
    ...(headline === undefined ? {} : { headline: { text: headline } }),
    ...extra,
  };
}

export function pageItem(blocks: unknown[], extra: Record<string, unknown> = {}): ContentItem {
  return { _meta: { schema: SCHEMA.page, name: 'page', deliveryId: 'page-1' }, title: 'Test page', blocks, ...extra };
}

export const devContext: RenderContext = { mode: 'development', locale: 'en-US', customerGroups: ['Everyone'] };
export const productionContext: RenderContext = { ...devContext, mode: 'production' };

export function recordingLogger(): Logger & { entries: FailureLogEntry[] } {
  const entries: FailureLogEntry[] = [];
  return { entries, log: (entry) => entries.push(entry) };
}
