// In-place navigation of an islands document: a region of the page (a product list) moves to another state of the
// same page (filters, sort, page) without a document load. The new state's HTML is the page's own server render of
// the new address, fetched as data: the same URL, so the same render cache entry, CDN entry and Vary rules as the page
// (nothing private: the page is public). Only the region is taken from it, with its islands.
import { ISLANDS_ADDED_EVENT, ISLANDS_REMOVING_EVENT } from './client';
import { isPlainClick } from './triggers';

export { isPlainClick };

export interface InPlaceNavigationOptions {
  /** Selector of the region replaced: one element in this document and in the fetched one. */
  region: string;
  /** Links and GET forms inside elements matching this selector move in place (the region, a drawer's portal…). */
  within: string;
  /** The attribute of the head's critical `<style>` elements, `"{key} {ids…}"`: styles the new state needs and this
   * document lacks are brought over from the fetched head. */
  styleIdsAttribute?: string;
  /** The document's Content-Security-Policy nonce, given to the styles brought over (the policy refuses others). */
  nonce?: string | undefined;
  /** After the new region is in the document (focus, announcements). */
  onReplaced: (region: Element, how: 'push' | 'pop') => void;
  /** While a state loads (`true`) and once it has replaced the region or failed (`false`). */
  onBusy?: (busy: boolean) => void;
  /** When a state cannot be loaded in place: default a document load of the address, as without JavaScript. */
  fallback?: (url: string) => void;
  fetch?: typeof fetch;
  /** An in-place load slower than this is given up for a document load. */
  timeoutMs?: number;
}

export interface InPlaceNavigation {
  /** Loads `url` into the region; `push` adds a history entry. False when it was superseded or failed. */
  navigate: (url: string, how: 'push' | 'pop') => Promise<boolean>;
  stop: () => void;
}

export const IN_PLACE_TIMEOUT_MS = 8000;
/** A press's request serves the click that follows it within this time (a tap, a click); a longer press starts again. */
export const PRESS_SERVES_CLICK_MS = 1000;
/** History entries this page's in-place states own carry this key (the value: the region's selector). */
const STATE_KEY = 'ridgelineInPlace';

/** The address a GET form would load (its submitter's name and value included), or undefined for other forms. */
export function getFormUrl(form: HTMLFormElement, submitter?: HTMLElement | null): URL | undefined {
  if ((form.getAttribute('method') ?? 'get').toLowerCase() !== 'get') return undefined;
  const url = new URL(form.action || form.ownerDocument.location.href, form.ownerDocument.baseURI);
  const data = new FormData(form, submitter instanceof HTMLButtonElement ? submitter : null);
  url.search = new URLSearchParams(
    Array.from(data, ([name, value]) => [name, typeof value === 'string' ? value : value.name]),
  ).toString();
  return url;
}

/**
 * Starts in-place navigation for one region (call once it can run, e.g. from an island's effect): a plain click on a
 * link, or a GET form sent, inside `within` that leads to the same path loads the new state into the region, and the
 * address follows with `pushState`, so Back and Forward step through the states (`popstate` loads them again). A
 * second change aborts the first load; a load that fails or times out becomes a document load of the same address.
 */
export function startInPlaceNavigation(options: InPlaceNavigationOptions): InPlaceNavigation {
  const { region, within, timeoutMs = IN_PLACE_TIMEOUT_MS } = options;
  const fetchPage = options.fetch ?? ((input, init) => fetch(input, init));
  const fallback = options.fallback ?? ((url: string) => window.location.assign(url));
  let current: AbortController | undefined;
  /** The request a press on a link started, for the click that follows it (see `onPointerDown`). */
  let pressed: { url: string; at: number; controller: AbortController; response: Promise<Response> } | undefined;

  const samePage = (url: URL) => url.origin === window.location.origin && url.pathname === window.location.pathname;
  const request = (url: string, controller: AbortController) =>
    fetchPage(url, { signal: controller.signal, credentials: 'same-origin', headers: { accept: 'text/html' } });
  const dropPress = () => {
    pressed?.controller.abort();
    pressed = undefined;
  };

  async function navigate(url: string, how: 'push' | 'pop'): Promise<boolean> {
    current?.abort();
    const early = pressed?.url === url ? pressed : undefined;
    if (early) pressed = undefined;
    else dropPress();
    const controller = early?.controller ?? new AbortController();
    current = controller;
    const timer = setTimeout(() => controller.abort(new Error('timeout')), timeoutMs);
    options.onBusy?.(true);
    try {
      const response = await (early?.response ?? request(url, controller));
      if (!response.ok || !(response.headers.get('content-type') ?? '').includes('text/html')) {
        throw new Error(`in-place load answered ${response.status}`);
      }
      const html = await response.text();
      // A newer change started while this one loaded: its state wins, this one is never shown (no stale flash).
      if (controller !== current) return false;
      // Parsed as a template's content, not with DOMParser: a parsed document takes this page's Content-Security-Policy
      // and reports the fetched head's styles (another response's nonce) as violations; a template's content is inert
      // (no styles applied, no images loaded, no scripts run) until the region is taken into the page.
      const template = document.createElement('template');
      template.innerHTML = html;
      const next = template.content;
      const nextRegion = next.querySelector(region);
      const currentRegion = document.querySelector(region);
      if (!nextRegion || !currentRegion) throw new Error('in-place load has no region');
      adoptStyles(next, options);
      currentRegion.dispatchEvent(new CustomEvent(ISLANDS_REMOVING_EVENT, { bubbles: true }));
      const adopted = document.importNode(nextRegion, true);
      // Styles inside the region carry the fetched response's nonce, which this document's policy does not know.
      for (const style of adopted.querySelectorAll('style')) {
        if (options.nonce) style.nonce = options.nonce;
        else style.removeAttribute('nonce');
      }
      currentRegion.replaceWith(adopted);
      adopted.dispatchEvent(new CustomEvent(ISLANDS_ADDED_EVENT, { bubbles: true }));
      const title = next.querySelector('title')?.textContent;
      if (title) document.title = title;
      // A redirect (the server's canonical form of the address) is the address the history keeps.
      if (how === 'push') window.history.pushState({ [STATE_KEY]: region }, '', response.url || url);
      options.onReplaced(adopted, how);
      return true;
    } catch {
      if (controller !== current) return false;
      fallback(url);
      return false;
    } finally {
      clearTimeout(timer);
      if (controller === current) {
        current = undefined;
        options.onBusy?.(false);
      }
    }
  }

  const inside = (target: EventTarget | null) => target instanceof Element && target.closest(within) !== null;

  /** The link a plain click or press on `target` would load in place, or undefined. */
  const inPlaceLink = (target: EventTarget | null): URL | undefined => {
    const link = target instanceof Element ? target.closest<HTMLAnchorElement>('a[href]') : null;
    if (!link || !inside(link) || (link.target && link.target !== '_self') || link.hasAttribute('download')) return;
    const url = new URL(link.href);
    return samePage(url) ? url : undefined;
  };

  const onClick = (event: MouseEvent) => {
    if (!isPlainClick(event)) return;
    const url = inPlaceLink(event.target);
    if (!url) return;
    event.preventDefault();
    if (pressed && event.timeStamp - pressed.at > PRESS_SERVES_CLICK_MS) dropPress();
    void navigate(url.href, 'push');
  };

  // A finger rests on the glass 50–100 ms before its click, a mouse button about as long: the state's request starts
  // on the press, and the click takes its answer. The page is public and a GET of it changes nothing, so a press that
  // ends in no click (a scroll cancels it, another press replaces it) only drops a request.
  const onPointerDown = (event: PointerEvent) => {
    if (!event.isPrimary || !isPlainClick(event)) return;
    const url = inPlaceLink(event.target);
    if (!url || pressed?.url === url.href) return;
    dropPress();
    const controller = new AbortController();
    const response = request(url.href, controller);
    // an answer no click takes is nobody's failure
    response.catch(() => {});
    pressed = { url: url.href, at: event.timeStamp, controller, response };
  };

  const onSubmit = (event: SubmitEvent) => {
    if (event.defaultPrevented || !(event.target instanceof HTMLFormElement) || !inside(event.target)) return;
    const url = getFormUrl(event.target, event.submitter);
    if (!url || !samePage(url)) return;
    event.preventDefault();
    void navigate(url.href, 'push');
  };

  const onPopState = (event: PopStateEvent) => {
    const state: unknown = event.state;
    if (state && typeof state === 'object' && (state as Record<string, unknown>)[STATE_KEY] === region) {
      void navigate(window.location.href, 'pop');
    }
  };

  // The entry the page was loaded with is one of the states too: Back from the first in-place change returns to it.
  window.history.replaceState({ ...(window.history.state as object | null), [STATE_KEY]: region }, '');
  document.addEventListener('pointerdown', onPointerDown);
  document.addEventListener('pointercancel', dropPress);
  document.addEventListener('click', onClick);
  document.addEventListener('submit', onSubmit);
  window.addEventListener('popstate', onPopState);
  return {
    navigate,
    stop: () => {
      const stopped = current;
      current = undefined;
      stopped?.abort();
      dropPress();
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('pointercancel', dropPress);
      document.removeEventListener('click', onClick);
      document.removeEventListener('submit', onSubmit);
      window.removeEventListener('popstate', onPopState);
    },
  };
}

/** Brings over the fetched head's critical styles when they hold rules (ids) this document has not got yet. */
function adoptStyles(next: DocumentFragment, { styleIdsAttribute, nonce }: InPlaceNavigationOptions): void {
  if (!styleIdsAttribute) return;
  const known = new Set<string>();
  for (const style of document.querySelectorAll(`style[${styleIdsAttribute}]`)) {
    for (const id of (style.getAttribute(styleIdsAttribute) ?? '').split(' ').slice(1)) known.add(id);
  }
  for (const style of next.querySelectorAll(`style[${styleIdsAttribute}]`)) {
    const ids = (style.getAttribute(styleIdsAttribute) ?? '').split(' ').slice(1);
    if (ids.every((id) => known.has(id))) continue;
    const copy = document.createElement('style');
    copy.setAttribute(styleIdsAttribute, style.getAttribute(styleIdsAttribute) ?? '');
    if (nonce) copy.nonce = nonce;
    copy.textContent = style.textContent;
    document.head.append(copy);
  }
}
