import { useEffect, useState, type ReactNode } from 'react';
import { pageActivity } from '../activity/einstein';
import { pushPageViewUnlessShopPage, shopperDataUrl } from '../dataLayer/pageEvent';
import { browserDoNotTrack, RESERVATION_COOKIE } from '@ridgeline/commerce';
import { OfflineBanner } from '@ridgeline/ui';
import { OFFLINE_BANNER_TEXT } from '../offline/messages';
import { OfflineScreen } from '../offline/OfflineScreen';
import { registerServiceWorker } from '../offline/serviceWorker';
import { watchHostWidgets } from '@ridgeline/blocks/host';
import type { ShellConfig } from './config';
import {
  COUNTRY_COOKIE,
  EXIT_INTENT_FLAG,
  fetchMarketingAction,
  ISLAND_ATTRIBUTE,
  isExitIntent,
  PICK_UP_SESSION_FLAG,
  lastViewedProductOffered,
  readCookie,
  readLastViewedProduct,
  readStorage,
  runOverlays,
  visitorInfo,
  watchConnection,
  watchIslandFailures,
  watchLocation,
  writeStorage,
  type OverlayRequest,
} from '@ridgeline/renderer';
import { log, messageOf } from '../../../platform/log';

/** The bag and checkout pages' own timer island (`RESERVATION_TIMER_ISLAND`; a literal keeps its module out of here). */
const PAGE_RESERVATION_TIMER = `[${ISLAND_ATTRIBUTE}="cart-reservation"]`;

/**
 * The shell's reservation alert (cart-and-checkout.md#reservation-timer): its code loads only when this shopper's
 * bag holds a reservation (its cookie), and never where the bag or checkout shows its own timer.
 */
export async function shellReservationAlert(config: ShellConfig): Promise<ReactNode> {
  if (!config.reservation || !readCookie(RESERVATION_COOKIE) || document.querySelector(PAGE_RESERVATION_TIMER))
    return null;
  const { messages, bagHref } = config.reservation;
  const { ReservationTimer } = await import('../reservation/ReservationTimer');
  return <ReservationTimer messages={messages} shell={{ bagHref }} />;
}

/** Loads the code of one overlay (its own chunk) and renders it; `done` once it has closed. */
async function overlayElement(request: OverlayRequest, locale: string, done: () => void): Promise<ReactNode> {
  switch (request.kind) {
    case 'country': {
      const { CountryModal } = await import('./CountryModal');
      return <CountryModal overlay={request.overlay} locale={locale} onDone={done} />;
    }
    case 'pick-up': {
      const { PickUpModal } = await import('./PickUpModal');
      return <PickUpModal product={request.product} json={request.json} onDone={done} />;
    }
    case 'exit-intent': {
      const { ExitIntentModal } = await import('./ExitIntentModal');
      return <ExitIntentModal content={request.content} locale={locale} onDone={done} />;
    }
  }
}

function watchExitIntent(handler: () => void): () => void {
  const listener = (event: MouseEvent) => {
    if (isExitIntent(event)) handler();
  };
  document.addEventListener('mouseout', listener);
  return () => document.removeEventListener('mouseout', listener);
}

/**
 * The shell's overlays island (trigger `idle`, rendered by `ShellOverlays`): it renders nothing until something must
 * show. It registers the service worker, reports the page view (and sends the Active Data beacon), shows the offline
 * banner and the offline retry screen, answers the blocks' SMS-widget and feedback requests (`@ridgeline/blocks/host`'s
 * `watchHostWidgets`), and opens the modals whose rules hold, loading each one's code only then. On the offline page
 * only the banner and the service worker apply (and, with `BROWSER_ERRORS`, the page's error reports).
 */
export function OverlayGate({ config }: { config: ShellConfig }) {
  const [offline, setOffline] = useState(false);
  const [islandFailed, setIslandFailed] = useState(false);
  const [overlay, setOverlay] = useState<ReactNode>(null);
  const [reservation, setReservation] = useState<ReactNode>(null);

  // The blocks' third-party requests (the footer's SMS sign-up and feedback link), answered on every page.
  useEffect(() => watchHostWidgets(config), [config]);
  // The consent manager's changes, told to the consent-cookie endpoint (docs/behaviour/accounts.md); its code loads
  // only when configured.
  useEffect(() => {
    if (!config.consent) return undefined;
    const { endpoint } = config.consent;
    let stop: (() => void) | undefined;
    let ended = false;
    void import('../consent/watchConsent').then(({ watchConsentChanges }) => {
      if (ended) return;
      stop = watchConsentChanges(endpoint, {
        log: ({ message, ...details }) => log.warn({ event: 'consent', ...details }, String(message)),
      });
    });
    return () => {
      ended = true;
      stop?.();
    };
  }, [config.consent]);

  useEffect(() => {
    setOffline(!navigator.onLine);
    const offlinePage = document.querySelector('[data-offline-page]') !== null;
    const stops = [
      watchConnection((online) => {
        setOffline(!online);
        if (online) setIslandFailed(false);
      }),
      ...(offlinePage
        ? []
        : [watchIslandFailures(() => setIslandFailed(true)), watchLocation(() => setIslandFailed(false))]),
    ];
    // The page's errors, to the collector (BROWSER_ERRORS), on the offline page too; its code loads only when asked.
    if (config.browserErrors) {
      const errors = config.browserErrors;
      let stopErrors: (() => void) | undefined;
      let ended = false;
      void import('../errors/browserErrors').then(({ watchBrowserErrors }) => {
        if (!ended) stopErrors = watchBrowserErrors(errors);
      });
      stops.push(() => {
        ended = true;
        stopErrors?.();
      });
    }
    registerServiceWorker(config.serviceWorker);
    if (offlinePage) return () => stops.forEach((stop) => stop());

    pageActivity.configure(config);
    // The analytics page event of a page without page data of its own (the shop pages' data-layer island pushes theirs).
    pushPageViewUnlessShopPage(config.locale);
    if (config.shopperData)
      void import('../dataLayer/shopperData').then(({ pushShopperData }) =>
        pushShopperData(shopperDataUrl(config.locale)),
      );
    shellReservationAlert(config).then(setReservation, (error: unknown) =>
      log.warn({ event: 'overlay-failed', overlay: 'reservation' }, messageOf(error)),
    );
    const pageView = pageActivity.viewPage();
    // The Active Data beacon (ACTIVE_DATA_ORIGIN): once per page, never while do-not-track is on (as the page view).
    const activeData = config.activeData
      ? import('../analytics/activeDataBeacon').then(({ sendActiveDataBeacon }) =>
          sendActiveDataBeacon(
            { ...config.activeData!, locale: config.locale },
            {
              doNotTrack: () => browserDoNotTrack(),
              serverDoNotTrack: async () => (await visitorInfo(config.locale)).doNotTrack,
              warn: (detail) => log.warn({ event: 'active-data-beacon-failed' }, detail),
            },
          ),
        )
      : undefined;
    let stopped = false;
    let stopOverlays: (() => void) | undefined;
    const overlays = runOverlays(
      {
        countryCookie: () => readCookie(COUNTRY_COOKIE),
        visitor: () => visitorInfo(config.locale),
        pickUpFlag: () => readStorage('session', PICK_UP_SESSION_FLAG),
        setPickUpFlag: () => void writeStorage('session', PICK_UP_SESSION_FLAG, '1'),
        lastViewedProduct: () => lastViewedProductOffered(readLastViewedProduct),
        marketing: (slot) => fetchMarketingAction(slot, config.locale),
        exitIntentFlag: () => readStorage('local', EXIT_INTENT_FLAG),
        setExitIntentFlag: () => void writeStorage('local', EXIT_INTENT_FLAG, '1'),
        show: (request) =>
          new Promise<void>((resolve) => {
            const done = () => {
              setOverlay(null);
              resolve();
            };
            overlayElement(request, config.locale, done).then(
              (element) => (stopped ? resolve() : setOverlay(element)),
              (error: unknown) => {
                log.warn({ event: 'overlay-failed', overlay: request.kind }, messageOf(error));
                resolve();
              },
            );
          }),
        onExitIntent: watchExitIntent,
      },
      log,
    );
    void overlays.then((stop) => {
      if (stopped) stop();
      else stopOverlays = stop;
    });
    // Says the page view was reported (or skipped) and the load-time overlays have had their turn (tests wait for it).
    void Promise.allSettled([pageView, activeData, overlays]).then(() => {
      document.documentElement.dataset.shellOverlays = 'ready';
    });
    return () => {
      stopped = true;
      stopOverlays?.();
      stops.forEach((stop) => stop());
    };
    // Once per page: a revalidated root (the toolkit) must not report the page view or open the overlays again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <>
      {overlay}
      {reservation}
      {islandFailed ? (
        <OfflineScreen
          onRetry={() => {
            setIslandFailed(false);
            window.location.reload();
          }}
        />
      ) : null}
      {offline ? <OfflineBanner>{OFFLINE_BANNER_TEXT}</OfflineBanner> : null}
    </>
  );
}
