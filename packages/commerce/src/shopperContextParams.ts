/**
 * The shopper context a page request asks for through URL search parameters: each Shopper Contexts field is read
 * from a named parameter by its type. Pure: invalid values are dropped, nothing throws.
 */

export type ShopperContextParamType = 'int' | 'double' | 'array' | 'string';

/** Where a field goes in the Shopper Contexts body. */
export type ShopperContextTarget = 'geoLocation' | 'customQualifiers' | 'assignmentQualifiers' | 'root';

export interface ShopperContextParam {
  /** The URL search parameter name. */
  param: string;
  /** The field name inside the target. */
  field: string;
  target: ShopperContextTarget;
  type: ShopperContextParamType;
}

/** The default mapping: geo location fields, the device type and store as qualifiers, and the source code. */
export const DEFAULT_SHOPPER_CONTEXT_PARAMS: readonly ShopperContextParam[] = [
  { param: 'city', field: 'city', target: 'geoLocation', type: 'string' },
  { param: 'country', field: 'country', target: 'geoLocation', type: 'string' },
  { param: 'countryCode', field: 'countryCode', target: 'geoLocation', type: 'string' },
  { param: 'latitude', field: 'latitude', target: 'geoLocation', type: 'double' },
  { param: 'longitude', field: 'longitude', target: 'geoLocation', type: 'double' },
  { param: 'metroCode', field: 'metroCode', target: 'geoLocation', type: 'string' },
  { param: 'postalCode', field: 'postalCode', target: 'geoLocation', type: 'string' },
  { param: 'region', field: 'region', target: 'geoLocation', type: 'string' },
  { param: 'regionAbbreviation', field: 'regionAbbreviation', target: 'geoLocation', type: 'string' },
  { param: 'deviceType', field: 'deviceType', target: 'customQualifiers', type: 'string' },
  { param: 'ipAddress', field: 'ipAddress', target: 'customQualifiers', type: 'string' },
  { param: 'store', field: 'store', target: 'assignmentQualifiers', type: 'string' },
  { param: 'sourceCode', field: 'sourceCode', target: 'root', type: 'string' },
];

/** A string value longer than this is dropped; arrays keep at most MAX_ARRAY_ITEMS items. */
export const MAX_CONTEXT_STRING = 256;
export const MAX_ARRAY_ITEMS = 20;

export type ShopperContextValue = string | number | string[];
export interface ShopperContextBody {
  geoLocation?: Record<string, ShopperContextValue>;
  customQualifiers?: Record<string, ShopperContextValue>;
  assignmentQualifiers?: Record<string, ShopperContextValue>;
  [field: string]: ShopperContextValue | Record<string, ShopperContextValue> | undefined;
}

const FORBIDDEN = new Set(['__proto__', 'constructor', 'prototype']);

function readValue(raw: string, type: ShopperContextParamType): ShopperContextValue | undefined {
  const text = raw.trim();
  if (text === '' || text.length > MAX_CONTEXT_STRING) return undefined;
  if (type === 'string') return text;
  if (type === 'array') {
    const items = text
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item !== '');
    return items.length > 0 && items.length <= MAX_ARRAY_ITEMS ? items : undefined;
  }
  if (!/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(text)) return undefined;
  const value = Number(text);
  if (!Number.isFinite(value)) return undefined;
  if (type === 'int') return Number.isSafeInteger(value) && /^[-+]?\d+$/.test(text) ? value : undefined;
  return value;
}

/** The Shopper Contexts body the mapped parameters ask for, or undefined when none is present and valid. */
export function shopperContextFromSearchParams(
  params: URLSearchParams,
  mapping: readonly ShopperContextParam[] = DEFAULT_SHOPPER_CONTEXT_PARAMS,
): ShopperContextBody | undefined {
  const body: ShopperContextBody = Object.create(null) as ShopperContextBody;
  let found = false;
  for (const entry of mapping) {
    if (FORBIDDEN.has(entry.field) || FORBIDDEN.has(entry.target)) continue;
    const raw = params.get(entry.param);
    if (raw === null) continue;
    const value = readValue(raw, entry.type);
    if (value === undefined) continue;
    found = true;
    if (entry.target === 'root') {
      body[entry.field] = value;
    } else {
      const group = (body[entry.target] ??= Object.create(null) as Record<string, ShopperContextValue>);
      group[entry.field] = value;
    }
  }
  return found ? { ...body } : undefined;
}
