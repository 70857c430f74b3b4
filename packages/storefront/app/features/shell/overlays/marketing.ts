/**
 * The browser's side of the marketing slots (the slots and their parsing are @ridgeline/renderer's): it asks
 * `/__ridgeline/marketing/{slot}` when an opening rule can hold.
 */
import type { MarketingAction, MarketingSlot } from '@ridgeline/renderer';
import { MARKETING_PATH } from './config';
import { log, messageOf } from '../../../platform/log';

const pending = new Map<string, Promise<MarketingAction | null>>();

/** The slot's action, asked once per page; a failure is logged and means "no action". */
export function fetchMarketingAction(slot: MarketingSlot, locale: string): Promise<MarketingAction | null> {
  const key = `${slot}|${locale}`;
  let answer = pending.get(key);
  if (!answer) {
    answer = fetch(`${MARKETING_PATH}/${slot}?${new URLSearchParams({ locale })}`, {
      headers: { accept: 'application/json' },
    })
      .then(async (response) => {
        if (!response.ok) throw new Error(`${response.status}`);
        return ((await response.json()) as { action: MarketingAction | null }).action;
      })
      .catch((error: unknown) => {
        log.warn({ event: 'marketing-slot-failed', slot }, messageOf(error));
        return null;
      });
    pending.set(key, answer);
  }
  return answer;
}
