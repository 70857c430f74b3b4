import styled from '@emotion/styled';
import { DrawerLink } from '../internal/DrawerLink';
import { defaultProductAccordionsText } from '../ProductAccordions/ProductAccordions';

/** The shop's shipping and returns terms: a title and its lines of plain text. */
export interface ShippingReturnsContent {
  title: string;
  lines: readonly string[];
}

/** The storefront's English terms: the same words as the product page's Shipping & Returns section. */
export const defaultShippingReturns: ShippingReturnsContent = {
  title: defaultProductAccordionsText.titles.shipping_and_returns,
  lines: defaultProductAccordionsText.shippingAndReturns,
};

/** The id of the Shipping & Returns section on the product page: the link's target without JavaScript. */
export const SHIPPING_RETURNS_SECTION_ID = 'shipping_and_returns';

const Lines = styled.div({ '& p': { margin: '0 0 0.75em' } });

/**
 * The "Shipping & Returns" link of a product's buy box. Without JavaScript it goes to the page's Shipping & Returns
 * section (`#shipping_and_returns`); with it, it opens the terms in a drawer (a modal dialog named by the title: focus
 * moves in, Escape or the close button closes it, focus comes back to the link). A link, not a button, so that it
 * works before and without hydration; an island holding link clicks until it hydrates replays the click here. The
 * terms are text, never HTML.
 */
export function ShippingReturnsLink({
  content = defaultShippingReturns,
  closeLabel = 'Close',
  href = `#${SHIPPING_RETURNS_SECTION_ID}`,
}: {
  content?: ShippingReturnsContent;
  closeLabel?: string;
  href?: string;
}) {
  return (
    <DrawerLink
      href={href}
      label={content.title}
      title={content.title}
      closeLabel={closeLabel}
      linkAttributes={{ 'data-shipping-returns-link': '' }}
    >
      <Lines data-shipping-returns="">
        {content.lines.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </Lines>
    </DrawerLink>
  );
}
