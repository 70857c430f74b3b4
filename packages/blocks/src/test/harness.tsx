import { readFileSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { render } from '@testing-library/react';
import {
  ContentRenderer,
  createRegistry,
  type ContentItem,
  type PreparedContent,
  type RenderContext,
  type Logger,
  type FailureLogEntry,
} from '@ridgeline/renderer';
import { createValidator, prepareContent } from '@ridgeline/renderer/server';
import { RidgelineProvider } from '@ridgeline/ui';
import { blockDefinitions, diagnosticBlocks } from '../index';
import { createFakeCommerceService } from '@ridgeline/commerce/testing';
import type { CommerceProduct } from '@ridgeline/commerce';
import { SAMPLE_PRODUCTS as sampleProducts } from '@ridgeline/commerce/testing';

/** /schemas at the repository root. */
export const SCHEMAS_DIR = resolve(__dirname, '../../../../schemas') + '/';

export function loadSchemas(): { file: string; schema: { $id: string } & Record<string, unknown> }[] {
  return readdirSync(SCHEMAS_DIR)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => ({ file, schema: JSON.parse(readFileSync(SCHEMAS_DIR + file, 'utf8')) }));
}

export const validator = createValidator(loadSchemas().map((entry) => entry.schema));
export const testRegistry = createRegistry([...blockDefinitions, ...diagnosticBlocks]);

export interface PrepareFixtureOptions {
  /** `ctx.services` for block loaders; default: a fake commerce service over the sample products. */
  services?: Record<string, unknown>;
  customerGroups?: readonly string[];
  mode?: RenderContext['mode'];
  mediaHost?: string;
  /** `RenderContext.labels`: the app's words for the parts blocks render. */
  labels?: RenderContext['labels'];
  /** Any other part of the render context (e.g. `siteOrigin`, `relatedLinkDomains`). */
  context?: Partial<RenderContext>;
}

/** Collects failure log lines instead of printing them. */
export function memoryLogger(): Logger & { entries: FailureLogEntry[] } {
  const entries: FailureLogEntry[] = [];
  return { entries, log: (entry) => void entries.push(entry) };
}

export function contextFor(options: PrepareFixtureOptions = {}): RenderContext {
  return {
    mode: options.mode ?? 'development',
    locale: 'en-US',
    customerGroups: options.customerGroups ?? ['Unregistered', 'Everyone'],
    ...(options.mediaHost ? { mediaHost: options.mediaHost } : {}),
    ...(options.labels ? { labels: options.labels } : {}),
    ...options.context,
  };
}

export async function prepareFixture(fixture: unknown, options: PrepareFixtureOptions = {}, logger = memoryLogger()) {
  const services = options.services ?? {
    commerce: createFakeCommerceService(sampleProducts as unknown as CommerceProduct[]),
  };
  return prepareContent(structuredClone(fixture), {
    registry: testRegistry,
    validator,
    context: contextFor(options),
    services,
    logger,
  });
}

/** Every content item in a prepared tree (objects carrying `__ridgeline`). */
export function preparedItems(tree: unknown): (ContentItem & { __ridgeline: PreparedContent['__ridgeline'] })[] {
  const found: (ContentItem & { __ridgeline: PreparedContent['__ridgeline'] })[] = [];
  const walk = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(walk);
    if (!value || typeof value !== 'object') return;
    const record = value as Record<string, unknown>;
    if ('__ridgeline' in record) found.push(record as never);
    Object.entries(record).forEach(([key, field]) => key !== '__ridgeline' && walk(field));
  };
  walk(tree);
  return found;
}

/** prepareContent (validation, sanitizing, adapt) then render through <ContentRenderer>, as the storefront does. */
export async function renderFixture(fixture: unknown, options: PrepareFixtureOptions = {}) {
  const logger = memoryLogger();
  const prepared = await prepareFixture(fixture, options, logger);
  const result = render(
    <RidgelineProvider>
      <ContentRenderer content={prepared} registry={testRegistry} context={contextFor(options)} logger={logger} />
    </RidgelineProvider>,
  );
  return { ...result, prepared, logger };
}
