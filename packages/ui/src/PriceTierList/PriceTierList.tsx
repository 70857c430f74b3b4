import styled from '@emotion/styled';
import { useId, useState, type HTMLAttributes } from 'react';
import { Icon } from '../Icon/Icon';
import { Price } from '../Price/Price';
import { theme } from '../theme/theme';
import { groupPriceTiers, type PricedColour } from './groupPriceTiers';

/** Tiers shown before More (the cap). */
export const defaultPriceTierCap = 3;

export interface PriceTierListProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** Every colour with its price; grouped here into tiers. */
  colours: readonly PricedColour[];
  /** Tiers shown while collapsed; the rest sit behind a More/Less toggle. Default 3. */
  cap?: number;
  locale?: string;
  currency?: string;
  /** Accessible name of the list; default "Prices by colour". */
  label?: string;
  moreLabel?: string;
  lessLabel?: string;
}

const List = styled.ul({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: theme.space[2],
});

const Tier = styled.li({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, auto) minmax(0, 1fr)',
  alignItems: 'baseline',
  gap: theme.space[3],
  paddingBottom: theme.space[2],
  borderBottom: `1px solid ${theme.colors.border.subtle}`,
});

const Colours = styled.span({ fontSize: theme.fontSizes.sm, color: theme.colors.text.secondary });

const Toggle = styled.button({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space[1],
  minHeight: theme.sizes.control.sm,
  marginTop: theme.space[2],
  padding: 0,
  border: 0,
  background: 'transparent',
  color: theme.colors.text.brand,
  fontFamily: 'inherit',
  fontSize: theme.fontSizes.sm,
  fontWeight: theme.fontWeights.semibold,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  cursor: 'pointer',
});

/**
 * Colours grouped by price tier ("$89.90 — Black, Navy"). Beyond `cap` tiers, a More/Less
 * disclosure button (`aria-expanded`, `aria-controls`) shows or hides the rest.
 */
export function PriceTierList({
  colours,
  cap = defaultPriceTierCap,
  locale,
  currency,
  label = 'Prices by colour',
  moreLabel = 'More',
  lessLabel = 'Less',
  ...rest
}: PriceTierListProps) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const tiers = groupPriceTiers(colours);
  const limit = Math.max(1, cap);
  const overflow = tiers.length > limit;
  const shown = overflow && !expanded ? tiers.slice(0, limit) : tiers;

  return (
    <div {...rest}>
      <List id={listId} aria-label={label}>
        {shown.map((tier) => (
          <Tier key={tier.key} data-price-tier={tier.key}>
            <Price price={tier.price} variant="price-tier" locale={locale} currency={currency} />
            <Colours>{tier.colours.map((colour) => colour.name).join(', ')}</Colours>
          </Tier>
        ))}
      </List>
      {overflow ? (
        <Toggle
          type="button"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? lessLabel : moreLabel}
          <Icon name={expanded ? 'chevron-up' : 'chevron-down'} size="sm" />
        </Toggle>
      ) : null}
    </div>
  );
}
