import styled from '@emotion/styled';
import type { HTMLAttributes } from 'react';
import { Link } from '../Link/Link';
import { theme } from '../theme/theme';

export interface BreadcrumbItem {
  label: string;
  /** Where the crumb leads; the last crumb (the current page) needs none. */
  href?: string;
}

export interface BreadcrumbsProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** From the top down; the last item is the current page. */
  items: readonly BreadcrumbItem[];
  /** The landmark's name; default "Breadcrumb". */
  label?: string;
}

const List = styled.ol({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.space[1],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: theme.fontSizes.sm,
  color: theme.colors.text.secondary,
});

const Item = styled.li({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space[1],
  // The separator is decoration: drawn with CSS so it is never read out.
  '&:not(:last-of-type)::after': { content: '"/"', color: theme.colors.text.muted, paddingInlineStart: theme.space[1] },
  a: { color: theme.colors.text.secondary, minHeight: '24px', display: 'inline-flex', alignItems: 'center' },
});

const Current = styled.span({ color: theme.colors.text.primary, fontWeight: theme.fontWeights.medium });

/**
 * A breadcrumb trail (`nav` landmark, ordered list): every crumb but the last is a link; the last is the current page
 * (`aria-current="page"`). Nothing renders without items.
 */
export function Breadcrumbs({ items, label = 'Breadcrumb', ...navProps }: BreadcrumbsProps) {
  if (items.length === 0) return null;
  return (
    <nav aria-label={label} {...navProps}>
      <List>
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <Item key={`${index}-${item.label}`}>
              {last || !item.href ? (
                <Current aria-current={last ? 'page' : undefined}>{item.label}</Current>
              ) : (
                <Link href={item.href}>{item.label}</Link>
              )}
            </Item>
          );
        })}
      </List>
    </nav>
  );
}
