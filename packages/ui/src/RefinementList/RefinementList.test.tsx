import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoFacets } from './fixtures';
import { RefinementList } from './RefinementList';

describe('RefinementList', () => {
  it('shows one group per facet, each value a link with its count', () => {
    const { container } = render(<RefinementList facets={demoFacets} clearHref="/c/mens-jackets/" />);
    expect(screen.getByRole('heading', { level: 2, name: 'Filters' })).toBeInTheDocument();
    const groups = container.querySelectorAll('details');
    expect([...groups].map((group) => group.getAttribute('data-facet'))).toEqual(['c_color', 'c_size', 'price']);
    const black = screen.getByRole('link', { name: 'Black (5)' });
    expect(black).toHaveAttribute('href', '#refine=c_color=Black|Blue');
    expect(black).toHaveAttribute('rel', 'nofollow');
  });

  it('can keep its heading for assistive technology only, with Clear all still offered', () => {
    render(
      <RefinementList
        facets={demoFacets}
        clearHref="/c/mens-jackets/"
        heading="Filters"
        headingLevel={3}
        headingHidden
      />,
    );
    const heading = screen.getByRole('heading', { level: 3, name: 'Filters' });
    expect(heading.tagName).toBe('H3');
    // visually hidden: clipped to one pixel, not display:none (still read)
    expect(getComputedStyle(heading).position).toBe('absolute');
    expect(getComputedStyle(heading).width).toBe('1px');
    expect(screen.getByRole('link', { name: 'Clear all' })).toHaveAttribute('href', '/c/mens-jackets/');
  });

  it('names a selected value as selected and counts the selected values of its facet', () => {
    render(<RefinementList facets={demoFacets} />);
    const blue = screen.getByRole('link', { name: /^Blue \(3\) ?, selected$/ });
    expect(blue).toHaveAttribute('data-selected', 'true');
    expect(screen.getByText('(1 selected)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Green (2)' })).toHaveAttribute('data-selected', 'false');
  });

  it('offers Clear all only while something is selected', () => {
    const { rerender } = render(<RefinementList facets={demoFacets} clearHref="/c/mens-jackets/" />);
    expect(screen.getByRole('link', { name: 'Clear all' })).toHaveAttribute('href', '/c/mens-jackets/');
    const none = demoFacets.map((facet) => ({
      ...facet,
      values: facet.values.map((value) => ({ ...value, selected: false })),
    }));
    rerender(<RefinementList facets={none} clearHref="/c/mens-jackets/" />);
    expect(screen.queryByRole('link', { name: 'Clear all' })).toBeNull();
  });

  it('collapses the facets asked for unless they hold a selected value', () => {
    const { container } = render(<RefinementList facets={demoFacets} collapsed={['c_color', 'price']} />);
    const open = (id: string) => (container.querySelector(`details[data-facet="${id}"]`) as HTMLDetailsElement).open;
    expect(open('c_color')).toBe(true);
    expect(open('c_size')).toBe(true);
    expect(open('price')).toBe(false);
  });

  it('draws colour swatches and nests subcategory values', () => {
    const facets = [
      demoFacets[0]!,
      {
        attributeId: 'cgid',
        label: 'Category',
        values: [
          {
            value: 'mens',
            label: "Men's",
            hitCount: 9,
            href: '#',
            selected: true,
            values: [{ value: 'mens-jackets', label: 'Jackets', hitCount: 6, href: '#j', selected: false }],
          },
        ],
      },
    ];
    const { container } = render(<RefinementList facets={facets} />);
    expect(container.querySelector('[data-refinement-value="Black"] span[style]')).toHaveStyle({
      background: '#1f1f22',
    });
    const parent = screen.getByRole('link', { name: /^Men's \(9\) ?, selected$/ }).closest('li')!;
    expect(within(parent).getByRole('link', { name: 'Jackets (6)' })).toHaveAttribute('href', '#j');
  });

  it('leaves out facets without values and renders nothing without any', () => {
    const { container, rerender } = render(
      <RefinementList facets={[{ attributeId: 'c_size', label: 'Size', values: [] }, demoFacets[2]!]} />,
    );
    expect(container.querySelectorAll('details')).toHaveLength(1);
    rerender(<RefinementList facets={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
