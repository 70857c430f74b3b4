import { act } from '@testing-library/react';
import { ContentRenderer, type PreparedContent, type RenderContext } from '@ridgeline/renderer';
import { RidgelineProvider } from '@ridgeline/ui';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import fixture from './fixtures/personalised-home-offers.json';
import { PERSONALISATION_FADE_MS, resolutionSignature, shouldFade } from './fade';
import {
  contextFor,
  memoryLogger,
  prepareFixture,
  renderFixture,
  testRegistry,
  type PrepareFixtureOptions,
} from '../test/harness';

const ROOT = `[data-schema="https://schema.ridgeline.dev/personalised-container"]`;
const JOIN = 'Join Ridgeline Rewards: 10% off your first order';
const HERO = 'Double points on every summit';
const LOYALTY = ['Everyone', 'Registered', 'Loyalty Members'];

/** The text of every rule of the element's own (Emotion) class, including rules nested in @media; global rules left out. */
function rulesFor(element: Element): { media?: string; css: string }[] {
  const found: { media?: string; css: string }[] = [];
  const visit = (rules: CSSRuleList, media?: string) => {
    for (const rule of Array.from(rules)) {
      if (rule instanceof CSSMediaRule) visit(rule.cssRules, rule.conditionText || rule.media.mediaText);
      else if (
        rule instanceof CSSStyleRule &&
        rule.selectorText.startsWith('.css-') &&
        element.matches(rule.selectorText)
      )
        found.push({ ...(media ? { media } : {}), css: rule.cssText });
    }
  };
  for (const sheet of Array.from(document.styleSheets)) visit(sheet.cssRules);
  return found;
}

function keyframesText(): string {
  return Array.from(document.styleSheets)
    .flatMap((sheet) => Array.from(sheet.cssRules))
    .filter((rule) => rule instanceof CSSKeyframesRule)
    .map((rule) => rule.cssText)
    .join('\n');
}

function container(): HTMLElement {
  const root = document.querySelector<HTMLElement>(ROOT);
  expect(root).not.toBeNull();
  return root!;
}

describe('shouldFade (the rule)', () => {
  const base = { firstSignature: 'a', signature: 'a' };
  it('fades content resolved on the client, never server HTML that hydrated', () => {
    expect(shouldFade({ ...base, mode: 'production', firstRenderOnClient: true })).toBe(true);
    expect(shouldFade({ ...base, mode: 'production', firstRenderOnClient: false })).toBe(false);
  });
  it('fades a hydrated container once its resolution changes on the client', () => {
    expect(shouldFade({ mode: 'production', firstRenderOnClient: false, firstSignature: 'a', signature: 'b' })).toBe(
      true,
    );
  });
  it('never fades in preview', () => {
    expect(shouldFade({ ...base, mode: 'preview', firstRenderOnClient: true })).toBe(false);
    expect(shouldFade({ mode: 'preview', firstRenderOnClient: false, firstSignature: 'a', signature: 'b' })).toBe(
      false,
    );
  });
  it('identifies a resolution by the chosen items in order', () => {
    const item = (id: string) => ({ _meta: { schema: 's', deliveryId: id } });
    expect(resolutionSignature([item('x'), item('y')])).toBe('x|y');
    expect(resolutionSignature([item('y'), item('x')])).not.toBe(resolutionSignature([item('x'), item('y')]));
  });
});

describe('PersonalisedContainer fade-in (jsdom)', () => {
  it('a container rendered on the client fades in over 0.1 s, and not under reduced motion', async () => {
    await renderFixture(fixture, { mode: 'production' });
    const root = container();
    expect(root).toHaveAttribute('data-personalisation-fade', 'in');
    expect(root).toHaveTextContent(JOIN);
    const rules = rulesFor(root);
    const animated = rules.find((rule) => !rule.media && /animation:/.test(rule.css));
    expect(animated?.css).toContain(`${PERSONALISATION_FADE_MS}ms`);
    // the keyframes named by the animation go from opacity 0 to 1
    const name = /animation:\s*([\w-]+)/.exec(animated!.css)![1]!;
    expect(keyframesText()).toMatch(
      new RegExp(`@keyframes ${name}\\s*{\\s*(from|0%)\\s*{\\s*opacity: 0;\\s*}\\s*(to|100%)\\s*{\\s*opacity: 1;\\s*}`),
    );
    const reduced = rules.find((rule) => rule.media?.includes('prefers-reduced-motion: reduce'));
    expect(reduced?.css).toMatch(/animation: none/);
  });

  it('does not fade in preview', async () => {
    await renderFixture(fixture, { mode: 'preview' });
    const root = container();
    expect(root).toHaveTextContent(JOIN);
    expect(root).not.toHaveAttribute('data-personalisation-fade');
    expect(rulesFor(root).some((rule) => /animation/.test(rule.css))).toBe(false);
  });
});

describe('PersonalisedContainer fade-in and server rendering', () => {
  let root: Root | undefined;
  let host: HTMLElement | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    host?.remove();
    root = undefined;
    host = undefined;
  });

  const element = (prepared: PreparedContent, context: RenderContext) => (
    <RidgelineProvider>
      <ContentRenderer content={prepared} registry={testRegistry} context={context} logger={memoryLogger()} />
    </RidgelineProvider>
  );

  async function serverThenHydrate(options: PrepareFixtureOptions) {
    const context = contextFor(options);
    const prepared = await prepareFixture(fixture, options);
    const html = renderToString(element(prepared, context));
    host = document.createElement('div');
    host.innerHTML = html;
    document.body.appendChild(host);
    const recoverable: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(host!, element(prepared, context), {
        onRecoverableError: (error) => void recoverable.push(error),
      });
      // let LazyMotion's feature chunk arrive inside act (it sets state when it loads): wait for the import itself
      await vi.dynamicImportSettled();
    });
    return { html, context, recoverable };
  }

  it('server HTML never carries the fade or a hidden opacity: content is visible without JavaScript', async () => {
    const html = renderToString(
      element(await prepareFixture(fixture, { mode: 'production' }), contextFor({ mode: 'production' })),
    );
    expect(html).toContain(JOIN);
    expect(html).not.toContain('data-personalisation-fade');
    expect(html).not.toMatch(/opacity:\s*0/);
  });

  it('hydration keeps the server markup (no fade, no mismatch); a new resolution on the client then fades in', async () => {
    const { recoverable } = await serverThenHydrate({ mode: 'production' });
    expect(recoverable).toEqual([]);
    expect(container()).toHaveTextContent(JOIN);
    expect(container()).not.toHaveAttribute('data-personalisation-fade');

    // the toolkit's revalidation: the page's loader resolved the container for other groups
    const loyalty = { mode: 'production' as const, customerGroups: LOYALTY };
    const prepared = await prepareFixture(fixture, loyalty);
    await act(async () => root!.render(element(prepared, contextFor(loyalty))));
    expect(container()).toHaveTextContent(HERO);
    expect(container()).toHaveAttribute('data-personalisation-fade', 'in');
  });

  it('in preview a new resolution on the client appears without a fade', async () => {
    const { recoverable } = await serverThenHydrate({ mode: 'preview' });
    expect(recoverable).toEqual([]);
    const loyalty = { mode: 'preview' as const, customerGroups: LOYALTY };
    const prepared = await prepareFixture(fixture, loyalty);
    await act(async () => root!.render(element(prepared, contextFor(loyalty))));
    expect(container()).toHaveTextContent(HERO);
    expect(container()).not.toHaveAttribute('data-personalisation-fade');
  });
});
