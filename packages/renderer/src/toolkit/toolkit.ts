/**
 * The merchandiser toolkit's pure rules (docs/behaviour/toolkit.md), shared by
 * the panel (browser) and the `/__toolkit` resource route (server). No I/O here.
 */
import {
  formatPreviewTimestamp,
  parsePreviewDateTime,
  PREVIEW_DATE_FORMAT,
  toStoredTimestamp,
} from '../preview/previewDate';
import { TOOLKIT_ENABLED_PARAM, TOOLKIT_HASH_PARAM, TOOLKIT_PARAM_PREFIX } from './params';

/** The toolkit's part of the shopper context (field names as the Shopper Context API has them). */
export interface ToolkitContext {
  effectiveDateTime?: string;
  customerGroupIds?: string[];
  sourceCode?: string;
  customQualifiers?: Record<string, string>;
  assignmentQualifiers?: Record<string, string>;
}

/** What the panel edits (the raw form). */
export interface ToolkitDraft {
  /** `DD/MM/YYYY[ HH:mm[:ss]]` as typed (a wall-clock reading); empty = no effective date. */
  effectiveDateTime: string;
  customerGroupIds: string[];
  sourceCode: string;
  customQualifiers: Record<string, string>;
  assignmentQualifiers: Record<string, string>;
}

export interface CustomerGroup {
  id: string;
  description?: string;
  type?: string;
}

export const TOOLKIT_DATE_FORMAT = PREVIEW_DATE_FORMAT;

/** docs/behaviour/toolkit.md#toasts: the status toasts, word for word, and their durations. */
export const TOOLKIT_TOASTS = {
  updating: { title: 'Updating...', status: 'info' },
  success: { title: 'Successfully updated', status: 'success', duration: 1000 },
  failure: { title: 'Update failed', description: 'Something wrong with the update', status: 'error', duration: 2000 },
} as const;

export { TOOLKIT_PARAM_PREFIX, TOOLKIT_ENABLED_PARAM, TOOLKIT_HASH_PARAM, TOOLKIT_MODE_STORAGE_KEY } from './params';

export function emptyDraft(): ToolkitDraft {
  return {
    effectiveDateTime: '',
    customerGroupIds: [],
    sourceCode: '',
    customQualifiers: {},
    assignmentQualifiers: {},
  };
}

/**
 * Qualifier add (docs/behaviour/toolkit.md#input-rules): key and value must both be non-blank after trimming, else nothing happens (the same map is
 * returned). Both are stored trimmed; an existing key is replaced.
 */
export function addQualifier(
  map: Readonly<Record<string, string>>,
  key: string,
  value: string,
): Record<string, string> {
  const k = key.trim();
  const v = value.trim();
  if (!k || !v) return map as Record<string, string>;
  return { ...map, [k]: v };
}

export function removeQualifier(map: Readonly<Record<string, string>>, key: string): Record<string, string> {
  const { [key]: _removed, ...rest } = map;
  return rest;
}

/** Source code (docs/behaviour/toolkit.md#input-rules): applied only when non-blank after trimming (trimmed), else ignored. */
export function normaliseSourceCode(input: string): string | undefined {
  const trimmed = input.trim();
  return trimmed ? trimmed : undefined;
}

/**
 * Effective date and time (docs/behaviour/toolkit.md#input-rules): `DD/MM/YYYY[ HH:mm[:ss]]` (a date with no time is 00:00:00), a wall-clock reading; the
 * stored value is that reading shifted by +7 hours, as an ISO 8601 UTC date-time. Blank → undefined. Anything that
 * does not parse is passed on trimmed and unchanged: the Shopper Context API is the judge (it answers 400, and the
 * panel shows 'Update failed').
 */
export function effectiveDateTimeFromInput(input: string): string | undefined {
  const trimmed = input.trim();
  if (!trimmed) return undefined;
  const parsed = parsePreviewDateTime(trimmed);
  if (!parsed.ok) return trimmed;
  return new Date(toStoredTimestamp(parsed.wall)).toISOString();
}

/** The stored effective date-time as the panel shows it (the 7-hour shift reversed), or the value itself. */
export function effectiveDateTimeForDisplay(stored: string | undefined): string {
  if (!stored) return '';
  const ms = Date.parse(stored);
  return Number.isNaN(ms) ? stored : formatPreviewTimestamp(ms);
}

/** The draft → the context to send: blank fields left out, groups de-duplicated in the order chosen. */
export function contextFromDraft(draft: ToolkitDraft): ToolkitContext {
  const context: ToolkitContext = {};
  const effectiveDateTime = effectiveDateTimeFromInput(draft.effectiveDateTime);
  if (effectiveDateTime) context.effectiveDateTime = effectiveDateTime;
  const groups = [...new Set(draft.customerGroupIds.map((g) => g.trim()).filter(Boolean))];
  if (groups.length) context.customerGroupIds = groups;
  const sourceCode = normaliseSourceCode(draft.sourceCode);
  if (sourceCode) context.sourceCode = sourceCode;
  const custom = cleanMap(draft.customQualifiers);
  if (custom) context.customQualifiers = custom;
  const assignment = cleanMap(draft.assignmentQualifiers);
  if (assignment) context.assignmentQualifiers = assignment;
  return context;
}

/** A stored context → the panel's draft. */
export function draftFromContext(context: ToolkitContext | null | undefined): ToolkitDraft {
  if (!context) return emptyDraft();
  return {
    effectiveDateTime: effectiveDateTimeForDisplay(context.effectiveDateTime),
    customerGroupIds: [...(context.customerGroupIds ?? [])],
    sourceCode: context.sourceCode ?? '',
    customQualifiers: { ...(context.customQualifiers ?? {}) },
    assignmentQualifiers: { ...(context.assignmentQualifiers ?? {}) },
  };
}

function cleanMap(map: Readonly<Record<string, string>>): Record<string, string> | undefined {
  let out: Record<string, string> = {};
  for (const [k, v] of Object.entries(map)) out = addQualifier(out, k, v);
  return Object.keys(out).length ? out : undefined;
}

/** Only the toolkit's fields of anything (e.g. a parsed request body or the API's answer), type-checked. */
export function pickToolkitContext(value: unknown): ToolkitContext {
  const source = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const out: ToolkitContext = {};
  if (typeof source.effectiveDateTime === 'string') out.effectiveDateTime = source.effectiveDateTime;
  if (Array.isArray(source.customerGroupIds))
    out.customerGroupIds = source.customerGroupIds.filter((g): g is string => typeof g === 'string');
  if (typeof source.sourceCode === 'string') out.sourceCode = source.sourceCode;
  for (const key of ['customQualifiers', 'assignmentQualifiers'] as const) {
    const map = source[key];
    if (typeof map === 'object' && map !== null && !Array.isArray(map)) {
      const clean: Record<string, string> = {};
      for (const [k, v] of Object.entries(map)) if (typeof v === 'string') clean[k] = v;
      out[key] = clean;
    }
  }
  return out;
}

/** docs/behaviour/toolkit.md#apply: create the shopper context when none exists, update it otherwise. */
export function writeKind(existing: ToolkitContext | null | undefined): 'create' | 'update' {
  return existing ? 'update' : 'create';
}

const FIELDS = [
  'effectiveDateTime',
  'customerGroupIds',
  'sourceCode',
  'customQualifiers',
  'assignmentQualifiers',
] as const;

/**
 * The PATCH body that turns `existing` into `desired`: every toolkit field is set, a field the desired context no
 * longer has is `null` (removed), and inside the qualifier maps a key no longer wanted is `null`.
 */
export function patchBody(existing: ToolkitContext, desired: ToolkitContext): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of FIELDS) {
    const next = desired[field];
    if (field === 'customQualifiers' || field === 'assignmentQualifiers') {
      const before = existing[field] ?? {};
      const after = (next as Record<string, string> | undefined) ?? {};
      const map: Record<string, string | null> = { ...after };
      for (const key of Object.keys(before)) if (!(key in after)) map[key] = null;
      if (Object.keys(map).length) body[field] = map;
      else if (existing[field] !== undefined) body[field] = null;
      continue;
    }
    if (next !== undefined) body[field] = next;
    else if (existing[field] !== undefined) body[field] = null;
  }
  return body;
}

/** Customer-group search (docs/behaviour/toolkit.md#input-rules): a case-insensitive substring filter on the id (and description). */
export function filterGroups<G extends CustomerGroup>(groups: readonly G[], query: string): G[] {
  const q = query.trim().toLocaleLowerCase();
  if (!q) return [...groups];
  return groups.filter(
    (g) => g.id.toLocaleLowerCase().includes(q) || (g.description ?? '').toLocaleLowerCase().includes(q),
  );
}

/** A canonical JSON form: object keys sorted, group ids sorted (their order does not change the context). */
export function stableStringify(context: ToolkitContext): string {
  const normal: Record<string, unknown> = {};
  for (const field of [...FIELDS].sort()) {
    const value = context[field];
    if (value === undefined) continue;
    if (Array.isArray(value)) normal[field] = [...value].sort();
    else if (typeof value === 'object')
      normal[field] = Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
    else normal[field] = value;
  }
  return JSON.stringify(normal);
}

/** The cache hash (docs/behaviour/toolkit.md#apply): FNV-1a (32 bit) of the canonical context, 8 hex digits; the same context gives the same hash. */
export function contextHash(context: ToolkitContext): string {
  const text = stableStringify(context);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/** Every toolkit parameter (`tk_*`) removed; other parameters kept in order. */
export function withoutToolkitParams(search: string): URLSearchParams {
  const params = new URLSearchParams(search);
  for (const key of [...params.keys()]) if (key.startsWith(TOOLKIT_PARAM_PREFIX)) params.delete(key);
  return params;
}

/**
 * The address search after a successful update: the old toolkit parameters replaced by `tk_enabled=on`, one
 * `tk_{field}` per field set (groups comma-separated, qualifier maps as JSON) and `tk_hash`.
 */
export function toolkitSearch(search: string, context: ToolkitContext): string {
  const params = withoutToolkitParams(search);
  params.set(TOOLKIT_ENABLED_PARAM, 'on');
  for (const field of FIELDS) {
    const value = context[field];
    if (value === undefined) continue;
    const text = Array.isArray(value) ? value.join(',') : typeof value === 'object' ? JSON.stringify(value) : value;
    params.set(`${TOOLKIT_PARAM_PREFIX}${field}`, text);
  }
  params.set(TOOLKIT_HASH_PARAM, contextHash(context));
  const out = params.toString();
  return out ? `?${out}` : '';
}

/** The toolkit context described by an address's `tk_*` parameters (the inverse of `toolkitSearch`). */
export function contextFromSearch(search: string): ToolkitContext | undefined {
  const params = new URLSearchParams(search);
  if (params.get(TOOLKIT_ENABLED_PARAM) !== 'on') return undefined;
  const context: ToolkitContext = {};
  const get = (field: string) => params.get(`${TOOLKIT_PARAM_PREFIX}${field}`) ?? undefined;
  const effectiveDateTime = get('effectiveDateTime');
  if (effectiveDateTime) context.effectiveDateTime = effectiveDateTime;
  const groups = get('customerGroupIds');
  if (groups) context.customerGroupIds = groups.split(',').filter(Boolean);
  const sourceCode = get('sourceCode');
  if (sourceCode) context.sourceCode = sourceCode;
  for (const field of ['customQualifiers', 'assignmentQualifiers'] as const) {
    const text = get(field);
    if (!text) continue;
    try {
      const map = pickToolkitContext({ [field]: JSON.parse(text) })[field];
      if (map) context[field] = map;
    } catch {
      // a hand-edited, malformed parameter is ignored
    }
  }
  return context;
}
