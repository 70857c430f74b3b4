import type { ComponentType } from 'react';

/** `_meta` of a delivered content item (Content Delivery 2). */
export interface ContentMeta {
  schema: string;
  name?: string;
  deliveryId?: string;
  deliveryKey?: string | null;
  hierarchy?: { parentId?: string; root?: boolean };
}

/** A content item as Content Delivery 2 returns it (`depth=all&format=inlined`). */
export interface ContentItem {
  _meta: ContentMeta;
  [field: string]: unknown;
}

export interface ImageLink {
  _meta: { schema: 'http://bigcontent.io/cms/schema/v1/core#/definitions/image-link' };
  id: string;
  name: string;
  endpoint: string;
  defaultHost: string;
  mimeType?: string;
}

/** A link to another item that Content Delivery did not inline (fetched with depth=root). */
export interface ContentLinkStub {
  _meta: {
    schema:
      | 'http://bigcontent.io/cms/schema/v1/core#/definitions/content-link'
      | 'http://bigcontent.io/cms/schema/v1/core#/definitions/content-reference';
  };
  contentType: string;
  id: string;
}

export type RenderMode = 'production' | 'preview' | 'development';

export interface RenderContext {
  mode: RenderMode;
  locale: string;
  /** ISO 4217 currency the page shows prices in (the shop locale's); blocks default to USD without it. */
  currency?: string;
  customerGroups: readonly string[];
  /** Overrides image-link `defaultHost` (configuration or VSE). May carry a scheme; a bare host means https. */
  mediaHost?: string;
  /**
   * A Dynamic Media named preset every image URL starts with (`img-cache` gives `?$img-cache$&fmt=auto…`); the URL's
   * own parameters come after it, so they win where both set one. Unset: no preset (one must exist on the account).
   */
  imagePreset?: string;
  /**
   * The shop's public origin (`https://shop.example`). `http://` links in content that name its host become paths of
   * the site; other `http://` links are upgraded to `https://` (`upgradeHttpUrl`).
   */
  siteOrigin?: string;
  /** The hosts related category links may point to (`relatedLinks` of commerce); its default without them. */
  relatedLinkDomains?: readonly string[];
  /**
   * The app's words for design-system parts the blocks render, in `locale`, by part (e.g. `productTile`): templates
   * such as `"Couleur : {name}"`. A part without an entry keeps its own (English) words. The renderer passes them on
   * untouched; each block reads the parts it renders.
   */
  labels?: Readonly<Record<string, Readonly<Record<string, string>>>>;
}

export interface LoaderContext extends RenderContext {
  signal?: AbortSignal;
  services: Readonly<Record<string, unknown>>;
}

export interface BlockProps<C extends ContentItem = ContentItem, D = unknown> {
  content: C;
  data: D;
  /** Spread on the block's root element: `{ 'data-content-id': deliveryId, 'data-schema': schema }`. */
  rootProps: { 'data-content-id'?: string; 'data-schema': string };
}

/** A block component whose code loads on demand: made by `lazyBlock(() => import('./Block'))`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- `any` defaults let a registry hold blocks of every content and data type (`unknown` would reject them)
export interface LazyBlockComponent<C extends ContentItem = any, D = any> {
  /** Loads the code once (a failed load is retried on the next call); resolves to the component. */
  load(): Promise<ComponentType<BlockProps<C, D>>>;
  /** The component once its code has loaded, else undefined. */
  readonly loaded: ComponentType<BlockProps<C, D>> | undefined;
}

/** A block's component: given directly (eager) or through `lazyBlock` (its code loads when a page uses it). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- `any` defaults let a registry hold blocks of every content and data type (`unknown` would reject them)
export type BlockComponent<C extends ContentItem = any, D = any> =
  ComponentType<BlockProps<C, D>> | LazyBlockComponent<C, D>;

/**
 * When a block's code runs in the browser on an islands page: `'none'` (static HTML, no JavaScript), `'load'` (as soon
 * as the islands runtime starts), `'idle'` (when the browser is idle), `'visible'` (when it nears the viewport) or
 * `'interaction'` (on the first pointer, touch, focus or key event inside it; the first click is replayed).
 */
export type HydrationTrigger = 'none' | 'load' | 'idle' | 'visible' | 'interaction';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- `any` defaults let a registry hold blocks of every content and data type (`unknown` would reject them)
export interface BlockDefinition<C extends ContentItem = any, D = any> {
  /** Exact `$id` of the block's schema, the key the registry matches `_meta.schema` against. */
  schema: string;
  /** The component, or `lazyBlock(() => import('./Block'))` to load its code only for pages that use it. */
  component: BlockComponent<C, D>;
  /** Runs on the server before render: all loaders of a tree in parallel, each distinct item once. */
  load?: (content: C, ctx: LoaderContext) => Promise<D>;
  /** Pure props adapter / content resolver; runs during preparation before the item's children are walked. */
  adapt?: (content: C, ctx: RenderContext) => C;
  /**
   * How the block hydrates on an islands page (default `'none'`: static). A function decides per item, e.g. a banner
   * that needs code only when it has a legal drawer. Pages that hydrate as a whole ignore it.
   */
  hydrate?: HydrationTrigger | ((content: C) => HydrationTrigger);
}

/**
 * Where the browser refetches a block's loader data (see README, "Block data on the client"). Given to
 * `<ContentRenderer blockData>`; without it the renderer uses the prepared tree's data as is and never fetches.
 */
export interface BlockDataSource {
  /**
   * URL of the app's block-data resource route, which runs the block's loader on the server and answers
   * `{ data }` as JSON. The renderer appends `id` (the item's delivery id), `v` (a hash of the content version)
   * and `k` (a hash of the locale and customer groups) to its query; anything already in it (e.g. `vse`) stays.
   */
  endpoint: string;
  /**
   * POST the item's content as JSON (`{ content }`) instead of a GET by id: for models that are not saved yet
   * (live visualization). The endpoint must accept posted content only from editors (a valid staging environment).
   */
  sendContent?: boolean;
  /** How long loaded data counts as fresh, ms. Default `BLOCK_DATA_STALE_TIME` (900 000: the required 900 s cache). */
  staleTime?: number;
  /** When the tree's data was loaded on the server (epoch ms). Default: when the browser first renders it. */
  updatedAt?: number;
  /** Default `globalThis.fetch`. */
  fetch?: typeof fetch;
}

export interface BlockRegistry {
  get(schema: string): BlockDefinition | undefined;
  has(schema: string): boolean;
  /** Every registered schema URI, in registration order. */
  readonly schemas: readonly string[];
}

/** A field-level validation problem, phrased for editors: `{ path: 'headline.text', message: 'is required' }`. */
export interface FieldError {
  path: string;
  message: string;
}

export type FailureKind =
  'missing-schema' | 'unresolved-link' | 'unknown-schema' | 'invalid-content' | 'loader-failed' | 'block-error';

interface FailureBase {
  /** `_meta.schema` of the failed item (for unresolved links: the linked content type). */
  schema?: string;
  deliveryId?: string;
  /** Where the item sits in the page tree, e.g. `blocks[2]`; empty for the root. */
  location: string;
  message: string;
}

export type ContentFailure =
  | (FailureBase & { kind: 'missing-schema' })
  | (FailureBase & { kind: 'unresolved-link'; hint: string })
  | (FailureBase & { kind: 'unknown-schema' })
  | (FailureBase & { kind: 'invalid-content'; errors: FieldError[] })
  | (FailureBase & { kind: 'loader-failed' })
  | (FailureBase & { kind: 'block-error'; phase: 'adapt' | 'render' });

/** JSON-serialisable state attached to every content item by preparation. */
export type ContentState<D = unknown> = { status: 'ok'; data: D } | { status: 'failed'; failure: ContentFailure };

export type PreparedContent<C extends ContentItem = ContentItem> = C & { __ridgeline: ContentState };

/**
 * One structured log line per failure: `{ level, event: 'content-failure', kind, schema, deliveryId, path, message }`;
 * and one `{ level: 'error', event: 'page-failure', kind: 'all-blocks-failed', … }` for content of which nothing renders.
 */
export interface FailureLogEntry {
  level: 'warn' | 'error';
  event: 'content-failure' | 'page-failure';
  kind: FailureKind | 'all-blocks-failed';
  schema?: string;
  deliveryId?: string;
  path?: string;
  message: string;
}

export interface Logger {
  log(entry: FailureLogEntry): void;
}
