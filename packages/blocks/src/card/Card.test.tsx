import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import fixture from './fixtures/card-storm-shells.json';
import noBody from './fixtures/card-summit-kit.json';
import { deviceFitProblems, srcSetCandidates } from '../test/srcset';
import { renderFixture } from '../test/harness';

const CARD = 'https://schema.ridgeline.dev/card';

describe('Card (through the renderer)', () => {
  it('validates and carries data-content-id and data-schema on its root article', async () => {
    const { container, prepared } = await renderFixture(fixture);
    expect(prepared.__ridgeline).toEqual({ status: 'ok', data: undefined });
    const root = container.querySelector(`[data-schema="${CARD}"]`);
    expect(root?.tagName).toBe('ARTICLE');
    expect(root).toHaveAttribute('data-content-id', fixture._meta.deliveryId);
  });

  it('renders headlineText as an h2 (never the page h1) and bodyText as copy', async () => {
    await renderFixture(fixture);
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Storm shells' })).toBeInTheDocument();
    expect(screen.getByText(fixture.bodyText)).toBeInTheDocument();
  });

  it('builds a square image from the imageObj image-link (width descriptors; on its own it fills the content box), decorative (no alt field)', async () => {
    const { container } = await renderFixture(fixture, { mediaHost: 'http://localhost:4010' });
    const img = container.querySelector('img')!;
    expect(img.getAttribute('src')).toBe(
      'http://localhost:4010/i/ridgeline/shell-jacket?fmt=auto&q=60&w=800&h=800&sm=aspect&aspect=1:1',
    );
    expect(srcSetCandidates(img.getAttribute('srcset')).map((c) => c.width)).toEqual([
      320, 400, 480, 640, 800, 960, 1200, 1440, 1920, 2400, 2880,
    ]);
    expect(img.getAttribute('srcset')).toContain('w=1440&h=1440&sm=aspect&aspect=1:1 1440w');
    expect(img).toHaveAttribute('sizes', '(min-width: 1280px) 1280px, 100vw');
    expect(deviceFitProblems(img)).toEqual([]);
    expect(img).toHaveAttribute('alt', '');
    expect(img).toHaveAttribute('loading', 'lazy');
  });

  it('leaves out the body when there is none', async () => {
    const { container } = await renderFixture(noBody);
    expect(container.querySelectorAll('article p')).toHaveLength(0);
    expect(screen.getByRole('heading', { name: 'Summit kit' })).toBeInTheDocument();
  });

  it('reports a card without headlineText as invalid content instead of rendering it', async () => {
    const { headlineText: _omit, ...broken } = structuredClone(fixture);
    const { container, prepared } = await renderFixture(broken);
    expect(prepared.__ridgeline).toMatchObject({ status: 'failed', failure: { kind: 'invalid-content' } });
    expect(container.querySelector('[data-ridgeline-failure="invalid-content"]')).not.toBeNull();
    expect(container.querySelector('article')).toBeNull();
  });
});
