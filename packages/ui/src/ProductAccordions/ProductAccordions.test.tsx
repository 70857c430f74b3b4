import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProvider } from '../test/render';
import { ProductAccordions, type ProductAccordionsCopy } from './ProductAccordions';

const full: ProductAccordionsCopy = {
  features: ['Waterproof', 'Packable'],
  detailsHtml: '<p>A <strong>warm</strong> jacket.</p>',
  styleNumber: 'RM1001',
  manufacturerSku: 'RDG-RM1001',
  fit: 'Regular',
  fabric: 'Recycled nylon',
  gearUpForAdventure: 'Pair it with the Trail Boot.',
  rating: 4.25,
  reviewCount: 1,
  questions: [{ question: 'Does it run small?', answer: 'No.' }],
};

const sections = (container: HTMLElement) =>
  [...container.querySelectorAll('details')].map((section) => [
    section.getAttribute('data-accordion'),
    section.hasAttribute('open'),
  ]);

describe('ProductAccordions', () => {
  it('shows every section with content, the first ones open, as native disclosures', () => {
    const { container } = renderWithProvider(<ProductAccordions copy={full} />);
    expect(sections(container)).toEqual([
      ['features', true],
      ['product_details', true],
      ['fabric', false],
      ['gear_up_for_adventure', true],
      ['shipping_and_returns', false],
      ['reviews', false],
      ['questions', false],
    ]);
    expect(screen.getByText('Fit & Fabric')).toBeInTheDocument();
    expect(screen.getByText('Style RM1001')).toBeInTheDocument();
    expect(screen.getByText('Manufacturer SKU RDG-RM1001')).toBeInTheDocument();
    expect(screen.getByText('Rated 4.3 out of 5 from 1 review.')).toBeInTheDocument();
    expect(container.querySelector('strong')).toHaveTextContent('warm');
    expect(screen.getByText('Does it run small?').tagName).toBe('DT');
  });

  it('names each disclosure by its title alone: the +/– glyph is hidden from assistive technology', () => {
    const { container } = renderWithProvider(<ProductAccordions copy={full} />);
    const summary = container.querySelector('details[data-accordion="fabric"] > summary')!;
    expect(summary).toHaveAccessibleName('Fit & Fabric');
    // The glyph is CSS content of an aria-hidden span (a summary's own ::after would join its name in browsers).
    expect(summary.querySelector('[data-accordion-glyph]')).toHaveAttribute('aria-hidden', 'true');
  });

  it('leaves empty sections out but always says something about shipping, reviews and questions', () => {
    const { container } = renderWithProvider(<ProductAccordions copy={{ features: [], questions: [] }} />);
    expect(sections(container).map(([id]) => id)).toEqual(['shipping_and_returns', 'reviews', 'questions']);
    expect(screen.getByText('No reviews yet.')).toBeInTheDocument();
    expect(screen.getByText('No questions yet.')).toBeInTheDocument();
    expect(screen.getByText(/Return unworn items within 60 days/)).toBeInTheDocument();
  });

  it('opens the sections the shop configured instead of the default ones, and a paging link’s section besides', () => {
    const { container } = renderWithProvider(
      <ProductAccordions copy={{ ...full, defaultOpen: ['fabric', 'shipping_and_returns'] }} open={['questions']} />,
    );
    expect(sections(container).filter(([, open]) => open)).toEqual([
      ['fabric', true],
      ['shipping_and_returns', true],
      ['questions', true],
    ]);
    const closed = renderWithProvider(<ProductAccordions copy={{ ...full, defaultOpen: [] }} />);
    expect(sections(closed.container).some(([, open]) => open)).toBe(false);
  });

  it('has a Product Details section for a manufacturer SKU alone, printed as text', () => {
    const { container } = renderWithProvider(
      <ProductAccordions copy={{ features: [], questions: [], manufacturerSku: '<b>X-1</b>' }} />,
    );
    expect(sections(container).map(([id]) => id)).toContain('product_details');
    expect(container.querySelector('[data-manufacturer-sku]')).toHaveTextContent('Manufacturer SKU <b>X-1</b>');
    expect(container.querySelector('[data-manufacturer-sku] b')).toBeNull();
  });
});
