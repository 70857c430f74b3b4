import styled from '@emotion/styled';
import type { HTMLAttributes } from 'react';
import { Icon } from '../Icon/Icon';
import { theme } from '../theme/theme';
import { paginationItems } from './paginationItems';

export interface PaginationProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The current page, 1-based. */
  page: number;
  pageCount: number;
  /** The address of a page (a real link: pagination works without JavaScript). */
  hrefFor: (page: number) => string;
  /** The landmark's name; default "Pagination". */
  label?: string;
  previousLabel?: string;
  nextLabel?: string;
  /** A page link's name; default "Page {page}". */
  pageLabel?: (page: number) => string;
  /** Pages shown on each side of the current one; default 1. */
  siblings?: number;
}

const List = styled.ul({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: theme.space[1],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const cell = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: theme.space[1],
  minWidth: theme.sizes.control.md,
  minHeight: theme.sizes.control.md,
  paddingInline: theme.space[2],
  borderRadius: theme.radii.md,
  fontSize: theme.fontSizes.sm,
} as const;

const PageLink = styled.a({
  ...cell,
  color: theme.colors.text.primary,
  textDecoration: 'none',
  border: `1px solid ${theme.colors.border.subtle}`,
  '&:hover': { borderColor: theme.colors.border.strong },
  '&:focus-visible': { outline: `2px solid ${theme.colors.focusRing}`, outlineOffset: '2px' },
  '&[aria-current="page"]': {
    background: theme.colors.palettes.dark.base,
    color: theme.colors.palettes.dark.contrast,
    borderColor: theme.colors.palettes.dark.base,
    fontWeight: theme.fontWeights.semibold,
  },
});

const Gap = styled.span({ ...cell, color: theme.colors.text.secondary });

const Disabled = styled.span({ ...cell, color: theme.colors.text.muted });

/**
 * Links to the pages of a list (`nav` landmark): previous, the first and last page, the current one with its
 * neighbours, gaps for the rest, next. The current page is `aria-current="page"`; at either end the previous/next
 * control is plain text. Nothing renders for a single page.
 */
export function Pagination({
  page,
  pageCount,
  hrefFor,
  label = 'Pagination',
  previousLabel = 'Previous',
  nextLabel = 'Next',
  pageLabel = (page) => `Page ${page}`,
  siblings = 1,
  ...navProps
}: PaginationProps) {
  const count = Math.max(1, Math.floor(pageCount));
  if (count <= 1) return null;
  const current = Math.min(Math.max(1, Math.floor(page)), count);
  return (
    <nav aria-label={label} {...navProps}>
      <List>
        <li>
          {current > 1 ? (
            <PageLink href={hrefFor(current - 1)} rel="prev">
              <Icon name="chevron-left" size="sm" />
              {previousLabel}
            </PageLink>
          ) : (
            <Disabled aria-disabled="true">
              <Icon name="chevron-left" size="sm" />
              {previousLabel}
            </Disabled>
          )}
        </li>
        {paginationItems(current, count, siblings).map((item) =>
          item.type === 'gap' ? (
            <li key={item.key} aria-hidden="true">
              <Gap>…</Gap>
            </li>
          ) : (
            <li key={item.page}>
              <PageLink
                href={hrefFor(item.page)}
                aria-label={pageLabel(item.page)}
                aria-current={item.page === current ? 'page' : undefined}
              >
                {item.page}
              </PageLink>
            </li>
          ),
        )}
        <li>
          {current < count ? (
            <PageLink href={hrefFor(current + 1)} rel="next">
              {nextLabel}
              <Icon name="chevron-right" size="sm" />
            </PageLink>
          ) : (
            <Disabled aria-disabled="true">
              {nextLabel}
              <Icon name="chevron-right" size="sm" />
            </Disabled>
          )}
        </li>
      </List>
    </nav>
  );
}
