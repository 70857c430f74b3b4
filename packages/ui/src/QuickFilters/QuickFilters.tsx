import styled from '@emotion/styled';
import type { HTMLAttributes } from 'react';
import { theme } from '../theme/theme';

/** A list shows at most this many quick filters. */
export const maxQuickFilters = 5;

export interface QuickFilter {
  id: string;
  label: string;
  /** Where choosing it leads (a real link: works without JavaScript). */
  href: string;
  /** The current page is this filter (`aria-current="true"`). */
  selected?: boolean;
}

export interface QuickFiltersProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  filters: readonly QuickFilter[];
  /** The landmark's name; default "Quick filters". */
  label?: string;
}

const List = styled.ul({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space[2],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const Chip = styled.a({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: theme.sizes.control.sm,
  paddingInline: theme.space[4],
  borderRadius: theme.radii.full,
  border: `1px solid ${theme.colors.border.default}`,
  background: theme.colors.background.page,
  color: theme.colors.text.primary,
  fontSize: theme.fontSizes.sm,
  textDecoration: 'none',
  '&:hover': { borderColor: theme.colors.border.strong },
  '&:focus-visible': { outline: `2px solid ${theme.colors.focusRing}`, outlineOffset: '2px' },
  '&[aria-current="true"]': {
    background: theme.colors.palettes.dark.base,
    borderColor: theme.colors.palettes.dark.base,
    color: theme.colors.palettes.dark.contrast,
  },
});

/**
 * Shortcut filters above a product grid, as links in a `nav` landmark: at most `maxQuickFilters` (5), in the order
 * given; the one the page shows is `aria-current="true"`. Nothing renders without filters.
 */
export function QuickFilters({ filters, label = 'Quick filters', ...navProps }: QuickFiltersProps) {
  const shown = filters.slice(0, maxQuickFilters);
  if (shown.length === 0) return null;
  return (
    <nav aria-label={label} {...navProps}>
      <List>
        {shown.map((filter) => (
          <li key={filter.id}>
            <Chip href={filter.href} aria-current={filter.selected ? 'true' : undefined} data-quick-filter={filter.id}>
              {filter.label}
            </Chip>
          </li>
        ))}
      </List>
    </nav>
  );
}
