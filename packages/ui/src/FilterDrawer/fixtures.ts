import type { RefinementFacet } from '../RefinementList';
import type { FilterDrawerProps } from './FilterDrawer';

/** A category page's facets with Blue and Medium chosen (the drawer's test and story data). */
export const chosenFacets: RefinementFacet[] = [
  {
    attributeId: 'c_color',
    label: 'Color',
    values: [
      {
        value: 'Black',
        label: 'Black',
        hitCount: 5,
        href: '/c/mens/?refine=c_color%3DBlack%7CBlue&refine=c_size%3DM',
        selected: false,
        swatch: '#1f1f22',
      },
      {
        value: 'Blue',
        label: 'Blue',
        hitCount: 3,
        href: '/c/mens/?refine=c_size%3DM',
        selected: true,
        swatch: '#3f6fa3',
      },
    ],
  },
  {
    attributeId: 'c_size',
    label: 'Size',
    values: [
      {
        value: 'S',
        label: 'S',
        hitCount: 1,
        href: '/c/mens/?refine=c_color%3DBlue&refine=c_size%3DM%7CS',
        selected: false,
      },
      { value: 'M', label: 'M', hitCount: 2, href: '/c/mens/?refine=c_color%3DBlue', selected: true },
    ],
  },
  {
    attributeId: 'price',
    label: 'Price',
    values: [
      {
        value: '(50..100)',
        label: '$50.00 - $99.99',
        hitCount: 2,
        href: '/c/mens/?refine=c_color%3DBlue&refine=c_size%3DM&refine=price%3D%2850..100%29',
        selected: false,
      },
    ],
  },
  // No values: the refinement list leaves it out.
  { attributeId: 'c_material', label: 'Material', values: [] },
];

/** The drawer's props as a list page builds them for `chosenFacets` (en-US, 3 results). */
export const chosenFilterDrawer: FilterDrawerProps = {
  facets: chosenFacets,
  clearHref: '/c/mens/',
  collapsed: ['c_size', 'price'],
  text: { button: 'Filters (2)', title: 'Filters', close: 'Close filters', showResults: 'Show 3 results' },
};
