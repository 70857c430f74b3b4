/**
 * Marketing actions by slot (the storefront's docs/behaviour/shell.md#overlays-and-offline): what the personalisation side schedules
 * for the shell's slots (pick-up, exit intent, weather). The server fetches them from the marketing site API and passes
 * on only the known fields; the browser asks the storefront for a slot when an opening rule can hold.
 */

export const MARKETING_SLOTS = { pickUp: 'pick-up', exitIntent: 'exit-intent', weather: 'weather' } as const;
export type MarketingSlot = (typeof MARKETING_SLOTS)[keyof typeof MARKETING_SLOTS];

export function isMarketingSlot(value: string): value is MarketingSlot {
  return (Object.values(MARKETING_SLOTS) as string[]).includes(value);
}

/** The `json` fields a marketing action may carry; anything else is dropped on the server. */
export const MARKETING_JSON_FIELDS = [
  'title',
  'subtitle',
  'ctaText',
  'iconName',
  'drawerTitle',
  'drawerSubtitle',
  'viewAllText',
  'viewAllLink',
  'heading',
  'body',
  'buttonText',
  'imgUrl',
  'altText',
  'customLinkName',
  'spaceBetweenElms',
] as const;

export type MarketingJson = Partial<Record<(typeof MARKETING_JSON_FIELDS)[number], string | number>>;

/** An active action (an inactive slot is `null`). */
export interface MarketingAction {
  slotId: string;
  displayMessage?: string;
  json: MarketingJson;
}

const MAX_TEXT = 2_000;

/** The known fields of a site-API answer (strings and finite numbers, strings cut at 2,000 characters); null when inactive or malformed. */
export function parseMarketingAction(value: unknown): MarketingAction | null {
  if (!value || typeof value !== 'object') return null;
  const answer = value as Record<string, unknown>;
  if (answer.active !== true || typeof answer.slotId !== 'string') return null;
  const source = answer.json && typeof answer.json === 'object' ? (answer.json as Record<string, unknown>) : {};
  const json: MarketingJson = {};
  for (const field of MARKETING_JSON_FIELDS) {
    const v = source[field];
    if (typeof v === 'string') json[field] = v.slice(0, MAX_TEXT);
    else if (typeof v === 'number' && Number.isFinite(v)) json[field] = v;
  }
  return {
    slotId: answer.slotId,
    ...(typeof answer.displayMessage === 'string' ? { displayMessage: answer.displayMessage.slice(0, MAX_TEXT) } : {}),
    json,
  };
}
