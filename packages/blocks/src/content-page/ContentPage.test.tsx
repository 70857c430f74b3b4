import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import fixture from './fixtures/page-trail-guide.json';
import { pageSeo, pageShell } from '../shared/page';
import type { ContentPageContent } from '../shared/page/types';
import { prepareFixture, renderFixture } from '../test/harness';

const SCHEMA = 'https://schema.ridgeline.dev/content-page';

describe('ContentPage (through the renderer)', () => {
  it('renders its blocks in order inside its root', async () => {
    const { container, prepared } = await renderFixture(fixture);
    expect(prepared.__ridgeline.status).toBe('ok');
    const root = container.querySelector(`[data-schema="${SCHEMA}"]`)!;
    expect(root).toHaveAttribute('data-content-id', fixture._meta.deliveryId);
    expect(root).toHaveAttribute('data-has-collection-logo', 'true');
    expect([...root.children].map((child) => child.getAttribute('data-content-id'))).toEqual(
      fixture.blocks.map((block) => block._meta.deliveryId),
    );
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('exposes the collection logo for the header and no floating header', async () => {
    const prepared = await prepareFixture(fixture, { mediaHost: 'http://localhost:4010' });
    const shell = pageShell(prepared as unknown as ContentPageContent, { mediaHost: 'http://localhost:4010' });
    expect(shell.floatingHeader).toBe(false);
    expect(shell.firstBlockProvidesH1).toBe(true);
    expect(shell.collectionLogo?.src).toBe('http://localhost:4010/i/ridgeline/trail-series-badge?fmt=auto&q=60&h=40');
    expect(shell.collectionLogo?.srcSet).toMatch(/h=40 1x, .*h=80 2x$/);
  });

  it('rejects a delivery key outside page/{slug}', async () => {
    const wrong = structuredClone(fixture);
    (wrong._meta as { deliveryKey: string }).deliveryKey = 'trail-guide';
    const { prepared } = await renderFixture(wrong);
    expect(prepared.__ridgeline.status).toBe('failed');
    expect(JSON.stringify(prepared.__ridgeline)).toContain('deliveryKey');
  });

  it('builds the head from seo', () => {
    const head = pageSeo(fixture as unknown as ContentPageContent);
    expect(head.title).toBe(fixture.seo.title);
  });
});
