import { fireEvent } from '@testing-library/react';
import {
  EARLY_CLICK_SCRIPT,
  EARLY_CLICKS_GLOBAL,
  HOLD_LINKS_ATTRIBUTE,
  OPENS_NATIVELY_ATTRIBUTE,
  stopEarlyClickCatcher,
} from './markup';
import { waitForTrigger, type Replay } from './triggers';

/** An `interaction` island's container before hydration: colour and size links, another link, a button. */
function island(holdLinks?: string) {
  const container = document.createElement('div');
  if (holdLinks !== undefined) container.setAttribute(HOLD_LINKS_ATTRIBUTE, holdLinks);
  container.innerHTML =
    `<div data-variation-selector><a id="black" href="/p/jacket?color=010"><span id="black-name">Black</span></a>` +
    `<a id="m" href="/p/jacket?size=M">M</a></div>` +
    `<a id="away" href="/c/jackets">Jackets</a><button id="more" type="button">More</button>`;
  document.body.replaceChildren(container);
  return container;
}

const byId = (id: string) => document.getElementById(id)!;

/** Whether the click was let through to its default action (a link's navigation), and the event it was. */
function click(element: Element, init: MouseEventInit = {}) {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  element.dispatchEvent(event);
  return !event.defaultPrevented;
}

/** Records the clicks that reach the document (after the island's container: what React would see). */
function clicksSeen() {
  const seen: string[] = [];
  const listener = (event: Event) => seen.push((event.target as Element).closest('[id]')?.id ?? '?');
  document.addEventListener('click', listener);
  return { seen, stop: () => document.removeEventListener('click', listener) };
}

describe("'interaction' trigger: links the island takes over (holdLinks)", () => {
  let seen: ReturnType<typeof clicksSeen>;
  beforeEach(() => (seen = clicksSeen()));
  afterEach(() => seen.stop());

  it('holds a plain click on a matching link before hydration, starts the island and replays it after', async () => {
    const container = island('[data-variation-selector] a');
    let replay: Replay | undefined;
    void waitForTrigger(container, 'interaction').then((value) => (replay = value));
    fireEvent.pointerDown(byId('m'));
    expect(click(byId('black-name'))).toBe(false); // no navigation: the default is prevented
    expect(seen.seen).toEqual([]); // and nothing after the container saw it
    await Promise.resolve();
    expect(replay).toBeTypeOf('function');
    replay!();
    expect(seen.seen).toEqual(['black']); // the link itself, as React's handler on it needs
    expect(click(byId('m'))).toBe(true); // after the replay, clicks are no longer held
  });

  it('a click alone (keyboard Enter on a focused link) starts the island too', async () => {
    const container = island('[data-variation-selector] a');
    const started = waitForTrigger(container, 'interaction');
    expect(click(byId('m'))).toBe(false);
    (await started)();
    expect(seen.seen).toEqual(['m']);
  });

  it('replays every held choice in order, a double tap once', async () => {
    const container = island('[data-variation-selector] a');
    const started = waitForTrigger(container, 'interaction');
    click(byId('black'));
    click(byId('m'));
    click(byId('m'));
    (await started)();
    expect(seen.seen).toEqual(['black', 'm']);
  });

  it.each([
    ['ctrl', { ctrlKey: true }],
    ['meta', { metaKey: true }],
    ['shift', { shiftKey: true }],
    ['alt', { altKey: true }],
    ['middle button', { button: 1 }],
  ])('lets a %s click follow the link (a new tab or window)', async (_name, init) => {
    const container = island('[data-variation-selector] a');
    void waitForTrigger(container, 'interaction');
    expect(click(byId('m'), init)).toBe(true);
    expect(seen.seen).toEqual(['m']);
  });

  it('lets other links navigate, and every link without a holdLinks selector', async () => {
    const container = island('[data-variation-selector] a');
    void waitForTrigger(container, 'interaction');
    expect(click(byId('away'))).toBe(true);
    const plain = island();
    void waitForTrigger(plain, 'interaction');
    expect(click(byId('m'))).toBe(true);
    expect(seen.seen).toEqual(['away', 'm']);
  });

  it('holds nothing when the selector is not one (no error either)', async () => {
    const container = island('a[');
    void waitForTrigger(container, 'interaction');
    expect(click(byId('m'))).toBe(true);
  });

  it('still holds buttons as before', async () => {
    const container = island('[data-variation-selector] a');
    const started = waitForTrigger(container, 'interaction');
    expect(click(byId('more'))).toBe(false);
    (await started)();
    expect(seen.seen).toEqual(['more']);
  });

  it('replays nothing for an element no longer in the document', async () => {
    const container = island('[data-variation-selector] a');
    const started = waitForTrigger(container, 'interaction');
    click(byId('m'));
    byId('m').remove();
    (await started)();
    expect(seen.seen).toEqual([]);
  });
});

/** An `interaction` island with a search `<details>` whose summary opens natively (`marked`) or not. */
function searchIsland(marked = true) {
  const container = document.createElement('div');
  container.innerHTML =
    `<details id="search"><summary id="opener" ${marked ? OPENS_NATIVELY_ATTRIBUTE : ''}>Search</summary>` +
    `<form role="search" action="/search"><input type="hidden" name="lang" value="fr"><input id="q" name="q">` +
    `<button type="submit">Search</button></form></details>`;
  document.body.replaceChildren(container);
  return container;
}

const escape = (element: Element) => {
  const event = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
  element.dispatchEvent(event);
  return event;
};

describe("'interaction' trigger: a summary that opens natively", () => {
  let seen: ReturnType<typeof clicksSeen>;
  beforeEach(() => (seen = clicksSeen()));
  afterEach(() => seen.stop());
  const details = () => byId('search') as HTMLDetailsElement;

  it('opens its details within the tap, focuses the first field, starts the island and holds nothing', async () => {
    const started = waitForTrigger(searchIsland(), 'interaction');
    expect(click(byId('opener'))).toBe(false); // toggled by the runtime, not a second time by the browser
    expect(details().open).toBe(true);
    expect(document.activeElement).toBe(byId('q'));
    (await started)();
    expect(seen.seen).toEqual(['opener']); // let through to the page, never replayed after hydration
  });

  it("lets the opened form's submit through (a plain GET form works before hydration)", async () => {
    const started = waitForTrigger(searchIsland(), 'interaction');
    click(byId('opener'));
    expect(click(document.querySelector('button[type="submit"]')!)).toBe(true);
    (await started)();
    expect(seen.seen).toEqual(['opener', 'search']); // seen once each, nothing replayed
  });

  it('a second tap closes it again', async () => {
    void waitForTrigger(searchIsland(), 'interaction');
    click(byId('opener'));
    click(byId('opener'));
    expect(details().open).toBe(false);
  });

  it('Escape in the opened form closes it, keeps the typed text and gives focus back to the summary', async () => {
    void waitForTrigger(searchIsland(), 'interaction');
    click(byId('opener'));
    (byId('q') as HTMLInputElement).value = 'boots';
    expect(escape(byId('q')).defaultPrevented).toBe(true);
    expect(details().open).toBe(false);
    expect(document.activeElement).toBe(byId('opener'));
    expect((byId('q') as HTMLInputElement).value).toBe('boots');
  });

  it('an unmarked summary is held and replayed as before, and Escape leaves its details alone', async () => {
    const started = waitForTrigger(searchIsland(false), 'interaction');
    expect(click(document.querySelector('button[type="submit"]')!)).toBe(false);
    expect(click(byId('opener'))).toBe(false);
    expect(details().open).toBe(false);
    details().open = true;
    expect(escape(byId('q')).defaultPrevented).toBe(false);
    expect(details().open).toBe(true);
    (await started)();
    expect(seen.seen).toEqual(['search', 'opener']);
  });

  it('after hydration the island owns the summary: the runtime neither toggles it nor closes it', async () => {
    const started = waitForTrigger(searchIsland(), 'interaction');
    byId('opener').dispatchEvent(new Event('pointerdown', { bubbles: true }));
    (await started)();
    expect(click(byId('opener'))).toBe(true);
    details().open = true;
    expect(escape(byId('q')).defaultPrevented).toBe(false);
  });
});

describe("'interaction' trigger: taps before the runtime started (the document's early-click catcher)", () => {
  let seen: ReturnType<typeof clicksSeen>;
  beforeEach(() => (seen = clicksSeen()));
  afterEach(() => {
    seen.stop();
    stopEarlyClickCatcher();
    delete (globalThis as Record<string, unknown>)[EARLY_CLICKS_GLOBAL];
  });

  /** Runs the inline script as the document's <head> would, before any island code exists. */
  const runCatcher = () => new Function(EARLY_CLICK_SCRIPT)();

  it('keeps a button tapped in an interaction island, and the island replays it once its trigger is set up', async () => {
    const container = island();
    container.setAttribute('data-hydrate', 'interaction');
    runCatcher();
    expect(click(byId('more'))).toBe(false); // caught: nothing else saw it
    expect(seen.seen).toEqual([]);
    const started = waitForTrigger(container, 'interaction'); // the runtime starts: the island starts at once
    stopEarlyClickCatcher();
    (await started)();
    expect(seen.seen).toEqual(['more']);
    expect(click(byId('more'))).toBe(true); // from now on, clicks are the hydrated island's
  });

  it('leaves links, modified clicks and buttons outside interaction islands to the browser', () => {
    const container = island();
    container.setAttribute('data-hydrate', 'idle');
    runCatcher();
    expect(click(byId('more'))).toBe(true);
    container.setAttribute('data-hydrate', 'interaction');
    expect(click(byId('away'))).toBe(true);
    expect(click(byId('more'), { ctrlKey: true })).toBe(true);
    stopEarlyClickCatcher();
    expect(click(byId('more'))).toBe(true); // stopped: nothing caught any more
    expect(seen.seen).toEqual(['more', 'away', 'more', 'more']);
  });
});

describe("'interaction' trigger: a choice in a select", () => {
  afterEach(() => {
    stopEarlyClickCatcher();
    delete (globalThis as Record<string, unknown>)[EARLY_CLICKS_GLOBAL];
  });
  const sortIsland = () => {
    const container = document.createElement('div');
    container.setAttribute('data-hydrate', 'interaction');
    container.innerHTML =
      '<form><select id="sort" name="sort"><option value="best">Best</option><option value="low">Low</option></select></form>';
    document.body.replaceChildren(container);
    return { container, select: byId('sort') as HTMLSelectElement };
  };
  const choose = (select: HTMLSelectElement, value: string) => {
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  };

  it('made with no pointer or key event (a phone picker, assistive technology) starts the island', async () => {
    const { container, select } = sortIsland();
    let started = false;
    void waitForTrigger(container, 'interaction').then(() => (started = true));
    choose(select, 'low');
    await Promise.resolve();
    expect(started).toBe(true);
    expect(select.value).toBe('low'); // the choice stays where the island will read it
  });

  it('made before the runtime started is kept: the island starts at once, and nothing is clicked on replay', async () => {
    const { container, select } = sortIsland();
    new Function(EARLY_CLICK_SCRIPT)();
    choose(select, 'low');
    const clicks: Event[] = [];
    select.addEventListener('click', (event) => clicks.push(event));
    const started = waitForTrigger(container, 'interaction');
    stopEarlyClickCatcher();
    (await started)();
    expect(select.value).toBe('low');
    expect(clicks).toEqual([]);
  });
});

describe("'interaction' trigger: a button that opens its dialog natively (Invoker Commands)", () => {
  let seen: ReturnType<typeof clicksSeen>;
  let supported: boolean;
  const prototype = HTMLButtonElement.prototype as unknown as Record<string, unknown>;
  beforeEach(() => {
    seen = clicksSeen();
    supported = 'command' in prototype;
  });
  afterEach(() => {
    seen.stop();
    stopEarlyClickCatcher();
    delete (globalThis as Record<string, unknown>)[EARLY_CLICKS_GLOBAL];
    if (!supported) delete prototype.command;
  });
  const withCommands = () => {
    if (!supported) Object.defineProperty(prototype, 'command', { configurable: true, value: '' });
  };
  const menuIsland = () => {
    const container = island();
    container.setAttribute('data-hydrate', 'interaction');
    byId('more').setAttribute('command', 'show-modal');
    byId('more').setAttribute('commandfor', 'menu');
    return container;
  };

  it('is never held where the browser runs the command: its tap opens the dialog before any script', async () => {
    withCommands();
    const container = menuIsland();
    new Function(EARLY_CLICK_SCRIPT)();
    expect(click(byId('more'))).toBe(true); // the early catcher let it through
    stopEarlyClickCatcher();
    let replay: Replay | undefined;
    void waitForTrigger(container, 'interaction').then((value) => (replay = value));
    fireEvent.pointerDown(byId('more'));
    expect(click(byId('more'))).toBe(true); // the runtime too, while the island loads
    await Promise.resolve();
    replay!();
    expect(seen.seen).toEqual(['more', 'more']); // and nothing was replayed
  });

  it('is held and replayed like any button where the browser does not support commands', async () => {
    expect(supported).toBe(false); // jsdom has no Invoker Commands (as Safari before 26.2): this is that case
    const container = menuIsland();
    new Function(EARLY_CLICK_SCRIPT)();
    expect(click(byId('more'))).toBe(false);
    const started = waitForTrigger(container, 'interaction');
    stopEarlyClickCatcher();
    (await started)();
    expect(seen.seen).toEqual(['more']);
  });
});
