/**
 * The order the overlays open in on a page load, with their rules (`rules.ts`), over injected browser access so it is
 * tested without a browser: the country selector first (when it applies), then Pick Up Where You Left Off, then exit
 * intent is watched. One modal at a time; nothing's code is loaded before its rule can hold.
 */
import type { CountryOverlay } from './country';
import { MARKETING_SLOTS, type MarketingAction, type MarketingJson, type MarketingSlot } from './marketing';
import {
  exitIntentContent,
  exitIntentShownBefore,
  shouldOpenCountryModal,
  shouldOpenPickUp,
  type ExitIntentContent,
  type LastViewedProduct,
} from './rules';

/** Where a failed step is logged (the storefront's `log`): one line per failure, the event `overlay-failed`. */
export interface OverlayLog {
  warn(fields: { event: string; [field: string]: unknown }, message?: string): void;
}

const consoleLog: OverlayLog = {
  warn: (fields, message) => console.warn(JSON.stringify({ level: 'warn', ...fields, message })),
};
const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

export type OverlayRequest =
  | { kind: 'country'; overlay: CountryOverlay }
  | { kind: 'pick-up'; product: LastViewedProduct; json: MarketingJson }
  | { kind: 'exit-intent'; content: ExitIntentContent };

export interface OverlayAccess {
  countryCookie(): string | undefined;
  /** What the server knows about the visitor: the country selector's overlay for their country, if any. */
  visitor(): Promise<{ countryOverlay: CountryOverlay | null }>;
  /** sessionStorage's pick-up flag: null when unset, undefined when storage is unavailable. */
  pickUpFlag(): string | null | undefined;
  setPickUpFlag(): void;
  lastViewedProduct(): LastViewedProduct | undefined;
  marketing(slot: MarketingSlot): Promise<MarketingAction | null>;
  /** localStorage's exit-intent flag: null when unset, undefined when storage is unavailable. */
  exitIntentFlag(): string | null | undefined;
  setExitIntentFlag(): void;
  /** Shows one overlay; resolves once it has closed. */
  show(request: OverlayRequest): Promise<void>;
  /** Subscribes to the pointer leaving the page near its top; returns the unsubscribe. */
  onExitIntent(handler: () => void): () => void;
}

/** Runs the page's overlays; the returned function stops watching for exit intent. */
export async function runOverlays(access: OverlayAccess, log: OverlayLog = consoleLog): Promise<() => void> {
  let busy = true;
  // Each step is on its own: a failure is logged and the next one still runs.
  const step = async (name: string, work: () => Promise<void>) => {
    try {
      await work();
    } catch (error) {
      log.warn({ event: 'overlay-failed', overlay: name }, messageOf(error));
    }
  };

  await step('country', async () => {
    if (access.countryCookie() !== undefined) return;
    const { countryOverlay } = await access.visitor();
    // The cookie is read again: another tab may have set it meanwhile.
    if (countryOverlay && shouldOpenCountryModal(access.countryCookie(), countryOverlay))
      await access.show({ kind: 'country', overlay: countryOverlay });
  });

  await step('pick-up', async () => {
    const product = access.lastViewedProduct();
    if (!shouldOpenPickUp(access.pickUpFlag(), product, true)) return;
    const action = await access.marketing(MARKETING_SLOTS.pickUp);
    if (!product || !shouldOpenPickUp(access.pickUpFlag(), product, action !== null)) return;
    access.setPickUpFlag();
    await access.show({ kind: 'pick-up', product, json: action!.json });
  });

  busy = false;
  if (exitIntentShownBefore(access.exitIntentFlag())) return () => {};
  let shown = false;
  const stop = access.onExitIntent(() => {
    if (busy || shown) return;
    busy = true;
    void step('exit-intent', async () => {
      const content = exitIntentContent((await access.marketing(MARKETING_SLOTS.exitIntent))?.json);
      if (!content || exitIntentShownBefore(access.exitIntentFlag())) return;
      shown = true;
      stop();
      access.setExitIntentFlag();
      await access.show({ kind: 'exit-intent', content });
    }).finally(() => {
      busy = false;
    });
  });
  return stop;
}
