import { isPlainObject } from '../contentModel';
import { allowedLinkUrl, safeUrl } from '../links/safeUrl';
import { createValidator, type ContentValidator } from '../validation/createValidator';
import { formatFieldPath, type FieldPath } from '../validation/fieldErrors';

/**
 * The content lint: every item of a hub export checked on its own as it is read (the renderer's validator and
 * schemas), then the export as a whole (links and delivery keys across items). Items are never kept: only what the
 * cross-item checks need (ids, schemas, keys, links), so an export of any size is checked in one pass.
 */

const CORE = 'http://bigcontent.io/cms/schema/v1/core#/definitions/';
const LINK_SCHEMAS = new Set([`${CORE}content-link`, `${CORE}content-reference`]);

export type LintLevel = 'error' | 'warning';

export type LintKind =
  | 'unreadable'
  | 'invalid-content'
  | 'unknown-schema'
  | 'broken-link'
  | 'link-type-mismatch'
  | 'duplicate-delivery-key'
  | 'duplicate-id'
  | 'unknown-segment'
  | 'missing-alt-text'
  | 'unsafe-url'
  | 'over-limit';

export interface LintFinding {
  level: LintLevel;
  kind: LintKind;
  /** the item's id (its delivery id), or the file when it could not be read */
  id: string;
  /** the item's name (`_meta.name`), when it has one */
  name?: string;
  /** where the item was read from */
  file: string;
  /** the field, as editors see it (`cards[2].image`); empty for the item as a whole */
  path: string;
  message: string;
}

/** One item as an export holds it: its body (the delivery format, links as stubs) and its id. */
export interface ExportedItem {
  file: string;
  id: string;
  body: Record<string, unknown>;
}

export interface ContentLinterOptions {
  /** the content-type schemas (the JSON Schema documents, each with its `$id`) */
  schemas: readonly object[];
  /** the commerce site's customer-group ids: a segment naming another is an error; unchecked when not given */
  customerGroups?: readonly string[];
}

export interface ContentLinter {
  /** Checks one item; returns what is wrong with it alone. */
  add(item: ExportedItem): LintFinding[];
  /** A file that is not an item (bad JSON, no `_meta.schema`): reported, the rest goes on. */
  unreadable(file: string, reason: string): LintFinding;
  /** Once every item was added: what is wrong across items (links, keys). */
  finish(): LintFinding[];
}

interface PendingLink {
  from: { id: string; name?: string; file: string };
  path: FieldPath;
  target: string;
  contentType?: string;
}

function valueAt(root: unknown, path: FieldPath): unknown {
  let node = root;
  for (const key of path) {
    if (!isPlainObject(node) && !Array.isArray(node)) return undefined;
    node = (node as Record<string | number, unknown>)[key];
  }
  return node;
}

/** Every content link or reference in a body, and every link object (`linkType` + `linkQuery`), with its path. */
function* walk(node: unknown, path: FieldPath): Generator<{ node: Record<string, unknown>; path: FieldPath }> {
  if (Array.isArray(node)) {
    for (const [index, child] of node.entries()) yield* walk(child, [...path, index]);
  } else if (isPlainObject(node)) {
    yield { node, path };
    for (const [key, child] of Object.entries(node)) if (key !== '_meta') yield* walk(child, [...path, key]);
  }
}

const schemaOfNode = (node: Record<string, unknown>) =>
  isPlainObject(node._meta) && typeof node._meta.schema === 'string' ? node._meta.schema : undefined;

export function createContentLinter(options: ContentLinterOptions): ContentLinter {
  // the lint sees each item once: no cache of outcomes is worth its memory
  const validator: ContentValidator = createValidator(options.schemas, { cacheSize: 1 });
  const groups = options.customerGroups ? new Set(options.customerGroups) : undefined;
  const schemaById = new Map<string, string>();
  const firstById = new Map<string, string>();
  const byDeliveryKey = new Map<string, { id: string; name?: string; file: string }[]>();
  const links: PendingLink[] = [];

  function add({ file, id, body }: ExportedItem): LintFinding[] {
    const meta = isPlainObject(body._meta) ? body._meta : {};
    const name = typeof meta.name === 'string' ? meta.name : undefined;
    const schema = typeof meta.schema === 'string' ? meta.schema : '';
    const findings: LintFinding[] = [];
    const report = (level: LintLevel, kind: LintKind, path: FieldPath | string, message: string) =>
      findings.push({
        level,
        kind,
        id,
        ...(name ? { name } : {}),
        file,
        path: typeof path === 'string' ? path : formatFieldPath(path),
        message,
      });

    const earlier = firstById.get(id);
    if (earlier !== undefined) report('error', 'duplicate-id', [], `has the same id as the item in ${earlier}`);
    else firstById.set(id, file);
    schemaById.set(id, schema);
    if (typeof meta.deliveryKey === 'string' && meta.deliveryKey !== '') {
      const holders = byDeliveryKey.get(meta.deliveryKey) ?? [];
      holders.push({ id, ...(name ? { name } : {}), file });
      byDeliveryKey.set(meta.deliveryKey, holders);
    }

    for (const { node, path } of walk(body, [])) {
      const nodeSchema = schemaOfNode(node);
      if (nodeSchema && LINK_SCHEMAS.has(nodeSchema) && typeof node.id === 'string') {
        links.push({
          from: { id, ...(name ? { name } : {}), file },
          path,
          target: node.id,
          ...(typeof node.contentType === 'string' ? { contentType: node.contentType } : {}),
        });
      } else if (
        typeof node.linkType === 'string' &&
        node.linkType !== 'category' &&
        node.linkType !== 'account-drawer'
      ) {
        const query = node.linkQuery;
        if (typeof query === 'string' && query.trim() !== '' && allowedLinkUrl(query) === undefined)
          report('error', 'unsafe-url', [...path, 'linkQuery'], `"${query.slice(0, 80)}" is not a safe link`);
      }
    }

    if (!validator.hasSchema(schema)) {
      report('error', 'unknown-schema', [], `no content type has the schema "${schema || '(none)'}"`);
      return findings;
    }
    const outcome = validator.validate(body as never)!;
    if (outcome.breach) {
      report('error', 'over-limit', [], outcome.errors[0]?.message ?? 'over the content limits');
      return findings;
    }
    for (const error of outcome.errors) report('error', 'invalid-content', error.path, error.message);
    if (outcome.errorCount > outcome.errors.length)
      report('error', 'invalid-content', [], `and ${outcome.errorCount - outcome.errors.length} more field errors`);
    for (const path of outcome.urlPaths) {
      const value = valueAt(body, path);
      if (typeof value === 'string' && value.trim() !== '' && safeUrl(value) === undefined)
        report('error', 'unsafe-url', path, `"${value.slice(0, 80)}" is not a safe URL`);
    }
    if (groups) {
      for (const path of outcome.customerGroupPaths) {
        const value = valueAt(body, path);
        if (typeof value === 'string' && !groups.has(value))
          report('error', 'unknown-segment', path, `"${value}" is not a customer group of the commerce site`);
      }
    }
    for (const path of outcome.imagesWithoutAlt)
      report('warning', 'missing-alt-text', path, 'has no alt text (leave it empty, not out, for a decorative image)');
    return findings;
  }

  return {
    add,
    unreadable: (file, reason) => ({ level: 'error', kind: 'unreadable', id: file, file, path: '', message: reason }),
    finish() {
      const findings: LintFinding[] = [];
      for (const link of links) {
        const at = { ...link.from, path: formatFieldPath(link.path) };
        const targetSchema = schemaById.get(link.target);
        if (targetSchema === undefined) {
          findings.push({
            level: 'error',
            kind: 'broken-link',
            ...at,
            message: `links to ${link.target}, which is not in the export`,
          });
        } else if (link.contentType && link.contentType !== targetSchema) {
          findings.push({
            level: 'error',
            kind: 'link-type-mismatch',
            ...at,
            message: `links to ${link.target} as ${link.contentType}, but that item is ${targetSchema}`,
          });
        }
      }
      for (const [key, holders] of byDeliveryKey) {
        if (holders.length < 2) continue;
        for (const holder of holders) {
          const others = holders.filter((other) => other !== holder).map((other) => other.id);
          findings.push({
            level: 'error',
            kind: 'duplicate-delivery-key',
            ...holder,
            path: '_meta.deliveryKey',
            message: `"${key}" is also the delivery key of ${others.join(', ')}`,
          });
        }
      }
      return findings;
    },
  };
}
