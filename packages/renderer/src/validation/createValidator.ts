import { Validator, type Schema } from 'jsonschema';
import { MAX_FIELD_ERRORS, type LimitBreach } from '../contentLimits';
import { deliveryIdOf, isPlainObject, schemaOf } from '../contentModel';
import { contentHash } from '../prepare/contentHash';
import type { ContentItem, FieldError } from '../types';
import { CORE_SCHEMAS } from './coreSchemas';
import { childSlotsOf, type ChildSlots } from './childSlots';
import { toFieldErrors, type FieldPath } from './fieldErrors';
import { PathSet, validationView } from './validationView';

export interface ValidationOutcome {
  valid: boolean;
  /** The first `MAX_FIELD_ERRORS` field errors (`errorCount` says how many there were). */
  errors: FieldError[];
  errorCount: number;
  /**
   * Positions the schema declares as a content link or reference that hold neither a content item nor a link: an
   * object without `_meta`, a string, an array… Each is a failed child of its own, never an error of this item.
   */
  strayChildPaths: FieldPath[];
  /** Set when the item crosses a limit of `contentLimits.ts`: it was not validated, and `errors` holds that one reason. */
  breach?: LimitBreach;
  /** Fields the schema marks `"x-ridgeline-html": true`: HTML to sanitize. */
  htmlPaths: FieldPath[];
  /** Fields the schema marks as URLs (`"format": "uri"` or `"x-ridgeline-url": true`): dropped when unsafe. */
  urlPaths: FieldPath[];
  /** Fields the schema marks as customer-group ids (`"x-ridgeline-customer-group": true`): a segment's groups. */
  customerGroupPaths: FieldPath[];
  /**
   * Images given without their alt text, where the schema names the field that describes them
   * (`"x-ridgeline-alt-text": { "<image field>": "<alt text field>" }` on the object holding both). An empty alt text
   * is a decorative image, chosen by the editor; a missing or blank one is not.
   */
  imagesWithoutAlt: FieldPath[];
}

export interface ContentValidator {
  hasSchema(schema: string): boolean;
  /** Where the schema declares child items (content links), for counting each child on its own; undefined for an unknown schema. */
  childSlots(schema: string): ChildSlots | undefined;
  /**
   * Validates an item against the schema its `_meta.schema` names, with inlined children seen as
   * content links. Results are cached per content version: first by object identity (an object
   * is one version: give a changed version as a new object, as the content client and
   * structuredClone do), then by schema + deliveryId + a hash of the JSON for equal copies.
   * Undefined when no schema with that $id was given.
   */
  validate(item: ContentItem): ValidationOutcome | undefined;
}

export interface ValidatorOptions {
  /** Most distinct content versions kept; the oldest is forgotten first. Default 5000. */
  cacheSize?: number;
}

export class SchemaSetError extends Error {
  override name = 'SchemaSetError';
}

function schemaIdOf(schema: object, index: number): string {
  const id = (schema as { $id?: unknown; id?: unknown }).$id ?? (schema as { id?: unknown }).id;
  if (typeof id !== 'string' || id === '')
    throw new SchemaSetError(`Schema #${index} has no $id; content is matched to schemas by $id.`);
  return id.replace(/#$/, '');
}

function resolvesPointer(document: unknown, fragment: string): boolean {
  if (fragment === '' || fragment === '/') return true;
  let node: unknown = document;
  for (const raw of fragment.replace(/^\//, '').split('/')) {
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    if (!isPlainObject(node) && !Array.isArray(node)) return false;
    node = (node as Record<string, unknown>)[key];
    if (node === undefined) return false;
  }
  return true;
}

/** Every $ref must point into a schema given here or shipped as a core schema: never the network. */
function assertRefsResolve(validator: Validator): void {
  const missing = validator.unresolvedRefs.filter((ref) => {
    const [document = '', fragment = ''] = ref.split('#');
    const target = validator.schemas[document];
    return !target || !resolvesPointer(target, fragment);
  });
  if (missing.length > 0) {
    throw new SchemaSetError(
      `These $refs do not resolve to any schema given to createValidator (nor to a shipped Amplience core definition): ${[...new Set(missing)].join(', ')}`,
    );
  }
}

/** The core definitions a parent's schema uses to declare a child item. */
function linkDefinitions(): Set<unknown> {
  const core = CORE_SCHEMAS.find((schema) => schema.$id === 'http://bigcontent.io/cms/schema/v1/core') as
    { definitions?: Record<string, unknown> } | undefined;
  return new Set([core?.definitions?.['content-link'], core?.definitions?.['content-reference']].filter(Boolean));
}

function uniquePaths(paths: FieldPath[]): FieldPath[] {
  const byKey = new Map(paths.map((path) => [JSON.stringify(path), path]));
  return [...byKey.values()];
}

/**
 * A validator for content-type schemas (draft-07, Amplience form). Throws SchemaSetError when
 * a schema lacks an $id, two share one, or a $ref cannot be resolved locally.
 */
export function createValidator(schemas: readonly object[], options: ValidatorOptions = {}): ContentValidator {
  const validator = new Validator();
  for (const coreSchema of CORE_SCHEMAS) validator.addSchema(coreSchema as Schema, coreSchema.$id);
  const blockSchemas = new Map<string, Schema>();
  schemas.forEach((schema, index) => {
    const id = schemaIdOf(schema, index);
    if (blockSchemas.has(id)) throw new SchemaSetError(`Schema #${index}: duplicate $id "${id}".`);
    blockSchemas.set(id, schema as Schema);
    validator.addSchema(schema as Schema, id);
  });
  assertRefsResolve(validator);

  const cacheSize = options.cacheSize ?? 5000;
  const cache = new Map<string, ValidationOutcome>();
  /** The same object again costs a lookup, not a JSON.stringify + hash of the whole item. */
  const byIdentity = new WeakMap<object, ValidationOutcome>();

  const childDeclarations = linkDefinitions();
  const documents = new Map<string, unknown>([
    ...CORE_SCHEMAS.map((schema) => [schema.$id.replace(/#$/, ''), schema] as const),
    ...blockSchemas,
  ]);
  const slotsBySchema = new Map<string, ChildSlots>();

  function run(view: Record<string, unknown>, childPaths: readonly FieldPath[], schemaId: string): ValidationOutcome {
    const htmlPaths: FieldPath[] = [];
    const urlPaths: FieldPath[] = [];
    const customerGroupPaths: FieldPath[] = [];
    const imagesWithoutAlt: FieldPath[] = [];
    const linkPaths: FieldPath[] = [];
    const strayChildPaths: FieldPath[] = [];
    // By reference, not the schema object: jsonschema scans a schema object given to `validate` for sub-schema ids on
    // every call (the whole tree, each time); the registered schema behind a `$ref` was scanned once, by `addSchema`.
    const result = validator.validate(
      view,
      { $ref: schemaId },
      {
        // Called for every schema node the instance is checked against: collects the fields
        // whose schema asks for sanitizing, so preparation need not walk the schema again, and
        // every position declared as a child item.
        rewrite(instance, nodeSchema, _options, ctx) {
          // jsonschema's typings omit SchemaContext.path (the instance path as an array).
          const path = (ctx as unknown as { path: FieldPath }).path;
          if (childDeclarations.has(nodeSchema)) {
            linkPaths.push(path);
            if (!isPlainObject(instance) || !('_meta' in instance)) strayChildPaths.push(path);
          } else if (typeof instance === 'string' && nodeSchema && typeof nodeSchema === 'object') {
            const marks = nodeSchema as Record<string, unknown>;
            if (marks['x-ridgeline-html'] === true) htmlPaths.push(path);
            if (marks['x-ridgeline-url'] === true || marks.format === 'uri') urlPaths.push(path);
            if (marks['x-ridgeline-customer-group'] === true) customerGroupPaths.push(path);
          } else if (isPlainObject(instance) && isPlainObject(nodeSchema)) {
            const described = nodeSchema['x-ridgeline-alt-text'];
            if (isPlainObject(described)) {
              for (const [image, alt] of Object.entries(described)) {
                const text = typeof alt === 'string' ? instance[alt] : undefined;
                // an empty string is the editor's "decorative"; no text at all (or only spaces) is a missing one
                const described = typeof text === 'string' && (text === '' || text.trim() !== '');
                if (isPlainObject(instance[image]) && !described) imagesWithoutAlt.push([...path, image]);
              }
            }
          }
          return instance;
        },
      },
    );
    // Whatever stands where a child belongs is judged as that child: an inlined item against its own schema, a link
    // stub as a link that was not inlined, anything else as content that is not an item.
    const children = new PathSet([...childPaths, ...linkPaths]);
    const allErrors = toFieldErrors(result.errors.filter((error) => !children.covers(error.path)));
    return {
      valid: allErrors.length === 0,
      errors: allErrors.slice(0, MAX_FIELD_ERRORS),
      errorCount: allErrors.length,
      strayChildPaths: uniquePaths(strayChildPaths),
      htmlPaths: uniquePaths(htmlPaths),
      urlPaths: uniquePaths(urlPaths),
      customerGroupPaths: uniquePaths(customerGroupPaths),
      imagesWithoutAlt: uniquePaths(imagesWithoutAlt),
    };
  }

  function childSlots(schema: string): ChildSlots | undefined {
    if (!blockSchemas.has(schema)) return undefined;
    let slots = slotsBySchema.get(schema);
    if (!slots)
      slotsBySchema.set(schema, (slots = childSlotsOf(schema, documents, (node) => childDeclarations.has(node))));
    return slots;
  }

  return {
    hasSchema: (schema) => blockSchemas.has(schema),
    childSlots,
    validate(item) {
      const schemaId = schemaOf(item);
      const schema = schemaId === undefined ? undefined : blockSchemas.get(schemaId);
      if (!schema || schemaId === undefined) return undefined;
      const known = byIdentity.get(item);
      if (known) return known;
      const { view, childPaths, breach } = validationView(item, childSlots(schemaId));
      if (breach) {
        // Not cached: a refused item costs no more than the limits allow, and keeping it would keep its view.
        const refused: ValidationOutcome = {
          valid: false,
          errors: [breach.error],
          errorCount: 1,
          strayChildPaths: [],
          htmlPaths: [],
          urlPaths: [],
          customerGroupPaths: [],
          imagesWithoutAlt: [],
          breach,
        };
        byIdentity.set(item, refused);
        return refused;
      }
      const key = `${schemaId}\n${deliveryIdOf(item) ?? ''}\n${contentHash(JSON.stringify(view))}`;
      let outcome = cache.get(key);
      if (!outcome) {
        outcome = run(view, childPaths, schemaId);
        if (cache.size >= cacheSize) cache.delete(cache.keys().next().value as string);
        cache.set(key, outcome);
      }
      byIdentity.set(item, outcome);
      return outcome;
    },
  };
}
