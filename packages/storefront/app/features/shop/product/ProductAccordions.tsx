import styled from '@emotion/styled';
import { theme } from '@ridgeline/ui';
import type { ReactNode } from 'react';
import type { ProductCopy, ProductAccordionId } from '@ridgeline/commerce';

/** Sections open when the page loads. */
export const DEFAULT_OPEN_ACCORDIONS: readonly ProductAccordionId[] = [
  'features',
  'product_details',
  'gear_up_for_adventure',
];

export const ACCORDION_TITLES: Readonly<Record<ProductAccordionId, string>> = {
  features: 'Features',
  product_details: 'Product Details',
  fabric: 'Fit & Fabric',
  gear_up_for_adventure: 'Gear Up for Adventure',
  shipping_and_returns: 'Shipping & Returns',
  reviews: 'Reviews',
  questions: 'Q & A',
};

/** The shop's shipping and returns terms (the same on every product). */
export const SHIPPING_AND_RETURNS = [
  'We ship to the United States and Canada. Standard shipping takes 3 to 7 business days; express, 1 to 2.',
  'Free standard shipping for Ridgeline Rewards members.',
  'Return unworn items within 60 days for a refund, by mail or in any Ridgeline store.',
];

const Sections = styled.div({
  marginTop: theme.space[10],
  borderTop: `1px solid ${theme.colors.border.subtle}`,
});

const Section = styled.details({
  borderBottom: `1px solid ${theme.colors.border.subtle}`,
  '& > summary': {
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'center',
    minHeight: theme.sizes.control.lg,
    padding: `${theme.space[3]} 0`,
    cursor: 'pointer',
    fontSize: theme.fontSizes.lg,
    fontWeight: theme.fontWeights.semibold,
    listStyle: 'none',
    '&::-webkit-details-marker': { display: 'none' },
    '&::after': { content: '"+"', fontSize: theme.fontSizes.xl, fontWeight: theme.fontWeights.regular },
    '&:focus-visible': { outline: `2px solid ${theme.colors.focusRing}`, outlineOffset: '2px' },
  },
  '&[open] > summary::after': { content: '"–"' },
  '& > div': { paddingBottom: theme.space[4], color: theme.colors.text.primary, lineHeight: theme.lineHeights.normal },
  '& p': { margin: `0 0 ${theme.space[2]}` },
  '& ul': { margin: `0 0 ${theme.space[2]}`, paddingLeft: theme.space[5] },
  '& dt': { fontWeight: theme.fontWeights.semibold },
  '& dd': { margin: `0 0 ${theme.space[3]}` },
});

function Accordion({ id, children }: { id: ProductAccordionId; children: ReactNode }) {
  return (
    <Section data-accordion={id} open={DEFAULT_OPEN_ACCORDIONS.includes(id)}>
      <summary>{ACCORDION_TITLES[id]}</summary>
      <div>{children}</div>
    </Section>
  );
}

/**
 * The product's details below the buy box, as native disclosure widgets (`<details>`): they open and close without
 * JavaScript and ship none. A section without content is left out, except shipping & returns, reviews and Q & A,
 * which always say something.
 */
export function ProductAccordions({ copy }: { copy: ProductCopy }) {
  return (
    <Sections data-product-accordions="">
      {copy.features.length > 0 ? (
        <Accordion id="features">
          <ul>
            {copy.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        </Accordion>
      ) : null}
      {copy.detailsHtml || copy.styleNumber ? (
        <Accordion id="product_details">
          {copy.detailsHtml ? <div dangerouslySetInnerHTML={{ __html: copy.detailsHtml }} /> : null}
          {copy.styleNumber ? <p>Style {copy.styleNumber}</p> : null}
        </Accordion>
      ) : null}
      {copy.fit || copy.fabric ? (
        <Accordion id="fabric">
          <dl>
            {copy.fit ? (
              <>
                <dt>Fit</dt>
                <dd>{copy.fit}</dd>
              </>
            ) : null}
            {copy.fabric ? (
              <>
                <dt>Fabric</dt>
                <dd>{copy.fabric}</dd>
              </>
            ) : null}
          </dl>
        </Accordion>
      ) : null}
      {copy.gearUpForAdventure ? (
        <Accordion id="gear_up_for_adventure">
          <p>{copy.gearUpForAdventure}</p>
        </Accordion>
      ) : null}
      <Accordion id="shipping_and_returns">
        {SHIPPING_AND_RETURNS.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </Accordion>
      <Accordion id="reviews">
        {copy.rating !== undefined && copy.reviewCount ? (
          <p>
            Rated {copy.rating.toFixed(1)} out of 5 from {copy.reviewCount}{' '}
            {copy.reviewCount === 1 ? 'review' : 'reviews'}.
          </p>
        ) : (
          <p>No reviews yet.</p>
        )}
      </Accordion>
      <Accordion id="questions">
        {copy.questions.length > 0 ? (
          <dl>
            {copy.questions.map((entry) => (
              <div key={entry.question}>
                <dt>{entry.question}</dt>
                <dd>{entry.answer}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <p>No questions yet.</p>
        )}
      </Accordion>
    </Sections>
  );
}
