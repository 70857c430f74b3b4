import type { IntlShape } from 'react-intl';
import type { RefinementFacet } from '@ridgeline/ui';
import { chosenValueCount, type FilterDrawerLabels } from './FilterDrawer';

/**
 * The phone filter drawer's words in the page's locale, formatted on the server: the island gets them as props, so
 * its chunk carries no message library (a module of its own, so that the island's code never imports react-intl).
 */
export function filterDrawerLabels(
  intl: IntlShape,
  facets: readonly RefinementFacet[],
  total: number,
): FilterDrawerLabels {
  return {
    button: intl.formatMessage(
      {
        id: 'list.filterDrawer.button',
        defaultMessage: '{count, plural, =0 {Filters} other {Filters (#)}}',
        description: 'The phone toolbar button that opens the filters; # is the number of chosen filter values',
      },
      { count: chosenValueCount(facets) },
    ),
    title: intl.formatMessage({ id: 'list.filters', defaultMessage: 'Filters' }),
    close: intl.formatMessage({ id: 'list.filterDrawer.close', defaultMessage: 'Close filters' }),
    showResults: intl.formatMessage(
      {
        id: 'list.filterDrawer.showResults',
        defaultMessage: '{count, plural, one {Show # result} other {Show # results}}',
      },
      { count: total },
    ),
  };
}
