// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { ContentRenderer, type RenderContext } from '@ridgeline/renderer';
import { RidgelineProvider } from '@ridgeline/ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getRegistry } from '../../../platform/registry';

// Record what reaches DOMPurify (the real purifier still does the work).
const purified: string[] = [];
vi.mock('../richTextPurifier', async (importOriginal) => {
  const original = await importOriginal<typeof import('../richTextPurifier')>();
  return {
    ...original,
    loadRichTextPurifier: async () => {
      const purify = await original.loadRichTextPurifier();
      return (html: string) => {
        purified.push(html);
        return purify(html);
      };
    },
  };
});

const { prepareLiveModel } = await import('./live');

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

declare global {
  interface Window {
    __xss?: number;
  }
}

const CONTEXT: RenderContext = { mode: 'preview', locale: 'en-US', customerGroups: ['Unregistered', 'Everyone'] };
const PAYLOAD =
  '<p>Contiguous US only. <img src=x onerror="window.__xss=1"><a href="javascript:window.__xss=2">Shipping details</a>' +
  '<a href=" jav&#x09;ascript:window.__xss=3">again</a><svg><script>window.__xss=4</script></svg></p>';

/** A messaging banner as the Amplience form sends it after an edit of its legal text. */
function editedModel(legalText: string) {
  return {
    _meta: {
      schema: 'https://schema.ridgeline.dev/messaging-banner',
      deliveryId: '3d3f6f0e-6d5e-4a38-9a63-4f0d7f7c2a10',
      name: 'edited',
    },
    headline: { localizableText: 'Free shipping over $75', legalText },
  };
}

describe('live visualization: an edit with script in its HTML never reaches the DOM', () => {
  let root: Root | undefined;
  let host: HTMLElement | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    host?.remove();
    delete window.__xss;
    purified.length = 0;
  });

  it('prepares the model (sanitize-html), runs its legal text through DOMPurify last, and renders it clean', async () => {
    const prepared = await prepareLiveModel(editedModel(PAYLOAD), CONTEXT, false);
    // DOMPurify saw the legal text (after the first sanitizer), and only that field
    expect(purified).toHaveLength(1);
    expect(purified[0]).toContain('Contiguous US only.');

    host = document.createElement('div');
    document.body.appendChild(host);
    root = createRoot(host);
    await act(async () => {
      root!.render(
        <RidgelineProvider>
          <ContentRenderer content={prepared} registry={getRegistry(false)} context={CONTEXT} />
        </RidgelineProvider>,
      );
    });
    const legal = host.querySelector('[data-legal-text]');
    expect(legal).not.toBeNull();
    expect(legal!.textContent).toContain('Contiguous US only.');
    expect(legal!.textContent).toContain('Shipping details');
    expect(host.querySelectorAll('img, svg, script')).toHaveLength(0);
    expect(host.querySelectorAll('[onerror], [onload], [onclick]')).toHaveLength(0);
    for (const link of Array.from(host.querySelectorAll('a'))) {
      expect(link.getAttribute('href') ?? '').not.toMatch(/script:/i);
    }
    expect(host.innerHTML).not.toMatch(/javascript:|onerror|__xss/i);
    expect(window.__xss).toBeUndefined();
  });

  it('an invalid edit is not purified as HTML: it shows its failure card', async () => {
    // the browser's log (app/platform/log.ts): a content failure is a warning line on the console
    const log = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const prepared = await prepareLiveModel(
      { ...editedModel(PAYLOAD), headline: { localizableText: 42, legalText: PAYLOAD } },
      CONTEXT,
      false,
    );
    expect(purified).toEqual([]);
    host = document.createElement('div');
    document.body.appendChild(host);
    root = createRoot(host);
    await act(async () => {
      root!.render(
        <RidgelineProvider>
          <ContentRenderer content={prepared} registry={getRegistry(false)} context={CONTEXT} />
        </RidgelineProvider>,
      );
    });
    expect(host.querySelector('[data-ridgeline-failure="invalid-content"]')).not.toBeNull();
    expect(log).toHaveBeenCalledWith(expect.stringMatching(/"event":"content-failure".*"kind":"invalid-content"/));
    expect(host.querySelectorAll('img, svg, script, [onerror]')).toHaveLength(0);
    expect(window.__xss).toBeUndefined();
  });
});
