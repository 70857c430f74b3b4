import { createHash } from 'node:crypto';
import { classifyContent } from '../classify';
import { STATE_KEY, deliveryIdOf, isPlainObject, metaObjectKind, schemaOf } from '../contentModel';
import { consoleLogger, failureLogEntry } from '../logging';
import type {
  BlockDefinition,
  BlockRegistry,
  ContentFailure,
  ContentItem,
  ContentState,
  LoaderContext,
  Logger,
  PreparedContent,
  RenderContext,
} from '../types';
import type { ContentValidator } from '../validation/createValidator';
import { applyFieldSafety } from './applyFieldSafety';
import { copyAndLocalize } from './localize';

export interface PrepareOptions {
  registry: BlockRegistry;
  /** Without one, content is not validated and no field is sanitized (tests, trusted fixtures). */
  validator?: ContentValidator;
  context: RenderContext;
  /** Handed to every loader (API clients and the like). */
  services?: Readonly<Record<string, unknown>>;
  signal?: AbortSignal;
  /** Receives one entry per failure found. Default: one JSON line on the console. */
  logger?: Logger;
}

interface PendingLoad {
  item: Record<string, unknown>;
  location: string;
  promise: Promise<unknown>;
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function childLocation(parent: string, key: string | number): string {
  if (typeof key === 'number') return `${parent}[${key}]`;
  return parent === '' ? key : `${parent}.${key}`;
}

/**
 * Walks one request's content tree: gives each item its state, collects loaders. Loaders are
 * started as items are reached, so they all run in parallel; identical items share one run.
 */
class TreePreparation {
  private readonly pending: PendingLoad[] = [];
  private readonly loadsByVersion = new Map<string, Promise<unknown>>();
  private readonly loaderContext: LoaderContext;

  constructor(private readonly options: PrepareOptions) {
    this.loaderContext = { ...options.context, services: options.services ?? {}, signal: options.signal };
  }

  /** Returns the prepared value that takes `value`'s place (adapt may replace an item). */
  visit(value: unknown, location: string): unknown {
    if (Array.isArray(value)) return value.map((entry, index) => this.visit(entry, childLocation(location, index)));
    if (!isPlainObject(value)) return value;
    const kind = metaObjectKind(value);
    if (kind === undefined) {
      this.visitFields(value, location);
      return value;
    }
    if (kind === 'media' || kind === 'localized-value') return value;
    const classification = classifyContent(value, this.options.registry, location);
    if (classification.type === 'failed') return this.fail(value, classification.failure);
    if (classification.type === 'not-content') return value;
    return this.visitItem(value, classification.definition, location);
  }

  private visitFields(value: Record<string, unknown>, location: string): void {
    for (const [key, field] of Object.entries(value)) {
      if (key === '_meta' || key === STATE_KEY) continue;
      value[key] = this.visit(field, childLocation(location, key));
    }
  }

  private visitItem(original: Record<string, unknown>, definition: BlockDefinition, location: string): unknown {
    const schema = definition.schema;
    const deliveryId = deliveryIdOf(original);
    const outcome = this.options.validator?.validate(original as ContentItem);
    if (outcome && !outcome.valid) {
      return this.fail(original, {
        kind: 'invalid-content',
        schema,
        deliveryId,
        location,
        message: `${outcome.errors.length} field(s) do not match the schema.`,
        errors: outcome.errors,
      });
    }
    if (outcome) applyFieldSafety(original, outcome.htmlPaths, outcome.urlPaths);

    let item = original;
    if (definition.adapt) {
      try {
        const adapted = definition.adapt(original as ContentItem, this.options.context);
        // An adapter that drops _meta would orphan the item; keep the original's identity.
        item = isPlainObject(adapted) ? { ...adapted, _meta: isPlainObject(adapted._meta) ? adapted._meta : original._meta } : original;
      } catch (error) {
        return this.fail(original, { kind: 'block-error', phase: 'adapt', schema, deliveryId, location, message: `adapt threw: ${errorMessage(error)}` });
      }
    }
    this.visitFields(item, location);
    this.setState(item, { status: 'ok', data: undefined });
    if (definition.load) this.startLoad(item, definition, location);
    return item;
  }

  private startLoad(item: Record<string, unknown>, definition: BlockDefinition, location: string): void {
    const version = `${definition.schema}\n${deliveryIdOf(item) ?? ''}\n${createHash('sha1').update(JSON.stringify(item)).digest('base64url')}`;
    let promise = this.loadsByVersion.get(version);
    if (!promise) {
      const load = definition.load!;
      // Called through a resolved promise so a loader that throws synchronously fails like one that rejects.
      promise = Promise.resolve().then(() => load(item as ContentItem, this.loaderContext));
      this.loadsByVersion.set(version, promise);
    }
    this.pending.push({ item, location, promise });
  }

  async settleLoads(): Promise<void> {
    const results = await Promise.allSettled(this.pending.map((load) => load.promise));
    results.forEach((result, index) => {
      const { item, location } = this.pending[index]!;
      if (result.status === 'fulfilled') {
        this.setState(item, { status: 'ok', data: result.value });
      } else {
        this.fail(item, {
          kind: 'loader-failed',
          schema: schemaOf(item),
          deliveryId: deliveryIdOf(item),
          location,
          message: `load() failed: ${errorMessage(result.reason)}`,
        });
      }
    });
  }

  private fail(item: Record<string, unknown>, failure: ContentFailure): Record<string, unknown> {
    this.setState(item, { status: 'failed', failure });
    (this.options.logger ?? consoleLogger).log(failureLogEntry(failure));
    return item;
  }

  private setState(item: Record<string, unknown>, state: ContentState): void {
    item[STATE_KEY] = state;
  }
}

/**
 * Prepares a content tree for rendering, on the server: a deep copy (localized values collapsed
 * to `context.locale`) in which every content item carries `__ridgeline` =
 * `{ status: 'ok', data }` or `{ status: 'failed', failure }`, after validation (once per
 * content version), sanitizing of HTML and URL fields, `adapt`, and every loader in the tree
 * run in parallel. A failure is logged once, as one structured entry.
 */
export async function prepareContent(item: unknown, options: PrepareOptions): Promise<PreparedContent> {
  const copy = copyAndLocalize(item, options.context.locale);
  const preparation = new TreePreparation(options);
  // The root must be a content item: anything without _meta is reported as missing-schema.
  const rootItem = isPlainObject(copy) && '_meta' in copy ? copy : { ...(isPlainObject(copy) ? copy : {}), _meta: undefined };
  const root = preparation.visit(rootItem, '');
  await preparation.settleLoads();
  return root as PreparedContent;
}
