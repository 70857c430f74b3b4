import { STATE_KEY, isLocalizedValue, isPlainObject } from '../contentModel';

/**
 * A localized-value object collapsed to one locale, as Content Delivery does when asked with a
 * `locale`: the exact locale, else the same language (`fr` for `fr-CA`), else the first value.
 */
export function pickLocalizedValue(values: readonly { locale: string; value: unknown }[], locale: string): unknown {
  const wanted = locale.toLowerCase();
  const language = wanted.split('-')[0];
  const exact = values.find((entry) => entry.locale?.toLowerCase() === wanted);
  if (exact) return exact.value;
  const sameLanguage = values.find((entry) => entry.locale?.toLowerCase().split('-')[0] === language);
  return (sameLanguage ?? values[0])?.value;
}

/**
 * A deep, JSON-only copy of a content tree with localized values collapsed. Preparation works on
 * this copy so the caller's object (often a shared cache entry) is never changed.
 * `onObjectCopy(copy, source)` is told of every object copied that carries `_meta`, so
 * preparation can find a copy's source (its identity is the content version's cache key).
 */
export function copyAndLocalize(
  value: unknown,
  locale: string,
  onObjectCopy?: (copy: Record<string, unknown>, source: Record<string, unknown>) => void,
): unknown {
  if (Array.isArray(value)) return value.map((entry) => copyAndLocalize(entry, locale, onObjectCopy));
  if (!isPlainObject(value)) {
    return typeof value === 'function' || typeof value === 'symbol' || typeof value === 'bigint' ? undefined : value;
  }
  if (isLocalizedValue(value)) return copyAndLocalize(pickLocalizedValue(value.values, locale), locale, onObjectCopy);
  const copy: Record<string, unknown> = {};
  for (const key in value) {
    if (!Object.prototype.hasOwnProperty.call(value, key)) continue;
    const field = value[key];
    if (key === STATE_KEY || field === undefined) continue;
    copy[key] = copyAndLocalize(field, locale, onObjectCopy);
  }
  if (onObjectCopy && '_meta' in copy) onObjectCopy(copy, value);
  return copy;
}
