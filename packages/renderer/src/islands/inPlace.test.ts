import { waitFor } from '@testing-library/react';
import { ISLANDS_ADDED_EVENT, ISLANDS_REMOVING_EVENT } from './client';
import { getFormUrl, PRESS_SERVES_CLICK_MS, startInPlaceNavigation, type InPlaceNavigation } from './inPlace';

/** A server render of the list page in the state `label`. */
const page = (label: string, styleIds = 'css a b') =>
  `<!doctype html><html><head><title>${label} | Shop</title><style data-critical-css="${styleIds}">.x{}</style></head>` +
  `<body><header><a href="/c/other/">Other</a></header><section data-list="">` +
  `<h1 id="list-heading">${label}</h1><a id="filter" href="/c/jackets/?prefn1=c_color&amp;prefv1=Red">Red</a>` +
  `<a id="away" href="/c/other/">Elsewhere</a>` +
  `<form id="sort" method="get" action="/c/jackets/"><input type="hidden" name="q" value="x">` +
  `<select name="sort"><option value="price-low-to-high" selected>Price</option></select>` +
  `<button type="submit">Apply</button></form></section></body></html>`;

const htmlResponse = (html: string) =>
  new Response(html, { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' } });

/** A fetch the test answers by hand, request by request. */
function manualFetch() {
  const requests: { url: string; signal: AbortSignal; answer: (response: Response) => void }[] = [];
  const fetch = vi.fn(
    (url: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((resolve, reject) => {
        const signal = init!.signal!;
        signal.addEventListener('abort', () => reject(signal.reason));
        requests.push({ url: String(url), signal, answer: resolve });
      }),
  );
  return { fetch: fetch as unknown as typeof globalThis.fetch, requests };
}

function load(label: string) {
  const parsed = new DOMParser().parseFromString(page(label), 'text/html');
  document.head.replaceChildren(...Array.from(parsed.head.childNodes, (node) => document.importNode(node, true)));
  document.body.replaceChildren(...Array.from(parsed.body.childNodes, (node) => document.importNode(node, true)));
  window.history.replaceState(null, '', '/c/jackets/');
}

describe('startInPlaceNavigation', () => {
  let navigation: InPlaceNavigation | undefined;
  afterEach(() => {
    navigation?.stop();
    navigation = undefined;
  });

  function start(fetch: typeof globalThis.fetch, extra: { fallback?: (url: string) => void; timeoutMs?: number } = {}) {
    const replaced = vi.fn();
    const fallback = extra.fallback ?? vi.fn();
    navigation = startInPlaceNavigation({
      region: '[data-list]',
      within: '[data-list]',
      styleIdsAttribute: 'data-critical-css',
      onReplaced: replaced,
      fallback,
      fetch,
      ...(extra.timeoutMs ? { timeoutMs: extra.timeoutMs } : {}),
    });
    return { replaced, fallback };
  }

  it('loads a same-page link into the region, pushes its address and re-hydrates the islands', async () => {
    load('All jackets');
    const { fetch, requests } = manualFetch();
    const { replaced } = start(fetch);
    const events: string[] = [];
    const record = (event: Event) => events.push(event.type);
    document.addEventListener(ISLANDS_REMOVING_EVENT, record);
    document.addEventListener(ISLANDS_ADDED_EVENT, record);

    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    document.getElementById('filter')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(requests[0]!.url).toBe('http://localhost:3000/c/jackets/?prefn1=c_color&prefv1=Red');
    requests[0]!.answer(htmlResponse(page('Red jackets', 'css a b c')));

    await waitFor(() => expect(replaced).toHaveBeenCalledTimes(1));
    expect(document.getElementById('list-heading')!.textContent).toBe('Red jackets');
    expect(document.title).toBe('Red jackets | Shop');
    expect(window.location.search).toBe('?prefn1=c_color&prefv1=Red');
    expect(events).toEqual([ISLANDS_REMOVING_EVENT, ISLANDS_ADDED_EVENT]);
    // The new state needs rule `c`: its styles come over; the page's header is untouched.
    expect(document.querySelectorAll('style[data-critical-css]')).toHaveLength(2);
    expect(document.querySelector('header a')!.textContent).toBe('Other');
    document.removeEventListener(ISLANDS_REMOVING_EVENT, record);
    document.removeEventListener(ISLANDS_ADDED_EVENT, record);
  });

  /** A press on `id` (a primary pointer's `pointerdown`) at `timeStamp`, then optionally its click. */
  const press = (id: string, timeStamp = 1000) => {
    const down = new MouseEvent('pointerdown', { bubbles: true, cancelable: true, button: 0 });
    Object.defineProperties(down, { isPrimary: { value: true }, timeStamp: { value: timeStamp } });
    document.getElementById(id)!.dispatchEvent(down);
  };
  const click = (id: string, timeStamp = 1080) => {
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    Object.defineProperty(event, 'timeStamp', { value: timeStamp });
    document.getElementById(id)!.dispatchEvent(event);
    return event;
  };

  it("starts a link's request on the press, and its click takes that answer", async () => {
    load('All jackets');
    const { fetch, requests } = manualFetch();
    const { replaced } = start(fetch);
    press('filter');
    expect(requests.map((request) => request.url)).toEqual([
      'http://localhost:3000/c/jackets/?prefn1=c_color&prefv1=Red',
    ]);
    expect(click('filter').defaultPrevented).toBe(true);
    expect(requests).toHaveLength(1);
    expect(requests[0]!.signal.aborted).toBe(false);
    requests[0]!.answer(htmlResponse(page('Red jackets')));
    await waitFor(() => expect(replaced).toHaveBeenCalledTimes(1));
    expect(document.getElementById('list-heading')!.textContent).toBe('Red jackets');
  });

  it("drops a press's request when the press is cancelled (a scroll), or when its click comes too late", () => {
    load('All jackets');
    const { fetch, requests } = manualFetch();
    start(fetch);
    press('filter');
    document.dispatchEvent(new Event('pointercancel'));
    expect(requests[0]!.signal.aborted).toBe(true);
    click('filter');
    expect(requests).toHaveLength(2);

    press('filter', 5000);
    click('filter', 5000 + PRESS_SERVES_CLICK_MS + 1);
    expect(requests).toHaveLength(4);
    expect(requests[2]!.signal.aborted).toBe(true);
    expect(requests[3]!.signal.aborted).toBe(false);
  });

  it('starts nothing on a press outside the list or on a link to another page', () => {
    load('All jackets');
    const { fetch, requests } = manualFetch();
    start(fetch);
    press('away');
    const header = document.querySelector('header a')!;
    header.id = 'header-link';
    press('header-link');
    expect(requests).toHaveLength(0);
  });

  it('leaves links to other pages and modified clicks to the browser', () => {
    load('All jackets');
    const { fetch, requests } = manualFetch();
    start(fetch);
    const away = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    document.getElementById('away')!.dispatchEvent(away);
    const newTab = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ctrlKey: true });
    document.getElementById('filter')!.dispatchEvent(newTab);
    expect(away.defaultPrevented).toBe(false);
    expect(newTab.defaultPrevented).toBe(false);
    expect(requests).toHaveLength(0);
  });

  it('sends a GET form in place with its fields', () => {
    load('All jackets');
    const { fetch, requests } = manualFetch();
    start(fetch);
    const form = document.getElementById('sort') as HTMLFormElement;
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(requests[0]!.url).toBe('http://localhost:3000/c/jackets/?q=x&sort=price-low-to-high');
    expect(getFormUrl(form)?.pathname).toBe('/c/jackets/');
  });

  it('aborts the first load when a second change comes, and never shows the first', async () => {
    load('All jackets');
    const { fetch, requests } = manualFetch();
    const { replaced, fallback } = start(fetch);
    void navigation!.navigate('/c/jackets/?page=2', 'push');
    const second = navigation!.navigate('/c/jackets/?page=3', 'push');
    expect(requests[0]!.signal.aborted).toBe(true);
    requests[1]!.answer(htmlResponse(page('Page 3')));
    expect(await second).toBe(true);
    requests[0]!.answer(htmlResponse(page('Page 2')));
    expect(document.getElementById('list-heading')!.textContent).toBe('Page 3');
    expect(replaced).toHaveBeenCalledTimes(1);
    expect(fallback).not.toHaveBeenCalled();
  });

  it('restores a state from Back (popstate) without pushing another entry', async () => {
    load('All jackets');
    const { fetch, requests } = manualFetch();
    const { replaced } = start(fetch);
    const pushes = vi.spyOn(window.history, 'pushState');
    window.dispatchEvent(new PopStateEvent('popstate', { state: { ridgelineInPlace: '[data-list]' } }));
    requests[0]!.answer(htmlResponse(page('Back again')));
    await waitFor(() => expect(replaced).toHaveBeenCalledWith(expect.any(Element), 'pop'));
    expect(pushes).not.toHaveBeenCalled();
    // Another page's history entries are not ours.
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    expect(requests).toHaveLength(1);
    pushes.mockRestore();
  });

  it('loads the document instead when the answer is not the page, or the load times out', async () => {
    vi.useFakeTimers();
    try {
      load('All jackets');
      const { fetch, requests } = manualFetch();
      const { fallback } = start(fetch, { timeoutMs: 1000 });
      const failed = navigation!.navigate('/c/jackets/?page=2', 'push');
      requests[0]!.answer(new Response('{}', { status: 500, headers: { 'content-type': 'application/json' } }));
      expect(await failed).toBe(false);
      expect(fallback).toHaveBeenLastCalledWith('/c/jackets/?page=2');

      const slow = navigation!.navigate('/c/jackets/?page=3', 'push');
      vi.advanceTimersByTime(1000);
      expect(await slow).toBe(false);
      expect(fallback).toHaveBeenLastCalledWith('/c/jackets/?page=3');
      expect(document.getElementById('list-heading')!.textContent).toBe('All jackets');
    } finally {
      vi.useRealTimers();
    }
  });
});
