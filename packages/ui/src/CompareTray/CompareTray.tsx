import styled from '@emotion/styled';
import { useEffect, useId, useRef, useState, type HTMLAttributes } from 'react';
import { Button } from '../Button/Button';
import { Heading, type HeadingLevel } from '../Heading/Heading';
import { Icon } from '../Icon/Icon';
import { Link } from '../Link/Link';
import { Price } from '../Price/Price';
import type { PriceModel } from '../Price/priceModel';
import { theme } from '../theme/theme';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';

/** One compared product as the tray shows it (the caller maps its own compare entry to this). */
export interface CompareTrayProduct {
  id: string;
  name: string;
  href?: string;
  image?: { url: string; alt?: string };
  price?: PriceModel | null;
  /** Variation attributes (e.g. Colour) and the names of their values: one column per attribute name. */
  variations?: readonly { name: string; values: readonly string[] }[];
}

/** The tray's words; English defaults. */
export interface CompareTrayLabels {
  /** The region's heading, with the count: "Compare products (2)". */
  heading: (count: number) => string;
  expand: string;
  collapse: string;
  clear: string;
  remove: (name: string) => string;
  caption: string;
  image: string;
  product: string;
  price: string;
  actions: string;
  /**
   * Read out (politely) when the count changes: the tray appears far from the checkbox that filled it, so the words
   * say where it is.
   */
  announcement: (count: number) => string;
}

export const defaultCompareTrayLabels: CompareTrayLabels = {
  heading: (count) => `Compare products (${count})`,
  expand: 'Show comparison',
  collapse: 'Hide comparison',
  clear: 'Clear all',
  remove: (name) => `Remove ${name} from compare`,
  caption: 'Compared products',
  image: 'Image',
  product: 'Product',
  price: 'Price',
  actions: 'Remove',
  announcement: (count) =>
    count === 0
      ? 'Nothing left to compare.'
      : `${count} ${count === 1 ? 'product' : 'products'} to compare, in the compare tray at the end of the page.`,
};

export interface CompareTrayProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  products: readonly CompareTrayProduct[];
  /** Whether the table is shown; the caller keeps it (and collapses the tray when the list empties). */
  expanded: boolean;
  onExpandedChange: (expanded: boolean) => void;
  onRemove: (id: string) => void;
  onClear?: () => void;
  /** A warning shown in the tray (the compare limit), announced as an alert. */
  warning?: { title: string; description?: string } | null;
  locale?: string;
  currency?: string;
  headingLevel?: HeadingLevel;
  labels?: Partial<CompareTrayLabels>;
  /**
   * Where focus goes when Remove or Clear all empties the tray (it hides, with the button that had focus). Default:
   * the page's main landmark (`#main`, the skip link's target, focusable with `tabindex="-1"`).
   */
  focusWhenEmptied?: () => HTMLElement | null;
  /**
   * The count changes are announced from. By default the count the tray first renders with (the page opened with it);
   * a caller that mounts the tray because a product was just added passes the count before (0).
   */
  announceFrom?: number;
}

const mainLandmark = () => document.getElementById('main');

const Root = styled.section({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: theme.zIndices.header,
  maxHeight: '70vh',
  display: 'flex',
  flexDirection: 'column',
  background: theme.colors.background.page,
  color: theme.colors.text.primary,
  borderTop: `1px solid ${theme.colors.border.default}`,
  boxShadow: theme.shadows.lg,
  '&[hidden]': { display: 'none' },
});

const Bar = styled.div({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.space[3],
  padding: `${theme.space[3]} ${theme.space[4]}`,
});

const Actions = styled.div({ display: 'flex', gap: theme.space[2], alignItems: 'center' });

const Warning = styled.div({
  margin: `0 ${theme.space[4]} ${theme.space[3]}`,
  padding: theme.space[3],
  borderRadius: theme.radii.md,
  background: theme.colors.status.warning.subtle,
  color: theme.colors.status.warning.base,
  '& p': { margin: 0 },
});

const Panel = styled.div({
  overflow: 'auto',
  padding: `0 ${theme.space[4]} ${theme.space[4]}`,
  '&[hidden]': { display: 'none' },
});

const Table = styled.table({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: theme.fontSizes.sm,
  '& caption': {
    position: 'absolute',
    width: 1,
    height: 1,
    overflow: 'hidden',
    clipPath: 'inset(50%)',
    whiteSpace: 'nowrap',
  },
  '& th, & td': {
    textAlign: 'start',
    verticalAlign: 'middle',
    padding: theme.space[2],
    borderBottom: `1px solid ${theme.colors.border.default}`,
  },
  '& thead th': { fontWeight: theme.fontWeights.semibold, color: theme.colors.text.secondary },
  '& img': { display: 'block', width: 64, height: 'auto', aspectRatio: '496 / 521', objectFit: 'cover' },
});

const RemoveButton = styled.button({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: theme.sizes.control.sm,
  height: theme.sizes.control.sm,
  padding: 0,
  border: `1px solid ${theme.colors.border.default}`,
  borderRadius: theme.radii.full,
  background: theme.colors.background.page,
  color: theme.colors.text.primary,
  cursor: 'pointer',
  '&:focus-visible': { outline: `2px solid ${theme.colors.focusRing}`, outlineOffset: '2px' },
});

/** The variation attribute names of the products, in the order first met: one column each. */
export function variationColumns(products: readonly CompareTrayProduct[]): string[] {
  const names: string[] = [];
  for (const product of products)
    for (const variation of product.variations ?? []) if (!names.includes(variation.name)) names.push(variation.name);
  return names;
}

/**
 * The product compare tray: a region fixed to the bottom of the viewport, hidden while there is nothing to compare.
 * Its bar names it with the count and holds the expand/collapse button (a disclosure: `aria-expanded`,
 * `aria-controls`) and Clear all; expanded, a table with one row per product and one column per compared field
 * (image, product, price, each variation attribute) and a Remove button per row. A warning (the limit) is an alert in
 * the tray. Controlled: the caller keeps the products and whether it is expanded.
 */
export function CompareTray({
  products,
  expanded,
  onExpandedChange,
  onRemove,
  onClear,
  warning,
  locale = 'en-US',
  currency = 'USD',
  headingLevel = 2,
  labels: labelOverrides,
  focusWhenEmptied = mainLandmark,
  announceFrom,
  ...rest
}: CompareTrayProps) {
  const rootRef = useRef<HTMLElement>(null);
  // After Remove or Clear all its button is gone: focus moves to the Remove button now in its row's place (the next
  // product, else the new last one), or off the emptied tray. `null`: nothing to move.
  const focusAfterRemoval = useRef<number | null>(null);
  useEffect(() => {
    const index = focusAfterRemoval.current;
    if (index === null) return;
    focusAfterRemoval.current = null;
    const removeButtons = rootRef.current?.querySelectorAll<HTMLElement>('[data-compare-remove]') ?? [];
    const target = products.length > 0 ? removeButtons[Math.min(index, removeButtons.length - 1)] : focusWhenEmptied();
    target?.focus({ preventScroll: products.length > 0 });
  }, [products, focusWhenEmptied]);
  const labels = { ...defaultCompareTrayLabels, ...labelOverrides };
  // A change of the count is announced; the count the page opened with is not (nothing happened yet).
  const [announcement, setAnnouncement] = useState('');
  const announcedCount = useRef(announceFrom ?? products.length);
  const announce = labels.announcement;
  useEffect(() => {
    if (announcedCount.current === products.length) return;
    announcedCount.current = products.length;
    setAnnouncement(announce(products.length));
  }, [products.length, announce]);
  const headingId = useId();
  const panelId = useId();
  const empty = products.length === 0;
  const open = expanded && !empty;
  const columns = variationColumns(products);
  return (
    <>
      {/* outside the tray: a live region must exist (and be shown) before its text changes */}
      <VisuallyHidden role="status" data-compare-announcement="">
        {announcement}
      </VisuallyHidden>
      <Root
        ref={rootRef}
        aria-labelledby={headingId}
        hidden={empty}
        data-compare-tray={open ? 'expanded' : 'collapsed'}
        {...rest}
      >
        <Bar>
          <Heading level={headingLevel} size="md" id={headingId}>
            {labels.heading(products.length)}
          </Heading>
          <Actions>
            <Button
              size="sm"
              variant="outline"
              color="dark"
              aria-expanded={open}
              aria-controls={panelId}
              endIcon={<Icon name={open ? 'chevron-down' : 'chevron-up'} size="sm" />}
              onClick={() => onExpandedChange(!open)}
              data-compare-toggle-tray=""
            >
              {open ? labels.collapse : labels.expand}
            </Button>
            {onClear ? (
              <Button
                size="sm"
                variant="ghost"
                color="dark"
                onClick={() => {
                  focusAfterRemoval.current = 0;
                  onClear();
                }}
                data-compare-clear=""
              >
                {labels.clear}
              </Button>
            ) : null}
          </Actions>
        </Bar>
        <div role="alert">
          {warning ? (
            <Warning data-compare-warning="">
              <p>
                <strong>{warning.title}</strong>
              </p>
              {warning.description ? <p>{warning.description}</p> : null}
            </Warning>
          ) : null}
        </div>
        <Panel id={panelId} hidden={!open}>
          <Table>
            <caption>{labels.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{labels.image}</th>
                <th scope="col">{labels.product}</th>
                <th scope="col">{labels.price}</th>
                {columns.map((name) => (
                  <th scope="col" key={name}>
                    {name}
                  </th>
                ))}
                <th scope="col">{labels.actions}</th>
              </tr>
            </thead>
            <tbody>
              {products.map((product, index) => (
                <tr key={product.id} data-compare-row={product.id}>
                  <td>
                    {product.image ? (
                      <img src={product.image.url} alt={product.image.alt ?? product.name} loading="lazy" />
                    ) : null}
                  </td>
                  <th scope="row">{product.href ? <Link href={product.href}>{product.name}</Link> : product.name}</th>
                  <td>
                    <Price price={product.price ?? null} variant="tile" locale={locale} currency={currency} />
                  </td>
                  {columns.map((name) => (
                    <td key={name}>
                      {product.variations?.find((variation) => variation.name === name)?.values.join(', ') ?? '–'}
                    </td>
                  ))}
                  <td>
                    <RemoveButton
                      type="button"
                      aria-label={labels.remove(product.name)}
                      data-compare-remove=""
                      onClick={() => {
                        focusAfterRemoval.current = index;
                        onRemove(product.id);
                      }}
                    >
                      <Icon name="close" size="sm" />
                    </RemoveButton>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </Panel>
      </Root>
    </>
  );
}
