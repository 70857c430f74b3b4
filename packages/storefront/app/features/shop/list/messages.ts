import type { IntlShape } from 'react-intl';
import { defineMessages, type MessagesOf } from '../../../platform/i18n/defineMessages';

/**
 * The phone filter drawer's messages. The drawer is an island that loads no react-intl: the list page formats these
 * in its locale (`filterDrawerMessagesOf`, counts included, so nothing is left to fill) and passes them as the
 * `messages` prop. Its title is the sidebar's heading too.
 */
const filterDrawerMessages = defineMessages({
  button: {
    id: 'list.filterDrawer.button',
    defaultMessage: '{count, plural, =0 {Filters} other {Filters (#)}}',
    description: 'The phone toolbar button that opens the filters; # is the number of chosen filter values',
  },
  title: { id: 'list.filters', defaultMessage: 'Filters', description: 'the filters’ heading and drawer title' },
  close: { id: 'list.filterDrawer.close', defaultMessage: 'Close filters' },
  showResults: {
    id: 'list.filterDrawer.showResults',
    defaultMessage: '{count, plural, one {Show # result} other {Show # results}}',
    description: 'closes the filter drawer; # is the number of products found',
  },
});

/** "Filters": the refinement sidebar's heading and the drawer's title. */
export const filtersHeadingMessage = filterDrawerMessages.title;

/** The filter drawer's messages in one locale, counts filled in. */
export type FilterDrawerMessages = MessagesOf<typeof filterDrawerMessages>;

/** The drawer's messages in the page's locale: `chosen` filter values on the button, `total` results on the footer. */
export function filterDrawerMessagesOf(
  intl: IntlShape,
  { chosen, total }: { chosen: number; total: number },
): FilterDrawerMessages {
  return {
    button: intl.formatMessage(filterDrawerMessages.button, { count: chosen }),
    title: intl.formatMessage(filterDrawerMessages.title),
    close: intl.formatMessage(filterDrawerMessages.close),
    showResults: intl.formatMessage(filterDrawerMessages.showResults, { count: total }),
  };
}
