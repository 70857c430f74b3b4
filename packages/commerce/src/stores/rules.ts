import type { StoreLocatorConfig } from './config';

/**
 * The store locator's rules, shared by the server page and the island (no library: two required fields do not
 * justify loading a schema library into the island). See docs/behaviour/store-locator.md.
 */

/**
 * The words the rules return (the storefront formats them in the page's locale; `{name}` placeholders are left for
 * `fillText`). Any object with these keys will do, the page's whole message table included.
 */
export interface StoreLocatorRuleText {
  countryRequired: string;
  postalCodeRequired: string;
  loading: string;
  noLocations: string;
  nearYou: string;
  /** `{radius}`, `{unit}`, `{postalCode}`, `{country}`. */
  withinArea: string;
  /** `{distance}`, `{unit}`. */
  away: string;
}

/**
 * Fills a message's `{key}` placeholders: the value as given, `$` included; other text, and unknown keys, are left
 * as they are (the island has no message library).
 */
export function fillText(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    Object.hasOwn(values, key) ? String(values[key]) : whole,
  );
}

/** A store as the locator shows it: Shopper Stores' fields, the hours already sanitized on the server. */
export interface StoreView {
  id: string;
  name: string;
  address1?: string;
  city?: string;
  stateCode?: string;
  postalCode?: string;
  countryCode?: string;
  distance?: number;
  distanceUnit?: string;
  phone?: string;
  /** Sanitized HTML (the renderer's rich-text rules). */
  storeHours?: string;
  inventoryId?: string;
}

/** What a search found: up to `maxStores` stores, nearest first, and how many the API counted. */
export interface StoreSearchResult {
  stores: StoreView[];
  total: number;
}

export interface LocatorForm {
  countryCode: string;
  postalCode: string;
}

export type LocatorErrors = Partial<Record<keyof LocatorForm, string>>;

/** The longest postal code of any country the shop knows (US ZIP+4, GB). */
export const POSTAL_CODE_MAX_LENGTH = 10;

// The messages are always passed (`messages`, formatted on the server in the page's locale): no default here keeps the
// en-US words out of the locator island's code.

/** The form's messages: a country from the configured list (when there is one) and a non-empty postal code. */
export function validateLocatorForm(
  form: LocatorForm,
  config: StoreLocatorConfig,
  M: StoreLocatorRuleText,
): LocatorErrors {
  const errors: LocatorErrors = {};
  if (
    config.supportedCountries.length > 0 &&
    !config.supportedCountries.some((c) => c.countryCode === form.countryCode)
  ) {
    errors.countryCode = M.countryRequired;
  }
  if (form.postalCode.trim() === '') errors.postalCode = M.postalCodeRequired;
  return errors;
}

/** The country searched: the chosen one, or the default when no countries are configured. */
export function effectiveCountry(countryCode: string, config: StoreLocatorConfig): string {
  return config.supportedCountries.length > 0 ? countryCode : config.defaultCountryCode;
}

/**
 * A country's name for the status line (the default country's when no countries are configured): the configured
 * (English) name, or in a locale of another language the browser's own name for the region (`Intl.DisplayNames`,
 * no code shipped), falling back to the configured name.
 */
export function countryName(countryCode: string, config: StoreLocatorConfig, localeId = 'en-US'): string {
  const configured =
    config.supportedCountries.length === 0
      ? config.defaultCountry
      : (config.supportedCountries.find((c) => c.countryCode === countryCode)?.countryName ?? config.defaultCountry);
  const code = config.supportedCountries.length === 0 ? config.defaultCountryCode : countryCode;
  return localCountryName(code, configured, localeId);
}

/** `configured` in English locales; the locale's name of the region `code` otherwise (when the runtime knows it). */
export function localCountryName(code: string, configured: string, localeId: string): string {
  if (/^en\b/i.test(localeId) || !/^[A-Z]{2}$/.test(code)) return configured;
  try {
    return new Intl.DisplayNames([localeId], { type: 'region' }).of(code) ?? configured;
  } catch {
    return configured;
  }
}

/** How many stores are shown: the page size at first, then whole pages, never past the cap. */
export function visibleCount(requested: number | undefined, config: StoreLocatorConfig): number {
  if (requested === undefined || !Number.isFinite(requested)) return config.pageSize;
  const pages = Math.ceil(Math.max(requested, config.pageSize) / config.pageSize);
  return Math.min(pages * config.pageSize, config.maxStores);
}

/** The count after one Load More: one page more, up to the cap. */
export function nextCount(count: number, config: StoreLocatorConfig): number {
  return Math.min(count + config.pageSize, config.maxStores);
}

/** Whether Load More shows: some found stores are hidden and the cap is not reached. */
export function canLoadMore(count: number, found: number, config: StoreLocatorConfig): boolean {
  return count < Math.min(found, config.maxStores);
}

/** Where the listed stores are around: a postal code the shopper gave (or the default), or their own position. */
export type SearchOrigin = { kind: 'postal'; countryCode: string; postalCode: string } | { kind: 'location' };

/** The status line above the list. */
export function statusLine(
  state: { loading: boolean; found: number; origin: SearchOrigin },
  config: StoreLocatorConfig,
  M: StoreLocatorRuleText,
  localeId = 'en-US',
): string {
  if (state.loading) return M.loading;
  if (state.found === 0) return M.noLocations;
  if (state.origin.kind === 'postal') {
    return fillText(M.withinArea, {
      radius: config.radius,
      unit: config.radiusUnit,
      postalCode: state.origin.postalCode,
      country: countryName(state.origin.countryCode, config, localeId),
    });
  }
  return M.nearYou;
}

/** "2.5 km away": the distance as the API gave it (2 decimals at most), its unit and "away". */
export function distanceText(
  store: Pick<StoreView, 'distance' | 'distanceUnit'>,
  fallbackUnit: string,
  M: StoreLocatorRuleText,
  localeId = 'en-US',
): string | undefined {
  if (typeof store.distance !== 'number' || !Number.isFinite(store.distance)) return undefined;
  const rounded = Math.round(store.distance * 100) / 100;
  // The locale's decimal sign (2,03 km in French), no grouping: the number as the API gave it otherwise.
  const distance = new Intl.NumberFormat(localeId, { maximumFractionDigits: 2, useGrouping: false }).format(rounded);
  return fillText(M.away, { distance, unit: store.distanceUnit || fallbackUnit });
}

/** A `tel:` link for a phone number as written in the store record (`+49 30 5550 1001`, `(206) 555-0101`). */
export function telHref(phone: string): string | undefined {
  const digits = phone.replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '');
  return /\d{3,}/.test(digits) ? `tel:${digits}` : undefined;
}

/** One line of address: street, then city, state and postal code. */
export function addressLines(store: StoreView): string[] {
  const place = [store.city, [store.stateCode, store.postalCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [store.address1, place].filter((line): line is string => Boolean(line));
}

/** Coordinates sent for "Use My Location": 3 decimals (about 100 m), enough to rank stores, kinder to caches and privacy. */
export function roundCoordinate(value: number): number {
  return Math.round(value * 1000) / 1000;
}

// --- The chosen store, in localStorage -----------------------------------------------------------------------------

/** What "Set as my store" keeps. */
export interface SelectedStore {
  id: string;
  name: string;
  inventoryId?: string;
}

/** The localStorage key of the chosen store, one per commerce site: `ridgeline-selected-store:{siteId}`. */
export function selectedStoreKey(siteId: string): string {
  return `ridgeline-selected-store:${siteId}`;
}

type Logger = Pick<Console, 'warn'>;

const logStorage = (logger: Logger, event: string, key: string, error?: unknown) =>
  logger.warn(
    JSON.stringify({
      level: 'warn',
      event,
      key,
      ...(error ? { message: error instanceof Error ? error.message : String(error) } : {}),
    }),
  );

function asSelectedStore(value: unknown): SelectedStore | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const { id, name, inventoryId } = value as Record<string, unknown>;
  if (typeof id !== 'string' || id === '' || typeof name !== 'string') return undefined;
  if (inventoryId !== undefined && typeof inventoryId !== 'string') return undefined;
  return { id, name, ...(inventoryId ? { inventoryId } : {}) };
}

/**
 * The chosen store of a site, or undefined. Storage that cannot be read is logged and ignored; a stored value that is
 * not a store (corrupted, hand-edited) is logged and removed.
 */
export function readSelectedStore(
  storage: () => Storage,
  siteId: string,
  logger: Logger = console,
): SelectedStore | undefined {
  const key = selectedStoreKey(siteId);
  let raw: string | null;
  try {
    raw = storage().getItem(key);
  } catch (error) {
    logStorage(logger, 'store-storage-failed', key, error);
    return undefined;
  }
  if (raw === null) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = undefined;
  }
  const store = asSelectedStore(parsed);
  if (store) return store;
  logStorage(logger, 'store-storage-corrupted', key);
  try {
    storage().removeItem(key);
  } catch (error) {
    logStorage(logger, 'store-storage-failed', key, error);
  }
  return undefined;
}

/** Keeps the chosen store ({id, name, inventoryId}); false, logged, when storage refuses it. */
export function writeSelectedStore(
  storage: () => Storage,
  siteId: string,
  store: StoreView | SelectedStore,
  logger: Logger = console,
): boolean {
  const key = selectedStoreKey(siteId);
  const value: SelectedStore = {
    id: store.id,
    name: store.name,
    ...(store.inventoryId ? { inventoryId: store.inventoryId } : {}),
  };
  try {
    storage().setItem(key, JSON.stringify(value));
    return true;
  } catch (error) {
    logStorage(logger, 'store-storage-failed', key, error);
    return false;
  }
}

// --- The page's query ----------------------------------------------------------------------------------------------

/** The store locator's address, read: what the form shows, what to search (none when the form is invalid), how many. */
export interface LocatorQuery {
  /** False for the bare page: the default country and postal code are searched, the postal code field stays empty. */
  submitted: boolean;
  form: LocatorForm;
  errors: LocatorErrors;
  search?: LocatorForm;
  count: number;
}

/** `?country=DE&postalCode=10178&count=20` → the page's query (bad values are messages, never errors). */
export function parseLocatorQuery(
  params: URLSearchParams,
  config: StoreLocatorConfig,
  M: StoreLocatorRuleText,
): LocatorQuery {
  const count = visibleCount(params.has('count') ? Number.parseInt(params.get('count') ?? '', 10) : undefined, config);
  if (!params.has('country') && !params.has('postalCode')) {
    return {
      submitted: false,
      form: { countryCode: config.defaultCountryCode, postalCode: '' },
      errors: {},
      search: { countryCode: config.defaultCountryCode, postalCode: config.defaultPostalCode },
      count,
    };
  }
  const form: LocatorForm = {
    countryCode: effectiveCountry((params.get('country') ?? '').trim().toUpperCase(), config),
    postalCode: (params.get('postalCode') ?? '').trim().slice(0, POSTAL_CODE_MAX_LENGTH),
  };
  const errors = validateLocatorForm(form, config, M);
  return { submitted: true, form, errors, ...(Object.keys(errors).length === 0 ? { search: form } : {}), count };
}
