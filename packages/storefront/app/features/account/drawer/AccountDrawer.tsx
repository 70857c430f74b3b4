import { useCallback, useRef, useState } from 'react';
import { AccountMenu, LoyaltyTracker, type LoyaltyTrackerProps } from '@ridgeline/ui';
import { DEFAULT_LOCALE_ID, urls } from '../../../platform/urls';
import { MESSAGES_LOADING, useAccountMessages } from '../dialog/fetchAccountMessages';
import { signedInFromCookies } from '../signedIn';
import { ENGLISH_DRAWER_MESSAGES, type AccountDrawerMessages } from './messages';

export interface AccountDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  localeId?: string;
  /** The messages in the page's locale (fetched by `AccountDrawer` when not given); en-US without them. */
  messages?: AccountDrawerMessages | undefined;
}

/** The drawer's links, in order (the pages behind them are the account area's), in the messages given. */
export function accountLinks(localeId?: string, messages: AccountDrawerMessages = ENGLISH_DRAWER_MESSAGES) {
  return [
    { href: urls.account(localeId), label: messages.myAccount },
    { href: urls.account(localeId, 'orders'), label: messages.orders },
    { href: urls.account(localeId, 'wishlist'), label: messages.wishlist },
    { href: urls.account(localeId, 'addresses'), label: messages.addresses },
    { href: urls.account(localeId, 'membership'), label: messages.membership },
  ];
}

/**
 * The drawer in the page's locale: its messages come with the dialog's (`useAccountMessages`, the `drawer` part of
 * `/__ridgeline/account-messages`, fetched once per page); en-US and given messages fetch nothing.
 */
export function AccountDrawer(props: AccountDrawerProps) {
  const localeId = props.localeId ?? DEFAULT_LOCALE_ID;
  const fetched = useAccountMessages(props.messages ? DEFAULT_LOCALE_ID : localeId);
  if (fetched === MESSAGES_LOADING) return null;
  return <AccountDrawerView {...props} messages={props.messages ?? fetched?.drawer} />;
}

/** What the drawer shows of the shopper: the first name of the greeting and, when they have one, the loyalty tracker. */
export interface DrawerShopper {
  firstName?: string;
  loyalty?: LoyaltyTrackerProps;
}

/**
 * Where the drawer asks for the shopper: `/__ridgeline/shopper`, with the loyalty tracker in the page's locale
 * (`fields=loyalty&locale=`) for a signed-in shopper; a guest asks for nothing more than the greeting.
 */
export function drawerShopperUrl(localeId: string, signedIn: boolean): string {
  if (!signedIn) return urls.shopperGreeting();
  return `${urls.shopperGreeting()}?${new URLSearchParams({ fields: 'loyalty', locale: localeId })}`;
}

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';
const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** The answer's tracker when it is one (a tier, points and its words), else undefined: the drawer shows none. */
export function loyaltyOf(value: unknown): LoyaltyTrackerProps | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const v = value as Record<string, unknown>;
  if (v.kind !== 'member' && v.kind !== 'titanium') return undefined;
  if (!isCount(v.points) || !isCount(v.threshold) || !isText(v.title)) return undefined;
  if (!isText(v.progress) || !isText(v.progressLabel)) return undefined;
  return {
    kind: v.kind,
    points: v.points,
    threshold: v.threshold,
    title: v.title,
    progress: v.progress,
    progressLabel: v.progressLabel,
    ...(isText(v.minimum) ? { minimum: v.minimum } : {}),
    ...(isText(v.expires) ? { expires: v.expires, expiresSoon: v.expiresSoon === true } : {}),
  };
}

/**
 * The shopper as `/__ridgeline/shopper` (private, no-store) tells it, asked each time the drawer opens: no cookie a
 * script can read names the shopper. One request: the first name and, for a signed-in shopper (the
 * `ridgeline-signed-in` cookie), the loyalty tracker already in the page's words. Nothing of either for a guest, or
 * when the answer is missing ("Hi there" stays, no tracker).
 */
export async function fetchDrawerShopper(
  localeId: string,
  fetchImpl: typeof fetch = fetch,
  cookies: string = typeof document === 'undefined' ? '' : document.cookie,
): Promise<DrawerShopper> {
  try {
    const response = await fetchImpl(drawerShopperUrl(localeId, Boolean(signedInFromCookies(cookies))), {
      headers: { accept: 'application/json' },
      credentials: 'same-origin',
      cache: 'no-store',
    });
    if (!response.ok) return {};
    const body = (await response.json()) as { firstName?: unknown; loyalty?: unknown };
    const loyalty = loyaltyOf(body.loyalty);
    return {
      ...(isText(body.firstName) ? { firstName: body.firstName } : {}),
      ...(loyalty ? { loyalty } : {}),
    };
  } catch {
    return {};
  }
}

/** Session data of the signed-in customer kept in this tab: forgotten on Log out. */
export const SESSION_DATA_PREFIX = 'ridgeline-customer';

/**
 * The account drawer of a signed-in customer (opened by the header's account button): a greeting with the first name,
 * the loyalty tracker of a shopper who has one (both from one `fetchDrawerShopper` on each opening; no tracker while it
 * is asked, nor when the answer has none or fails; a reopening keeps the last one until the new answer), the account
 * pages and Log out (a POST to `/logout`, which ends the session; the personalised groups are read per request from
 * the session, so nothing of the customer is kept after it).
 */
export function AccountDrawerView({
  open,
  onOpenChange,
  localeId,
  messages = ENGLISH_DRAWER_MESSAGES,
}: AccountDrawerProps) {
  const [loyalty, setLoyalty] = useState<LoyaltyTrackerProps | undefined>();
  // the answer of the latest opening only: an earlier, slower one changes nothing
  const asked = useRef(0);
  const loadShopper = useCallback(async () => {
    const ask = ++asked.current;
    const shopper = await fetchDrawerShopper(localeId ?? DEFAULT_LOCALE_ID);
    if (ask === asked.current) setLoyalty(shopper.loyalty);
    return shopper.firstName;
  }, [localeId]);
  return (
    <AccountMenu
      open={open}
      onOpenChange={onOpenChange}
      links={accountLinks(localeId, messages)}
      logoutAction={urls.logout()}
      logoutRedirectUrl={urls.home(localeId)}
      loadGreetingName={loadShopper}
      forgetSessionStoragePrefix={SESSION_DATA_PREFIX}
      text={{
        title: messages.hiThere,
        titleWithName: messages.hi,
        nav: messages.nav,
        logOut: messages.logOut,
        close: messages.close,
      }}
    >
      {loyalty ? <LoyaltyTracker {...loyalty} /> : null}
    </AccountMenu>
  );
}
