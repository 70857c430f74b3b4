import { css } from '@emotion/react';
import type { FormEvent, ReactNode } from 'react';
import { Icon } from '../Icon/Icon';
import { SearchCombobox, type SearchComboboxProps } from '../SearchCombobox/SearchCombobox';
import { searchSubmitButtonStyles } from '../SearchPanel/SearchPanel';
import { theme } from '../theme/theme';

export interface QuickSearchFormProps extends Omit<SearchComboboxProps, 'endAddon' | 'footer'> {
  /** Where the form submits its `q` (the search results page), also without JavaScript. */
  action: string;
  /** Hidden fields the action's own query needs (a plain GET form drops it). */
  hiddenFields?: ReactNode;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The submit button's accessible name ("Submit search"). */
  submitLabel: string;
  /** The script has taken over the form (`data-search-ready`, what tests wait for). */
  ready?: boolean;
  /** The "View all results for …" link under the suggestions, when there are products to see. */
  viewAll?: { href: string; label: string; onClick?: () => void } | undefined;
}

/**
 * A header's search form: a `<form role="search">` (a plain GET form without JavaScript) around a `SearchCombobox`
 * with an arrow submit button on its row and, when given, a "view all results" link at the end of its popup.
 */
export function QuickSearchForm({
  action,
  hiddenFields,
  onSubmit,
  submitLabel,
  ready = false,
  viewAll,
  ...combobox
}: QuickSearchFormProps) {
  return (
    <form
      role="search"
      action={action}
      method="get"
      onSubmit={onSubmit}
      css={formStyles}
      data-search-ready={ready || undefined}
    >
      {hiddenFields}
      <SearchCombobox
        {...combobox}
        endAddon={
          <button type="submit" css={searchSubmitButtonStyles} aria-label={submitLabel}>
            <Icon name="arrow-forward" />
          </button>
        }
        {...(viewAll
          ? {
              footer: (
                <a href={viewAll.href} css={viewAllLink} onClick={viewAll.onClick}>
                  {viewAll.label}
                </a>
              ),
            }
          : {})}
      />
    </form>
  );
}

const { colors, fontSizes, fontWeights } = theme;

const formStyles = css({ width: '100%' });
const viewAllLink = css({ color: colors.text.brand, fontSize: fontSizes.sm, fontWeight: fontWeights.semibold });
