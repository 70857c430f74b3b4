import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useEffect, useId, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { prepareContent } from '../prepare/prepareContent';
import { createValidator } from '../validation/createValidator';
import { lazyBlock } from '../lazyBlock';
import { createRegistry, defineBlock } from '../registry';
import { ContentRenderer, RenderContent } from '../rendering/ContentRenderer';
import {
  devContext,
  pageBlock,
  pageItem,
  pageSchema,
  productionContext,
  recordingLogger,
  SCHEMA,
  textBlock,
  textItem,
  textSchema,
} from '../testing/fixtures';
import type { BlockProps, ContentItem, HydrationTrigger, RenderContext } from '../types';
import { hydrateIslands, ISLANDS_ADDED_EVENT, ISLANDS_REMOVING_EVENT } from './client';
import { createPortal } from 'react-dom';
import { hydrationOf } from './hydration';
import { Island } from './Island';
import { IslandsContext } from './IslandsContext';
import {
  HOLD_LINKS_ATTRIBUTE,
  ISLAND_ATTRIBUTE,
  ISLAND_STATE_ATTRIBUTE,
  PROPS_ATTRIBUTE,
  TRIGGER_ATTRIBUTE,
} from './markup';
import { serializeForScript } from './serialize';
import { createServerIslands } from './server';

const COUNTER = 'https://schema.ridgeline.dev/test-counter';
const GROUP = 'https://schema.ridgeline.dev/test-group';

/** An interactive block: a labelled button (useId) that counts its clicks. */
function Counter({ content, rootProps }: BlockProps<ContentItem & { label?: string }>) {
  const [count, setCount] = useState(0);
  const id = useId();
  return (
    <div {...rootProps}>
      <span id={id}>{content.label}</span>
      <button type="button" aria-describedby={id} onClick={() => setCount((value) => value + 1)}>
        clicked {count}
      </button>
    </div>
  );
}

/** Renders its children: a block nested in an island must hydrate with it, not as an island of its own. */
function Group({ content, rootProps }: BlockProps<ContentItem & { items?: unknown[] }>) {
  return (
    <section {...rootProps}>
      <RenderContent content={content.items} />
    </section>
  );
}

function counterBlock(hydrate: HydrationTrigger, load?: () => Promise<typeof Counter>) {
  return defineBlock({ schema: COUNTER, component: load ? lazyBlock(load) : Counter, hydrate });
}
const groupBlock = defineBlock({ schema: GROUP, component: Group, hydrate: 'load' });

const counterItem = (id: string, label: string): ContentItem => ({
  _meta: { schema: COUNTER, deliveryId: id, name: id },
  label,
});

const schemas = [
  { ...pageSchema, properties: { ...pageSchema.properties, blocks: { type: 'array' } } },
  textSchema,
  {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: COUNTER,
    type: 'object',
    properties: { label: { type: 'string' } },
  },
  {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: GROUP,
    type: 'object',
    properties: { items: { type: 'array' } },
  },
];

async function serverHtml(
  content: ContentItem,
  blocks: ReturnType<typeof defineBlock>[],
  context: RenderContext = devContext,
) {
  const registry = createRegistry([pageBlock, textBlock, groupBlock, ...blocks]);
  const prepared = await prepareContent(content, {
    registry,
    context,
    validator: createValidator(schemas),
    logger: recordingLogger(),
  });
  const islands = createServerIslands();
  const html = await islands.renderInto(
    renderToString(
      <IslandsContext.Provider value={islands}>
        <ContentRenderer content={prepared} registry={registry} context={context} logger={recordingLogger()} />
      </IslandsContext.Provider>,
    ),
  );
  return { html, registry };
}

/** Puts server HTML in the document as a browser would receive it (scripts inert). */
function mount(html: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = html;
  document.body.append(host);
  return host;
}

// Islands hydrate on their own schedule, as in a browser, not inside act().
/**
 * Lets everything already under way finish: pending dynamic imports, then one turn of the event loop for the
 * promise chains and tasks they start. Deterministic, unlike sleeping a guessed number of milliseconds.
 */
async function settled() {
  await vi.dynamicImportSettled();
  await new Promise((resolve) => setImmediate(resolve));
}

const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let previousActEnvironment: boolean | undefined;
beforeEach(() => {
  previousActEnvironment = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
});
afterEach(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = previousActEnvironment;
  document.body.innerHTML = '';
});

describe('island markers on the server', () => {
  it('wraps only blocks that hydrate, with their props, and writes nothing for static blocks', async () => {
    const { html } = await serverHtml(
      pageItem([textItem('static', 'Static text'), counterItem('counter', 'Count me')]),
      [counterBlock('visible')],
    );
    const host = mount(html);
    const islands = host.querySelectorAll(`[${ISLAND_ATTRIBUTE}]`);
    expect(islands).toHaveLength(1);
    const island = islands[0] as HTMLElement;
    expect(island.getAttribute('data-hydrate')).toBe('visible');
    expect(island.style.display).toBe('contents');
    expect(island.querySelector('[data-content-id="counter"]')).not.toBeNull();
    expect(host.querySelector('[data-content-id="static"]')?.closest(`[${ISLAND_ATTRIBUTE}]`)).toBeNull();
    const props = JSON.parse(island.nextElementSibling!.textContent!);
    expect(island.nextElementSibling!.getAttribute(PROPS_ATTRIBUTE)).toBe(island.getAttribute('data-island-id'));
    expect(props.content.label).toBe('Count me');
    expect(props.context).toEqual(devContext);
  });

  it('gives nested blocks no islands of their own', async () => {
    const group: ContentItem = {
      _meta: { schema: GROUP, deliveryId: 'group' },
      items: [counterItem('inner', 'Inner')],
    };
    const { html } = await serverHtml(pageItem([group]), [counterBlock('load')]);
    const host = mount(html);
    expect(host.querySelectorAll(`[${ISLAND_ATTRIBUTE}]`)).toHaveLength(1);
    expect(host.querySelector(`[${ISLAND_ATTRIBUTE}] [data-content-id="inner"]`)).not.toBeNull();
  });

  it('writes no markers without an islands provider (a document that hydrates as a whole)', async () => {
    const registry = createRegistry([pageBlock, counterBlock('load')]);
    const html = renderToString(
      <ContentRenderer content={pageItem([counterItem('c', 'x')])} registry={registry} context={devContext} />,
    );
    expect(html).not.toContain(ISLAND_ATTRIBUTE);
  });

  it('sends a failed item nested in an island as its place only in production', async () => {
    const group: ContentItem = {
      _meta: { schema: GROUP, deliveryId: 'group' },
      items: [
        counterItem('good', 'Good'),
        {
          _meta: { schema: SCHEMA.text, deliveryId: 'bad' },
          body: '<img src=x onerror=alert(1)>',
          url: 'javascript:alert(1)',
        },
      ],
    };
    const { html } = await serverHtml(pageItem([group]), [counterBlock('load')], productionContext);
    const props = mount(html).querySelector(`script[${PROPS_ATTRIBUTE}]`)!.textContent!;
    expect(props).not.toContain('javascript:');
    expect(props).not.toContain('onerror');
    expect(props).not.toContain('headline');
    expect(JSON.parse(props).content.items[1]).toEqual({
      _meta: { schema: SCHEMA.text, deliveryId: 'bad' },
      __ridgeline: {
        status: 'failed',
        failure: { kind: 'invalid-content', location: expect.any(String), message: '' },
      },
    });
  });

  it('keeps a failed item whole for editors (development and preview)', async () => {
    const group: ContentItem = {
      _meta: { schema: GROUP, deliveryId: 'group' },
      items: [{ _meta: { schema: SCHEMA.text, deliveryId: 'bad' }, body: 'kept' }],
    };
    const { html } = await serverHtml(pageItem([group]), [], devContext);
    expect(mount(html).querySelector(`script[${PROPS_ATTRIBUTE}]`)!.textContent).toContain('kept');
  });
});

/** An app part (not a block): a labelled counter started at a server-given value. */
function PartCounter({ start, label }: { start: number; label: string }) {
  const [count, setCount] = useState(start);
  const id = useId();
  return (
    <div>
      <span id={id}>{label}</span>
      <button type="button" aria-describedby={id} onClick={() => setCount((value) => value + 1)}>
        {`part ${count}`}
      </button>
    </div>
  );
}

describe('app-part islands (<Island>)', () => {
  const partProps = { start: 2, label: 'Bag' };
  const part = (trigger: HydrationTrigger) => (
    <Island kind="part-counter" trigger={trigger} props={partProps}>
      <PartCounter {...partProps} />
    </Island>
  );

  it('is just its children without an islands provider', () => {
    const html = renderToString(part('load'));
    expect(html).toContain('part 2');
    expect(html).not.toContain(ISLAND_ATTRIBUTE);
  });

  it('renders static HTML with no marker when its trigger is none', async () => {
    const islands = createServerIslands();
    const html = await islands.renderInto(
      renderToString(<IslandsContext.Provider value={islands}>{part('none')}</IslandsContext.Provider>),
    );
    expect(html).toContain('part 2');
    expect(html).not.toContain(ISLAND_ATTRIBUTE);
  });

  it('writes its holdLinks selector only when it hydrates on interaction, escaped', async () => {
    const islands = createServerIslands();
    const selector = '[data-variation-selector] a[href*="?"]';
    const html = await islands.renderInto(
      renderToString(
        <IslandsContext.Provider value={islands}>
          <Island kind="part-counter" trigger="interaction" props={partProps} holdLinks={selector}>
            <PartCounter {...partProps} />
          </Island>
          <Island kind="part-counter" trigger="load" props={partProps} holdLinks={selector}>
            <PartCounter {...partProps} />
          </Island>
        </IslandsContext.Provider>,
      ),
    );
    const host = document.createElement('div');
    host.innerHTML = html;
    const holding = host.querySelectorAll(`[${HOLD_LINKS_ATTRIBUTE}]`);
    expect(holding).toHaveLength(1);
    expect(holding[0]!.getAttribute(TRIGGER_ATTRIBUTE)).toBe('interaction');
    expect(holding[0]!.getAttribute(HOLD_LINKS_ATTRIBUTE)).toBe(selector);
  });

  it('hydrates with the component the runtime was given for its kind, with the server props', async () => {
    const islands = createServerIslands();
    const html = await islands.renderInto(
      renderToString(<IslandsContext.Provider value={islands}>{part('load')}</IslandsContext.Provider>),
    );
    expect(html).toContain(`${ISLAND_ATTRIBUTE}="part-counter"`);
    const host = mount(html);
    const [result] = hydrateIslands({
      registry: createRegistry([]),
      root: host,
      components: { 'part-counter': async () => PartCounter },
    });
    expect(await result).toBe('hydrated');
    fireEvent.click(screen.getByRole('button'));
    await waitFor(() => expect(screen.getByRole('button').textContent).toBe('part 3'));
  });
});

/** A part that puts something outside its container (as an open dialog does): only unmounting takes it away. */
function PortalPart({ label }: { label: string }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    <div>
      {label}
      {mounted ? createPortal(<p data-test-portal="">{label} portal</p>, document.body) : null}
    </div>
  );
}

describe('a region replaced in place (ISLANDS_REMOVING_EVENT, ISLANDS_ADDED_EVENT)', () => {
  const regionHtml = async (label: string) => {
    const islands = createServerIslands();
    const html = await islands.renderInto(
      renderToString(
        <IslandsContext.Provider value={islands}>
          <section data-test-region="">
            <Island kind="part-portal" trigger="load" props={{ label }}>
              <div>{label}</div>
            </Island>
          </section>
        </IslandsContext.Provider>,
      ),
    );
    const template = document.createElement('template');
    template.innerHTML = html;
    return template.content.querySelector('section')!;
  };

  it('unmounts the old islands (their portals go) and hydrates the new ones', async () => {
    const region = await regionHtml('first');
    document.body.append(region);
    // The document's runtime: no root, so it listens for regions replaced in place.
    const [result] = hydrateIslands({
      registry: createRegistry([]),
      components: { 'part-portal': async () => PortalPart },
    });
    expect(await result).toBe('hydrated');
    await waitFor(() => expect(document.querySelector('[data-test-portal]')).not.toBeNull());
    expect(document.querySelector('[data-test-portal]')?.textContent).toBe('first portal');

    region.dispatchEvent(new CustomEvent(ISLANDS_REMOVING_EVENT, { bubbles: true }));
    expect(document.querySelector('[data-test-portal]')).toBeNull();

    const next = await regionHtml('second');
    region.replaceWith(next);
    next.dispatchEvent(new CustomEvent(ISLANDS_ADDED_EVENT, { bubbles: true }));
    await waitFor(() => expect(document.querySelector('[data-test-portal]')?.textContent).toBe('second portal'));
    expect(next.querySelector(`[${ISLAND_STATE_ATTRIBUTE}]`)?.getAttribute(ISLAND_STATE_ATTRIBUTE)).toBe('hydrated');
    next.dispatchEvent(new CustomEvent(ISLANDS_REMOVING_EVENT, { bubbles: true }));
    next.remove();
  });
});

describe('hydrateIslands', () => {
  it('hydrates a load island: its button works and ids match the server', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { html, registry } = await serverHtml(pageItem([counterItem('counter', 'Count me')]), [counterBlock('load')]);
    const host = mount(html);
    const idBefore = host.querySelector('span')!.id;
    const [result] = hydrateIslands({ registry, root: host });
    expect(await result).toBe('hydrated');
    fireEvent.click(screen.getByRole('button'));
    await waitFor(() => expect(screen.getByRole('button').textContent).toBe('clicked 1'));
    expect(host.querySelector('span')!.id).toBe(idBefore);
    // No hydration mismatch. (React's development build also warns here that the server and the client renderer
    // share context objects: both run in this one test process, never in a browser.)
    expect(errors.mock.calls.flat().join('\n')).not.toMatch(/hydrat|did not match/i);
    errors.mockRestore();
  });

  it('keeps the server HTML and logs once when an island cannot load its code', async () => {
    let fail = false;
    const block = counterBlock('load', () =>
      fail ? Promise.reject(new Error('chunk 404')) : Promise.resolve(Counter),
    );
    const { html } = await serverHtml(pageItem([counterItem('counter', 'Still here')]), [block]);
    // The browser has its own copy of the block, whose code fails to load.
    fail = true;
    const browserRegistry = createRegistry([
      pageBlock,
      textBlock,
      groupBlock,
      counterBlock('load', () => Promise.reject(new Error('chunk 404'))),
    ]);
    const host = mount(html);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const [result] = hydrateIslands({ registry: browserRegistry, root: host });
    expect(await result).toBe('failed');
    expect(host.querySelector(`[${ISLAND_ATTRIBUTE}]`)!.getAttribute(ISLAND_STATE_ATTRIBUTE)).toBe('failed');
    expect(host.textContent).toContain('Still here');
    const islandErrors = errors.mock.calls.filter(([line]) => String(line).includes('island-failed'));
    expect(islandErrors).toHaveLength(1);
    expect(JSON.parse(String(islandErrors[0]![0]))).toMatchObject({
      event: 'island-failed',
      schema: COUNTER,
      message: 'chunk 404',
    });
    errors.mockRestore();
  });

  it('waits for an interaction, then replays the click that started it', async () => {
    const { html, registry } = await serverHtml(pageItem([counterItem('counter', 'Count me')]), [
      counterBlock('interaction'),
    ]);
    const host = mount(html);
    const [result] = hydrateIslands({ registry, root: host });
    // Whatever hydrating on its own would start (a chunk import) has had its chance: still pending.
    await settled();
    expect(host.querySelector(`[${ISLAND_ATTRIBUTE}]`)!.getAttribute(ISLAND_STATE_ATTRIBUTE)).toBe('pending');
    fireEvent.click(screen.getByRole('button'));
    expect(await result).toBe('hydrated');
    await waitFor(() => expect(screen.getByRole('button').textContent).toBe('clicked 1'));
  });

  it('hydrates idle islands one per idle period, each after the one before it is done', async () => {
    const idleCallbacks: (() => void)[] = [];
    const original = window.requestIdleCallback;
    window.requestIdleCallback = ((callback: () => void) =>
      idleCallbacks.push(callback)) as typeof window.requestIdleCallback;
    try {
      const { html, registry } = await serverHtml(
        pageItem([counterItem('first', 'First'), counterItem('second', 'Second')]),
        [counterBlock('idle')],
      );
      const host = mount(html);
      const [first, second] = hydrateIslands({ registry, root: host });
      await waitFor(() => expect(idleCallbacks).toHaveLength(1));
      // The second island has not even asked for an idle period yet (with every pending import and task done).
      await settled();
      expect(idleCallbacks).toHaveLength(1);
      idleCallbacks[0]!();
      expect(await first).toBe('hydrated');
      await waitFor(() => expect(idleCallbacks).toHaveLength(2));
      const states = () =>
        Array.from(host.querySelectorAll(`[${ISLAND_ATTRIBUTE}]`), (island) =>
          island.getAttribute(ISLAND_STATE_ATTRIBUTE),
        );
      expect(states()).toEqual(['hydrated', 'pending']);
      idleCallbacks[1]!();
      expect(await second).toBe('hydrated');
    } finally {
      window.requestIdleCallback = original;
    }
  });

  it('does not hydrate the same island twice', async () => {
    const { html, registry } = await serverHtml(pageItem([counterItem('counter', 'x')]), [counterBlock('load')]);
    const host = mount(html);
    const first = hydrateIslands({ registry, root: host });
    const second = hydrateIslands({ registry, root: host });
    expect(first).toHaveLength(1);
    expect(second).toHaveLength(0);
    expect(await Promise.all(first)).toEqual(['hydrated']);
  });
});

describe('a block whose loader data did not come with the page', () => {
  const LOADED = 'https://schema.ridgeline.dev/test-loaded';
  function Loaded({ data, rootProps }: BlockProps<ContentItem, { label: string } | undefined>) {
    return <p {...rootProps}>{data ? data.label : 'loading'}</p>;
  }
  // The server's definition has the loader; the browser's (a browser registry) has only the component.
  const serverBlock = defineBlock({
    schema: LOADED,
    component: Loaded,
    load: async () => ({ label: 'from the loader' }),
  });
  const browserBlock = defineBlock({ schema: LOADED, component: Loaded });
  const item: ContentItem = { _meta: { schema: LOADED, deliveryId: 'loaded-1' } };
  // A prepared item whose loader ran past the budget: ok, without data.
  const withoutData = { ...item, __ridgeline: { status: 'ok', data: undefined } };

  it('becomes an island that fetches its data from the block-data endpoint, even though it is static', async () => {
    const registry = createRegistry([pageBlock, serverBlock]);
    const islands = createServerIslands();
    const html = await islands.renderInto(
      renderToString(
        <IslandsContext.Provider value={islands}>
          <ContentRenderer
            content={pageItem([withoutData])}
            registry={registry}
            context={devContext}
            blockData={{ endpoint: '/__ridgeline/block-data' }}
          />
        </IslandsContext.Provider>,
      ),
    );
    const host = mount(html);
    const island = host.querySelector(`[${ISLAND_ATTRIBUTE}]`)!;
    expect(island.getAttribute('data-hydrate')).toBe('visible');
    expect(JSON.parse(island.nextElementSibling!.textContent!).blockData).toEqual({
      endpoint: '/__ridgeline/block-data',
    });
    expect(host.textContent).toContain('loading');

    const requests: string[] = [];
    const realFetch = globalThis.fetch;
    globalThis.fetch = (async (input: RequestInfo | URL) => {
      requests.push(String(input));
      return new Response(JSON.stringify({ data: { label: 'fetched in the browser' } }), {
        headers: { 'Content-Type': 'application/json' },
      });
    }) as typeof fetch;
    try {
      const [result] = hydrateIslands({ registry: createRegistry([pageBlock, browserBlock]), root: host });
      expect(await result).toBe('hydrated');
      await waitFor(() => expect(host.textContent).toContain('fetched in the browser'));
      expect(requests).toHaveLength(1);
      expect(requests[0]).toMatch(/^\/__ridgeline\/block-data\?.*id=loaded-1/);
    } finally {
      globalThis.fetch = realFetch;
    }
  });

  it('a block whose data came with the page stays static and fetches nothing', async () => {
    const registry = createRegistry([pageBlock, serverBlock]);
    const islands = createServerIslands();
    const html = await islands.renderInto(
      renderToString(
        <IslandsContext.Provider value={islands}>
          <ContentRenderer
            content={pageItem([{ ...item, __ridgeline: { status: 'ok', data: { label: 'from the loader' } } }])}
            registry={registry}
            context={devContext}
            blockData={{ endpoint: '/__ridgeline/block-data' }}
          />
        </IslandsContext.Provider>,
      ),
    );
    expect(html).not.toContain(ISLAND_ATTRIBUTE);
    expect(html).toContain('from the loader');
  });
});

describe('hydrationOf', () => {
  const item = counterItem('a', 'x');
  it('defaults to none and accepts a trigger or a function of the item', () => {
    expect(hydrationOf({}, item)).toBe('none');
    expect(hydrationOf({ hydrate: 'idle' }, item)).toBe('idle');
    expect(hydrationOf({ hydrate: (content) => (content.label ? 'visible' : 'none') }, item)).toBe('visible');
  });
  it('hydrates on load when the answer is unusable', () => {
    expect(hydrationOf({ hydrate: 'sometimes' as HydrationTrigger }, item)).toBe('load');
    expect(
      hydrationOf(
        {
          hydrate: () => {
            throw new Error('no');
          },
        },
        item,
      ),
    ).toBe('load');
  });
});

describe('serializeForScript', () => {
  it('cannot end the script element or open a comment', () => {
    const json = serializeForScript({ html: '</script><script>alert(1)</script><!--', amp: 'a&b', line: '\u2028' });
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual({ html: '</script><script>alert(1)</script><!--', amp: 'a&b', line: '\u2028' });
  });
});
