/**
 * The contract between the blocks and the app that hosts them (the storefront): the window events blocks raise when a
 * shopper asks for something the host owns, and the shopper facts a host may hand its blocks. Blocks never import the
 * host; the host imports this module (`@ridgeline/blocks/host`, a small entry of its own), so each name is defined
 * once and both sides use the same spelling. `BLOCK_HOST_EVENTS` lists every event a block dispatches: the
 * storefront's test fails when one of them has no listener there.
 */
import { createContext, createElement, useContext, type ReactNode } from 'react';

/**
 * "Open the account drawer" (an `account-drawer` link, a marketing-banner button, a promo callout): a cancelable
 * `window` CustomEvent without detail. The host opens the drawer for a signed-in customer and the sign-in dialog for a
 * guest (guests never see the drawer), and cancels the event; an event nobody cancelled was not handled.
 */
export const ACCOUNT_DRAWER_EVENT = 'ridgeline:account-drawer-request';

/**
 * Marks an element that asks for the account drawer when clicked (`account-drawer` links, the hero's image button).
 * Many blocks never hydrate (their HTML is static), so their buttons have no handler of their own: the host listens for
 * clicks on elements with this attribute on the whole document and treats them as an `ACCOUNT_DRAWER_EVENT`. A
 * hydrated block's own handler raises the event first and cancels the click, so the host answers once.
 */
export const ACCOUNT_DRAWER_TRIGGER_ATTRIBUTE = 'data-account-drawer-trigger';

/** The SMS sign-up widget hook (docs/behaviour/newsletter.md#sms-sign-up): a cancelable CustomEvent with `{ campaignId }`. */
export const SMS_SIGNUP_EVENT = 'ridgeline:sms-signup';

export interface SmsSignupDetail {
  campaignId: string;
}

/** "Website feedback" (the footer's survey-link flag): a cancelable CustomEvent without detail. */
export const FEEDBACK_SURVEY_EVENT = 'ridgeline:feedback-survey';

/** Every event a block dispatches on `window` for its host. */
export const BLOCK_HOST_EVENTS = [ACCOUNT_DRAWER_EVENT, SMS_SIGNUP_EVENT, FEEDBACK_SURVEY_EVENT] as const;
export type BlockHostEvent = (typeof BLOCK_HOST_EVENTS)[number];

/**
 * Dispatches a host event; true when a listener handled it (cancelled it). Blocks use it instead of `dispatchEvent`
 * so every event goes out cancelable and by one of the names above.
 */
export function dispatchHostEvent<T>(name: BlockHostEvent, detail?: T): boolean {
  if (typeof window === 'undefined') return false;
  return !window.dispatchEvent(new CustomEvent<T | undefined>(name, { detail, cancelable: true }));
}

/**
 * What a host knows about the shopper that a block may show, asked for in the browser only (public HTML is the same
 * for everyone and never names anyone).
 */
export interface ShopperHost {
  /** The signed-in customer's e-mail once their record is loaded; undefined for a guest or when it cannot be read. */
  customerEmail(): Promise<string | undefined>;
}

const ShopperHostContext = createContext<ShopperHost | null>(null);

/** Set by the host around its islands (and its hydrated documents); without it blocks know nothing of the shopper. */
export function ShopperHostProvider({ value, children }: { value: ShopperHost; children?: ReactNode }) {
  return createElement(ShopperHostContext.Provider, { value }, children);
}

/** The host's shopper facts, or null outside a host (stories, tests, another app). */
export function useShopperHost(): ShopperHost | null {
  return useContext(ShopperHostContext);
}
