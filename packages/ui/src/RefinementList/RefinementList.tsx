import styled from '@emotion/styled';
import type { HTMLAttributes } from 'react';
import { Heading, type HeadingLevel } from '../Heading/Heading';
import { Icon } from '../Icon/Icon';
import { theme } from '../theme/theme';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';

export interface RefinementValueView {
  value: string;
  label: string;
  hitCount: number;
  /** Where choosing (or, when selected, removing) this value leads: a real link, so filtering works without JavaScript. */
  href: string;
  selected: boolean;
  /** A CSS colour drawn as a swatch before the label (colour facets). */
  swatch?: string;
  /** Values nested under this one (subcategories). */
  values?: readonly RefinementValueView[];
}

export interface RefinementFacet {
  attributeId: string;
  label: string;
  values: readonly RefinementValueView[];
}

export interface RefinementListProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  facets: readonly RefinementFacet[];
  /** Removes every filter; the link shows only while a value is selected. */
  clearHref?: string;
  /** The section's heading; default "Filters". */
  heading?: string;
  headingLevel?: HeadingLevel;
  /**
   * Keeps the heading for assistive technology but out of sight: for a container that already shows the same
   * words (a drawer titled "Filters"). "Clear all" stays at the end of the row.
   */
  headingHidden?: boolean;
  /** Facets shown collapsed (their `<details>` closed) unless one of their values is selected. */
  collapsed?: readonly string[];
}

const Root = styled.section({ display: 'flex', flexDirection: 'column', gap: theme.space[3] });

const Header = styled.div({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: theme.space[2],
});

const ClearLink = styled.a({
  fontSize: theme.fontSizes.sm,
  color: theme.colors.text.primary,
  minHeight: '24px',
  display: 'inline-flex',
  alignItems: 'center',
  // at the end of the row, also when the heading before it is visually hidden
  marginInlineStart: 'auto',
  '&:focus-visible': { outline: `2px solid ${theme.colors.focusRing}`, outlineOffset: '2px' },
});

const Facet = styled.details({
  borderTop: `1px solid ${theme.colors.border.subtle}`,
  paddingBlock: theme.space[2],
  '&[open] > summary svg': { transform: 'rotate(180deg)' },
});

const Summary = styled.summary({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  minHeight: theme.sizes.control.md,
  cursor: 'pointer',
  fontWeight: theme.fontWeights.semibold,
  listStyle: 'none',
  '&::-webkit-details-marker': { display: 'none' },
  '&:focus-visible': { outline: `2px solid ${theme.colors.focusRing}`, outlineOffset: '2px' },
});

const Values = styled.ul({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space[1],
});

const Nested = styled(Values)({ paddingInlineStart: theme.space[6] });

const ValueLink = styled.a({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space[2],
  minHeight: theme.sizes.control.sm,
  color: theme.colors.text.primary,
  textDecoration: 'none',
  fontSize: theme.fontSizes.sm,
  '&:hover .label': { textDecoration: 'underline' },
  '&:focus-visible': { outline: `2px solid ${theme.colors.focusRing}`, outlineOffset: '2px' },
});

/** The checkbox look of a value (decoration: the link's text carries the state). */
const Box = styled.span({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: theme.sizes.icon.sm,
  height: theme.sizes.icon.sm,
  border: `1px solid ${theme.colors.border.strong}`,
  borderRadius: theme.radii.sm,
  background: theme.colors.background.page,
  color: theme.colors.palettes.dark.contrast,
  '[data-selected="true"] > &': {
    background: theme.colors.palettes.dark.base,
    borderColor: theme.colors.palettes.dark.base,
  },
});

const Swatch = styled.span({
  flexShrink: 0,
  width: theme.sizes.icon.md,
  height: theme.sizes.icon.md,
  borderRadius: theme.radii.full,
  border: `1px solid ${theme.colors.border.default}`,
});

const Count = styled.span({ color: theme.colors.text.secondary });

function selectedCount(values: readonly RefinementValueView[]): number {
  return values.reduce((sum, value) => sum + (value.selected ? 1 : 0) + selectedCount(value.values ?? []), 0);
}

function ValueList({ values, nested = false }: { values: readonly RefinementValueView[]; nested?: boolean }) {
  const List = nested ? Nested : Values;
  return (
    <List>
      {values.map((value) => (
        <li key={value.value}>
          <ValueLink
            href={value.href}
            rel="nofollow"
            data-selected={value.selected ? 'true' : 'false'}
            data-refinement-value={value.value}
          >
            <Box aria-hidden="true">{value.selected ? <Icon name="check" size="sm" /> : null}</Box>
            {value.swatch ? <Swatch aria-hidden="true" style={{ background: value.swatch }} /> : null}
            <span className="label">{value.label}</span>{' '}
            <Count>
              ({value.hitCount}){value.selected ? <VisuallyHidden>, selected</VisuallyHidden> : null}
            </Count>
          </ValueLink>
          {value.values && value.values.length > 0 ? <ValueList values={value.values} nested /> : null}
        </li>
      ))}
    </List>
  );
}

/**
 * The filters of a product list: one collapsible group (`<details>`, no JavaScript needed) per facet, each value a
 * link with its product count that switches the value on or off (the caller builds the addresses: values of one facet
 * combine with OR, facets with AND). A selected value looks checked and its name ends in ", selected"; a facet's
 * summary counts its selected values. "Clear all" shows while anything is selected. Facets without values are left
 * out; nothing renders without facets.
 */
export function RefinementList({
  facets,
  clearHref,
  heading = 'Filters',
  headingLevel = 2,
  headingHidden = false,
  collapsed = [],
  ...sectionProps
}: RefinementListProps) {
  const shown = facets.filter((facet) => facet.values.length > 0);
  if (shown.length === 0) return null;
  const anySelected = shown.some((facet) => selectedCount(facet.values) > 0);
  return (
    <Root aria-label={heading} {...sectionProps}>
      <Header>
        {headingHidden ? (
          <VisuallyHidden as={`h${headingLevel}`}>{heading}</VisuallyHidden>
        ) : (
          <Heading level={headingLevel} size="md">
            {heading}
          </Heading>
        )}
        {anySelected && clearHref ? (
          <ClearLink href={clearHref} rel="nofollow">
            Clear all
          </ClearLink>
        ) : null}
      </Header>
      {shown.map((facet) => {
        const count = selectedCount(facet.values);
        return (
          <Facet
            key={facet.attributeId}
            open={count > 0 || !collapsed.includes(facet.attributeId)}
            data-facet={facet.attributeId}
          >
            <Summary>
              <span>
                {facet.label}
                {count > 0 ? <Count>{` (${count} selected)`}</Count> : null}
              </span>
              <Icon name="chevron-down" size="sm" />
            </Summary>
            <ValueList values={facet.values} />
          </Facet>
        );
      })}
    </Root>
  );
}
