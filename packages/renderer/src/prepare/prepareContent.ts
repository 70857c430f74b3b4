import { classifyContent } from '../classify';
import { STATE_KEY, deliveryIdOf, isPlainObject, metaObjectKind, schemaOf } from '../contentModel';
import { isLazyBlock } from '../lazyBlock';
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
import type { ContentValidator, ValidationOutcome } from '../validation/createValidator';
import { applyFieldSafety, replayFieldEdits, type FieldEdit } from './applyFieldSafety';
import { contentHash } from './contentHash';
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

/** What validation and field safety concluded for one content version, in one locale. */
interface ItemVersion {
  outcome: ValidationOutcome;
  edits: FieldEdit[];
}

/**
 * Per validator, per source object (the item as the caller passed it, e.g. the content client's
 * cached entry), per locale: so a repeated content version costs lookups, not a validation view,
 * JSON.stringify and hash of every item, nor re-sanitizing. Source objects are content versions:
 * a changed version is a new object (the content client and structuredClone make new ones); an
 * object changed in place after it was prepared keeps its first result. Weak keys: entries go
 * with the content they describe.
 */
const versionsByValidator = new WeakMap<ContentValidator, WeakMap<object, Map<string, ItemVersion>>>();

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
  /** Code of the lazy blocks the tree uses, loading alongside the loaders, so rendering never suspends. */
  private readonly componentLoads = new Map<string, Promise<unknown>>();
  private readonly loaderContext: LoaderContext;
  private readonly versions: WeakMap<object, Map<string, ItemVersion>> | undefined;

  constructor(
    private readonly options: PrepareOptions,
    /** Each item of the preparation's private copy -> the caller's object it was copied from. */
    private readonly sources: ReadonlyMap<object, object>,
  ) {
    this.loaderContext = { ...options.context, services: options.services ?? {}, signal: options.signal };
    const validator = options.validator;
    if (validator) {
      this.versions = versionsByValidator.get(validator);
      if (!this.versions) versionsByValidator.set(validator, (this.versions = new WeakMap()));
    }
  }

  /** Validation + field safety for one item (a private copy), from the cache when its source was seen before. */
  private check(item: Record<string, unknown>): ValidationOutcome | undefined {
    const validator = this.options.validator;
    if (!validator) return undefined;
    const source = this.sources.get(item);
    const locale = this.options.context.locale;
    const byLocale = source ? this.versions!.get(source) : undefined;
    const known = byLocale?.get(locale);
    if (known) {
      if (known.outcome.valid) replayFieldEdits(item, known.edits);
      return known.outcome;
    }
    const outcome = validator.validate(item as ContentItem);
    if (!outcome) return undefined;
    const edits = outcome.valid ? applyFieldSafety(item, outcome.htmlPaths, outcome.urlPaths) : [];
    if (source) {
      if (byLocale) byLocale.set(locale, { outcome, edits });
      else this.versions!.set(source, new Map([[locale, { outcome, edits }]]));
    }
    return outcome;
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
    for (const key in value) {
      if (key === '_meta' || key === STATE_KEY || !Object.prototype.hasOwnProperty.call(value, key)) continue;
      value[key] = this.visit(value[key], childLocation(location, key));
    }
  }

  private visitItem(original: Record<string, unknown>, definition: BlockDefinition, location: string): unknown {
    const schema = definition.schema;
    const deliveryId = deliveryIdOf(original);
    const outcome = this.check(original);
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
    const component = definition.component;
    if (isLazyBlock(component) && !component.loaded && !this.componentLoads.has(schema)) {
      // A failed code load is not a content failure: the render retries and its boundary reports it.
      this.componentLoads.set(schema, component.load().catch(() => undefined));
    }
    return item;
  }

  private startLoad(item: Record<string, unknown>, definition: BlockDefinition, location: string): void {
    const version = `${definition.schema}\n${deliveryIdOf(item) ?? ''}\n${contentHash(JSON.stringify(item))}`;
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
    const [results] = await Promise.all([Promise.allSettled(this.pending.map((load) => load.promise)), Promise.all(this.componentLoads.values())]);
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
  const sources = new Map<object, object>();
  const copy = copyAndLocalize(item, options.context.locale, options.validator ? (itemCopy, source) => sources.set(itemCopy, source) : undefined);
  const preparation = new TreePreparation(options, sources);
  // The root must be a content item: anything without _meta is reported as missing-schema.
  const rootItem = isPlainObject(copy) && '_meta' in copy ? copy : { ...(isPlainObject(copy) ? copy : {}), _meta: undefined };
  const root = preparation.visit(rootItem, '');
  await preparation.settleLoads();
  return root as PreparedContent;
}
