import { classifyContent } from '../classify';
import { LIMIT_FAILURE_MESSAGE, type LimitBreach } from '../contentLimits';
import { STATE_KEY, deliveryIdOf, isPlainObject, metaObjectKind, schemaOf } from '../contentModel';
import { isLazyBlock } from '../lazyBlock';
import { consoleLogger, failureLogEntry, pageFailureLogEntry } from '../logging';
import { summarizePreparedContent } from '../preparedSummary';
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
import type { FieldPath } from '../validation/fieldErrors';
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

type WalkStep =
  | { type: 'visit'; container: Record<string | number, unknown>; key: string | number; location: string }
  | { type: 'finish'; item: Record<string, unknown>; definition: BlockDefinition; location: string };

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
  /** Objects without `_meta` standing where their parent's schema declares a child item. */
  private readonly strayChildren = new Set<object>();
  /** Slots (container -> keys) holding a non-object where a child item is declared. */
  private readonly straySlots = new Map<object, Set<string | number>>();
  private readonly versions: WeakMap<object, Map<string, ItemVersion>> | undefined;

  constructor(
    private readonly options: PrepareOptions,
    /** Each item of the preparation's private copy -> the caller's object it was copied from. */
    private readonly sources: ReadonlyMap<object, object>,
    /** Items of the copy refused for crossing a limit (`contentLimits.ts`), and why. */
    private readonly breaches: ReadonlyMap<object, LimitBreach>,
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
    const { locale: localeId, siteOrigin } = this.options.context;
    // The edits depend on the locale (localized fields) and on the shop's origin (upgraded links).
    const locale = siteOrigin ? `${localeId} ${siteOrigin}` : localeId;
    const byLocale = source ? this.versions!.get(source) : undefined;
    const known = byLocale?.get(locale);
    if (known) {
      if (known.outcome.valid) replayFieldEdits(item, known.edits);
      return known.outcome;
    }
    const outcome = validator.validate(item as ContentItem);
    if (!outcome) return undefined;
    const edits = outcome.valid ? applyFieldSafety(item, outcome.htmlPaths, outcome.urlPaths, siteOrigin) : [];
    if (source) {
      if (byLocale) byLocale.set(locale, { outcome, edits });
      else this.versions!.set(source, new Map([[locale, { outcome, edits }]]));
    }
    return outcome;
  }

  /**
   * Prepares the tree under `holder[key]` in place, depth first, with an explicit stack (no recursion on the
   * content's depth). An item's state is set and its loader started after its children were walked, as their
   * fields are part of the version its loader is deduplicated by.
   */
  walk(holder: Record<string | number, unknown>, key: string | number, location: string): void {
    const stack: WalkStep[] = [{ type: 'visit', container: holder, key, location }];
    while (stack.length > 0) {
      const step = stack.pop()!;
      if (step.type === 'finish') {
        this.finishItem(step.item, step.definition, step.location);
        continue;
      }
      const { container, key: field, location: at } = step;
      const value = container[field];
      const children: WalkStep[] = [];
      const visitFields = (object: Record<string | number, unknown> | unknown[]) => {
        if (Array.isArray(object)) {
          for (let index = 0; index < object.length; index++) {
            children.push({
              type: 'visit',
              container: object as unknown as Record<number, unknown>,
              key: index,
              location: childLocation(at, index),
            });
          }
          return;
        }
        for (const name in object) {
          if (name === '_meta' || name === STATE_KEY || !Object.prototype.hasOwnProperty.call(object, name)) continue;
          children.push({
            type: 'visit',
            container: object as Record<string, unknown>,
            key: name,
            location: childLocation(at, name),
          });
        }
      };
      const breach = isPlainObject(value) ? this.breaches.get(value) : undefined;
      if (breach) {
        this.failBreach(value as Record<string, unknown>, breach, at);
        continue;
      }
      if (this.strayChildren.has(value as object) || (this.straySlots.size > 0 && this.isStraySlot(container, field))) {
        container[field] = this.failStray(value, at);
        continue;
      }
      if (Array.isArray(value)) {
        visitFields(value);
      } else if (isPlainObject(value)) {
        const kind = metaObjectKind(value);
        if (kind === undefined) {
          visitFields(value);
        } else if (kind !== 'media' && kind !== 'localized-value') {
          const classification = classifyContent(value, this.options.registry, at);
          if (classification.type === 'failed') this.fail(value, classification.failure);
          else if (classification.type === 'block') {
            const item = this.startItem(value, classification.definition, at);
            if (item) {
              container[field] = item;
              stack.push({ type: 'finish', item, definition: classification.definition, location: at });
              visitFields(item);
            }
          }
        }
      }
      for (let index = children.length - 1; index >= 0; index--) stack.push(children[index]!);
    }
  }

  /** Validation and adapt of one item: the item to walk next (adapt may replace it), or undefined when it failed. */
  private startItem(
    original: Record<string, unknown>,
    definition: BlockDefinition,
    location: string,
  ): Record<string, unknown> | undefined {
    const schema = definition.schema;
    const deliveryId = deliveryIdOf(original);
    const outcome = this.check(original);
    if (outcome && !outcome.valid) {
      this.fail(original, {
        kind: 'invalid-content',
        schema,
        deliveryId,
        location,
        message: outcome.breach ? LIMIT_FAILURE_MESSAGE : `${outcome.errorCount} field(s) do not match the schema.`,
        errors: outcome.errors,
      });
      return undefined;
    }
    if (outcome) this.markStrayChildren(original, outcome.strayChildPaths);

    let item = original;
    if (definition.adapt) {
      try {
        const adapted = definition.adapt(original as ContentItem, this.options.context);
        // An adapter that drops _meta would orphan the item; keep the original's identity.
        item = isPlainObject(adapted)
          ? { ...adapted, _meta: isPlainObject(adapted._meta) ? adapted._meta : original._meta }
          : original;
      } catch (error) {
        this.fail(original, {
          kind: 'block-error',
          phase: 'adapt',
          schema,
          deliveryId,
          location,
          message: `adapt threw: ${errorMessage(error)}`,
        });
        return undefined;
      }
      const straySlots = this.straySlots.get(original);
      if (straySlots && item !== original) this.straySlots.set(item, straySlots);
    }
    return item;
  }

  private finishItem(item: Record<string, unknown>, definition: BlockDefinition, location: string): void {
    this.setState(item, { status: 'ok', data: undefined });
    if (definition.load) this.startLoad(item, definition, location);
    const component = definition.component;
    if (isLazyBlock(component) && !component.loaded && !this.componentLoads.has(definition.schema)) {
      // A failed code load is not a content failure: the render retries and its boundary reports it.
      this.componentLoads.set(
        definition.schema,
        component.load().catch(() => undefined),
      );
    }
  }

  /**
   * Remembers what stands in the item's child positions without being an item (validation found them), so the walk
   * fails each on its own. Objects are remembered by identity; anything else by the slot that holds it.
   */
  private markStrayChildren(item: Record<string, unknown>, paths: readonly FieldPath[]): void {
    for (const path of paths) {
      let container: unknown = item;
      for (let index = 0; index < path.length - 1 && container !== null && typeof container === 'object'; index++) {
        container = (container as Record<string | number, unknown>)[path[index]!];
      }
      const key = path[path.length - 1];
      if (container === null || typeof container !== 'object' || key === undefined) continue;
      const value = (container as Record<string | number, unknown>)[key];
      if (isPlainObject(value)) this.strayChildren.add(value);
      else {
        let slots = this.straySlots.get(container);
        if (!slots) this.straySlots.set(container, (slots = new Set()));
        slots.add(key);
      }
    }
  }

  private isStraySlot(container: object, key: string | number): boolean {
    return this.straySlots.get(container)?.has(key) ?? false;
  }

  /** A stray child fails as missing-schema; one that is not an object is replaced by an object that carries the failure. */
  private failStray(value: unknown, location: string): Record<string, unknown> {
    const object = isPlainObject(value) ? value : {};
    const found = isPlainObject(value)
      ? 'an object without _meta'
      : Array.isArray(value)
        ? 'a list'
        : value === null
          ? 'null'
          : `a ${typeof value}`;
    return this.fail(object, {
      kind: 'missing-schema',
      deliveryId: isPlainObject(value) ? deliveryIdOf(value) : undefined,
      location,
      message: `A content item belongs here, but this is ${found}: no block can be chosen for it.`,
    });
  }

  private failBreach(item: Record<string, unknown>, breach: LimitBreach, location: string): void {
    this.fail(item, {
      kind: 'invalid-content',
      schema: schemaOf(item),
      deliveryId: deliveryIdOf(item),
      location,
      message: LIMIT_FAILURE_MESSAGE,
      errors: [breach.error],
    });
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
    const [results] = await Promise.all([
      Promise.allSettled(this.pending.map((load) => load.promise)),
      Promise.all(this.componentLoads.values()),
    ]);
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
  const breaches = new Map<object, LimitBreach>();
  const copy = copyAndLocalize(item, options.context.locale, {
    ...(options.validator
      ? {
          onObjectCopy: (itemCopy: Record<string, unknown>, source: Record<string, unknown>) =>
            sources.set(itemCopy, source),
        }
      : {}),
    onLimitBreach: (itemCopy, breach) => breaches.set(itemCopy, breach),
    ...(options.validator ? { childSlots: (schema: string) => options.validator!.childSlots(schema) } : {}),
  });
  const preparation = new TreePreparation(options, sources, breaches);
  // The root must be a content item: anything without _meta is reported as missing-schema.
  const rootItem =
    isPlainObject(copy) && '_meta' in copy ? copy : { ...(isPlainObject(copy) ? copy : {}), _meta: undefined };
  const holder: Record<string, unknown> = { root: rootItem };
  // A refused root keeps its breach under its own identity.
  if (rootItem !== copy && isPlainObject(copy) && breaches.has(copy)) breaches.set(rootItem, breaches.get(copy)!);
  preparation.walk(holder, 'root', '');
  await preparation.settleLoads();
  const root = holder.root as PreparedContent;
  const summary = summarizePreparedContent(root);
  if (summary.allBlocksFailed) (options.logger ?? consoleLogger).log(pageFailureLogEntry(root, summary));
  return root;
}
