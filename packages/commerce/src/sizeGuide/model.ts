/**
 * A size guide as the product page shows it: one per brand and category, read from the size-guide service's answer
 * (`GET {baseUrl}/v1/guides/{brand}/{category}`). The service's wire format:
 *
 * ```json
 * { "guideId": "ridgeline-mens-jackets", "brand": "Ridgeline", "categoryId": "mens-jackets",
 *   "title": "Men's jackets", "measurements": [{ "key": "chest", "label": "Chest" }],
 *   "sizes": [{ "size": "M", "body": { "chest": { "cm": { "min": 96, "max": 101 }, "in": { "min": 38, "max": 40 } } } }],
 *   "howToMeasure": [{ "measurement": "chest", "text": "Around the fullest part of the chest, under the arms." }] }
 * ```
 */

/** One body measurement of a size, in centimetres and in inches (a range, or one value when min equals max). */
export interface SizeGuideRange {
  cm: { min: number; max: number };
  in: { min: number; max: number };
}

export interface SizeGuide {
  id: string;
  title: string;
  /** The table's columns after the size, in order. */
  measurements: { key: string; label: string }[];
  /** The table's rows: a size and its body measurements by column key (a missing one is an empty cell). */
  sizes: { size: string; body: Record<string, SizeGuideRange> }[];
  /** How to measure, one line per measurement. */
  howToMeasure: { label: string; text: string }[];
}

/** The most rows and columns a guide may have: more is not a size guide. */
export const SIZE_GUIDE_MAX_ROWS = 40;
export const SIZE_GUIDE_MAX_COLUMNS = 12;
const MAX_TEXT = 400;

const text = (value: unknown, max = MAX_TEXT) =>
  typeof value === 'string' && value.trim() !== '' && value.length <= max ? value.trim() : undefined;
const record = (value: unknown) =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;

function bounds(value: unknown) {
  const { min, max } = record(value) ?? {};
  return typeof min === 'number' && typeof max === 'number' && Number.isFinite(min) && min >= 0 && max >= min
    ? { min, max }
    : undefined;
}

function range(value: unknown): SizeGuideRange | undefined {
  const wire = record(value);
  const cm = bounds(wire?.cm);
  const inches = bounds(wire?.in);
  return cm && inches ? { cm, in: inches } : undefined;
}

/**
 * The guide in a service answer, or undefined when it is not one (wrong shape, no rows or columns, too many): the
 * page then shows no size guide. Unknown fields are dropped; text stays text (React escapes it).
 */
export function sizeGuideFromWire(answer: unknown): SizeGuide | undefined {
  const wire = record(answer);
  if (!wire) return undefined;
  const id = text(wire.guideId, 100);
  const title = text(wire.title);
  const measurements = Array.isArray(wire.measurements)
    ? wire.measurements.flatMap((entry: unknown) => {
        const key = text(record(entry)?.key, 40);
        const label = text(record(entry)?.label, 60);
        return key && label ? [{ key, label }] : [];
      })
    : [];
  if (!id || !title || measurements.length === 0 || measurements.length > SIZE_GUIDE_MAX_COLUMNS) return undefined;
  const sizes = Array.isArray(wire.sizes)
    ? wire.sizes.flatMap((entry: unknown) => {
        const size = text(record(entry)?.size, 20);
        const body = record(record(entry)?.body) ?? {};
        if (!size) return [];
        const cells: Record<string, SizeGuideRange> = {};
        for (const { key } of measurements) {
          const cell = Object.hasOwn(body, key) ? range(body[key]) : undefined;
          if (cell) cells[key] = cell;
        }
        return [{ size, body: cells }];
      })
    : [];
  if (sizes.length === 0 || sizes.length > SIZE_GUIDE_MAX_ROWS) return undefined;
  const labels = new Map(measurements.map(({ key, label }) => [key, label]));
  const howToMeasure = Array.isArray(wire.howToMeasure)
    ? wire.howToMeasure.flatMap((entry: unknown) => {
        const label = labels.get(text(record(entry)?.measurement, 40) ?? '');
        const line = text(record(entry)?.text);
        return label && line ? [{ label, text: line }] : [];
      })
    : [];
  return { id, title, measurements, sizes, howToMeasure };
}

/** `86–91` or `86` (one value): a range as the table shows it, without its unit. */
export function formatSizeRange({ min, max }: { min: number; max: number }): string {
  return min === max ? String(min) : `${min}–${max}`;
}
