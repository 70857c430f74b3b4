import type { ProductTileModel } from '../ProductTile';
import { chosenFacets } from '../FilterDrawer/fixtures';
import type { ProductListText, ProductListView } from './ProductListLayout';

const tile = (id: string, name: string, sales: number): ProductTileModel => ({
  id,
  name,
  href: `/product/${id}`,
  images: [
    {
      url: `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="5"/>')}`,
      alt: name,
    },
  ],
  colours: [],
  price: { type: 'single', sales },
});

/** A category page's view: two products, two values chosen, two pages. */
export const categoryView: ProductListView = {
  mode: 'category',
  q: '',
  heading: "Men's Jackets",
  total: 2,
  page: 1,
  pageCount: 2,
  pageHrefs: { 1: '/c/mens/', 2: '/c/mens/?page=2' },
  tiles: [tile('RM1', 'Summit Jacket', 189), tile('RM2', 'Trail Fleece', 79)],
  facets: chosenFacets,
  clearHref: '/c/mens/',
  quickFilters: [{ id: 'mens-jackets', label: 'Jackets', href: '/c/mens-jackets/' }],
  breadcrumbs: [
    { label: 'Home', href: '/' },
    { label: "Men's", href: '/c/mens/' },
  ],
  formAction: '/c/mens/',
  sort: {
    value: 'best-matches',
    options: [
      { value: 'best-matches', label: 'Best Matches' },
      { value: 'newest', label: 'Newest' },
    ],
    hidden: [],
  },
  limit: { value: '24', options: [{ value: '24', label: '24' }], hidden: [] },
  refined: true,
};

/** A search that found nothing, with a correction on offer. */
export const emptySearchView: ProductListView = {
  ...categoryView,
  mode: 'search',
  q: 'jakcet',
  heading: 'Search results for “jakcet”',
  total: 0,
  pageCount: 1,
  pageHrefs: {},
  tiles: [],
  facets: [],
  quickFilters: [],
  breadcrumbs: [],
  formAction: '/search',
  suggestion: { phrase: 'jacket', href: '/search?q=jacket' },
  refined: false,
};

/** The en-US words (the storefront formats them in the page's locale). */
export const englishListText: ProductListText = {
  resultCount: '2 results',
  quickFilters: 'Shop by category',
  filters: 'Filters',
  sortBy: 'Sort by',
  itemsPerPage: 'Items per page',
  apply: 'Apply',
  products: 'Products',
  breadcrumb: 'Breadcrumb',
  pagination: 'Pagination',
  previous: 'Previous',
  next: 'Next',
  searchField: 'Search products',
  searchSubmit: 'Search',
  searchAgain: 'Search again',
  emptyNoPhrase: 'What are you looking for? Enter a word or two to search the catalogue.',
  emptyFilters: 'No products match these filters.',
  clearFilters: 'Clear all filters',
  emptySearch: 'We couldn’t find anything for “jakcet”.',
  didYouMean: (phrase) => <>Did you mean {phrase}?</>,
  searchHint: 'Check the spelling, try a more general word, or fewer words.',
  emptyCategory: 'There are no products here yet.',
  home: 'Go to the home page',
};
