import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import fixture from './fixtures/category-mens-jackets-page.json';
import { pageSeo, pageShell } from '../shared/page';
import type { PageContent } from '../shared/page/types';
import { renderFixture } from '../test/harness';

describe('CategoryLandingPage', () => {
  it('renders its blocks in order, product carousels included', async () => {
    const { container, prepared } = await renderFixture(fixture);
    const root = container.querySelector('[data-schema="https://schema.ridgeline.dev/category-landing-page"]')!;
    expect(root).toHaveAttribute('data-category-id', 'mens-jackets');
    const schemas = [...root.querySelectorAll('[data-schema]')]
      .map((el) => el.getAttribute('data-schema'))
      .filter((s) => !s!.endsWith('/card'));
    expect(schemas).toEqual(fixture.blocks.map((b) => b._meta.schema));
    expect(screen.getAllByRole('region').length).toBeGreaterThanOrEqual(2);
    expect(pageShell(prepared as unknown as PageContent)).toMatchObject({
      floatingHeader: false,
      firstBlockProvidesH1: false,
    });
    expect(pageSeo(fixture as unknown as PageContent).title).toBe("Men's Jackets & Vests | Ridgeline");
  });

  it('floatingHeader reaches the shell', async () => {
    const { prepared } = await renderFixture({ ...fixture, floatingHeader: true });
    expect(pageShell(prepared as unknown as PageContent).floatingHeader).toBe(true);
  });
});
