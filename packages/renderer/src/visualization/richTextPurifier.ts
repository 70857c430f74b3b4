// The browser's second sanitizer for rich text that reaches the client in preview (spec: "HTML that arrives on the
// client in preview is sanitized there too (DOMPurify, loaded only in preview)").
//
// Where that HTML comes from: the server sanitizes every `x-ridgeline-html` field with sanitize-html during
// preparation, so the HTML of a server-rendered page (preview or not) and of every loader answer is already clean.
// The one place content is prepared in the browser is live visualization (the storefront's `visualization/live.ts`): each
// `form.changed` model from the Amplience app is prepared there, then rendered by blocks with
// `dangerouslySetInnerHTML` (legal bodies, legal text). Those fields are run through DOMPurify as the LAST step
// before rendering: DOMPurify parses with the browser's own HTML parser, so it also catches markup that a
// server-side parser (htmlparser2) reads differently from the browser (mutation XSS).
//
// DOMPurify is never imported here: the storefront imports it on demand (its `loadRichTextPurifier`), only in live
// visualization (a dynamic import of the visualization route, inside the Amplience frame). No other page's
// JavaScript contains it (checked against the production build).
//
// The allow-list is the renderer's `RICH_TEXT_POLICY`, the same data the server's sanitize-html options are built
// from; the parity test (the storefront's richTextPurifier.test.ts) runs both sanitizers over the same payloads and fails when they
// disagree.
import { STATE_KEY } from '../contentModel';
import { RICH_TEXT_POLICY } from '../prepare/richTextPolicy';
import type { ContentValidator } from '../validation/createValidator';

/** The part of a DOMPurify instance the purifier uses (typed here: the renderer does not depend on dompurify). */
export interface DOMPurifyInstance {
  readonly isSupported: boolean;
  addHook(name: 'uponSanitizeAttribute', hook: (node: Element, data: { keepAttr: boolean }) => void): void;
  addHook(name: 'afterSanitizeAttributes', hook: (node: Element) => void): void;
  sanitize(html: string, config: Record<string, unknown>): unknown;
}

/** The `dompurify` module's default export: makes an instance on a window. */
export type DOMPurifyFactory = (root: typeof globalThis) => DOMPurifyInstance;

/**
 * The policy's schemes with `allowProtocolRelative: false`: a value with a scheme must use one of them; a value
 * without a scheme (relative) is kept unless it starts with two slashes or backslashes. DOMPurify strips whitespace
 * and control characters before testing, as sanitize-html does.
 */
export const RICH_TEXT_URI = new RegExp(
  `^(?:(?:${RICH_TEXT_POLICY.schemes.join('|')}):|(?![a-z][a-z0-9+.-]*:)(?![/\\\\]{2}))`,
  'i',
);

const CONFIG: Record<string, unknown> = {
  ALLOWED_TAGS: [...RICH_TEXT_POLICY.tags],
  ALLOWED_ATTR: [...RICH_TEXT_POLICY.linkAttributes],
  ALLOWED_URI_REGEXP: RICH_TEXT_URI,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  ALLOW_SELF_CLOSE_IN_ATTR: false,
  // sanitize-html's disallowedTagsMode 'discard': a refused tag goes, its text stays (script/style bodies go).
  KEEP_CONTENT: true,
  RETURN_TRUSTED_TYPE: false,
};

/** Sanitizes one HTML string with the rich-text allow-list. */
export type RichTextPurifier = (html: string) => string;

/**
 * A purifier on its own DOMPurify instance (the hooks below never touch the shared default instance). `createDOMPurify`
 * is the `dompurify` module's default export; `root` the window to parse in (default: the global one).
 */
export function createRichTextPurifier(createDOMPurify: DOMPurifyFactory, root?: typeof globalThis): RichTextPurifier {
  const purify = createDOMPurify(root ?? globalThis);
  if (!purify.isSupported) throw new Error('DOMPurify needs a DOM: the rich-text purifier runs in the browser only.');
  // allowedAttributes is per tag on the server: attributes on anything but <a> go.
  purify.addHook('uponSanitizeAttribute', (node, data) => {
    if (node.nodeName !== 'A') data.keepAttr = false;
  });
  // The server's transform: target only as _blank, which always gets rel="noopener noreferrer".
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return;
    const element = node;
    if (element.getAttribute('target') === '_blank') element.setAttribute('rel', RICH_TEXT_POLICY.newTabRel);
    else element.removeAttribute('target');
  });
  return (html) => purify.sanitize(html, CONFIG) as unknown as string;
}

type Node = Record<string | number, unknown>;

function isObject(value: unknown): value is Node {
  return value !== null && typeof value === 'object';
}

/**
 * Runs every schema-marked HTML field (`x-ridgeline-html`, as the validator reports them) of every prepared content
 * item in a tree through `purify`, in place. Items that failed preparation are skipped: they render a failure card,
 * never their fields as HTML. Returns how many fields it changed.
 */
export function purifyHtmlFields(tree: unknown, validator: ContentValidator, purify: RichTextPurifier): number {
  let changed = 0;
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      value.forEach(visit);
      return;
    }
    if (!isObject(value)) return;
    const meta = value._meta;
    const state = value[STATE_KEY] as { status?: string } | undefined;
    if (isObject(meta) && typeof meta.schema === 'string' && state?.status === 'ok') {
      for (const path of validator.validate(value as never)?.htmlPaths ?? []) {
        let parent: unknown = value;
        for (const key of path.slice(0, -1)) parent = isObject(parent) ? parent[key] : undefined;
        const key = path[path.length - 1];
        if (!isObject(parent) || key === undefined || typeof parent[key] !== 'string') continue;
        const clean = purify(parent[key] as string);
        if (clean !== parent[key]) {
          parent[key] = clean;
          changed++;
        }
      }
    }
    for (const key of Object.keys(value)) {
      if (key !== '_meta' && key !== STATE_KEY) visit(value[key]);
    }
  };
  visit(tree);
  return changed;
}
