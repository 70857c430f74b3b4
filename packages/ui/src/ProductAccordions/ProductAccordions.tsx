import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { SizeGuideTable, type SizeGuideData, type SizeGuideText } from '../SizeGuide/SizeGuide';
import { theme } from '../theme';

/** The sections, in order. */
export type ProductAccordionId =
  | 'features'
  | 'product_details'
  | 'fabric'
  | 'gear_up_for_adventure'
  | 'shipping_and_returns'
  | 'reviews'
  | 'questions';

/** A product's copy below the buy box (commerce's `ProductCopy`). */
export interface ProductAccordionsCopy {
  features: readonly string[];
  /** Sanitized HTML. */
  detailsHtml?: string;
  styleNumber?: string;
  /** The manufacturer's own article number (Shopper Products' `manufacturerSku`). */
  manufacturerSku?: string;
  fit?: string;
  fabric?: string;
  gearUpForAdventure?: string;
  rating?: number;
  reviewCount?: number;
  questions: readonly { question: string; answer: string }[];
  /** The sections open when the page loads (the shop's setting); absent: `DEFAULT_OPEN_ACCORDIONS`. */
  defaultOpen?: readonly ProductAccordionId[];
}

/** The sections' words; the shop's shipping and returns terms are the same on every product. */
export interface ProductAccordionsText {
  titles: Readonly<Record<ProductAccordionId, string>>;
  shippingAndReturns: readonly string[];
  style: (styleNumber: string) => string;
  manufacturerSku: (sku: string) => string;
  fit: string;
  fabric: string;
  rated: (rating: number, reviewCount: number) => string;
  noReviews: string;
  noQuestions: string;
}

/** Sections open when the page loads, unless the copy names others (`defaultOpen`). */
export const DEFAULT_OPEN_ACCORDIONS: readonly ProductAccordionId[] = [
  'features',
  'product_details',
  'gear_up_for_adventure',
];

/** The storefront's English words (the shop's terms included). */
export const defaultProductAccordionsText: ProductAccordionsText = {
  titles: {
    features: 'Features',
    product_details: 'Product Details',
    fabric: 'Fit & Fabric',
    gear_up_for_adventure: 'Gear Up for Adventure',
    shipping_and_returns: 'Shipping & Returns',
    reviews: 'Reviews',
    questions: 'Q & A',
  },
  shippingAndReturns: [
    'We ship to the United States and Canada. Standard shipping takes 3 to 7 business days; express, 1 to 2.',
    'Free standard shipping for Ridgeline Rewards members.',
    'Return unworn items within 60 days for a refund, by mail or in any Ridgeline store.',
  ],
  style: (styleNumber) => `Style ${styleNumber}`,
  manufacturerSku: (sku) => `Manufacturer SKU ${sku}`,
  fit: 'Fit',
  fabric: 'Fabric',
  rated: (rating, reviewCount) =>
    `Rated ${rating.toFixed(1)} out of 5 from ${reviewCount} ${reviewCount === 1 ? 'review' : 'reviews'}.`,
  noReviews: 'No reviews yet.',
  noQuestions: 'No questions yet.',
};

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
    '&:focus-visible': { outline: `2px solid ${theme.colors.focusRing}`, outlineOffset: '2px' },
  },
  // The +/– glyph sits in an aria-hidden span: a summary's own ::after text would be part of its accessible name.
  '& > summary > [data-accordion-glyph]::before': {
    content: '"+"',
    fontSize: theme.fontSizes.xl,
    fontWeight: theme.fontWeights.regular,
  },
  '&[open] > summary > [data-accordion-glyph]::before': { content: '"–"' },
  '& > div': { paddingBottom: theme.space[4], color: theme.colors.text.primary, lineHeight: theme.lineHeights.normal },
  '& p': { margin: `0 0 ${theme.space[2]}` },
  '& ul': { margin: `0 0 ${theme.space[2]}`, paddingLeft: theme.space[5] },
  '& dt': { fontWeight: theme.fontWeights.semibold },
  '& dd': { margin: `0 0 ${theme.space[3]}` },
});

function Accordion({
  id,
  title,
  children,
  open,
}: {
  id: ProductAccordionId | 'size_guide';
  title: string;
  children: ReactNode;
  /** The sections open on load. */
  open: readonly string[];
}) {
  return (
    <Section data-accordion={id} open={open.includes(id)}>
      <summary>
        {title}
        <span aria-hidden="true" data-accordion-glyph="" />
      </summary>
      {/* The id is on the content: a link to it (`#reviews`) opens a closed section in browsers that do so. */}
      <div id={id}>{children}</div>
    </Section>
  );
}

/**
 * The product's details below the buy box, as native disclosure widgets (`<details>`): they open and close without
 * JavaScript and ship none. The words default to the storefront's English (`defaultProductAccordionsText`). A section without content is left out, except shipping & returns, reviews and Q & A,
 * which always say something.
 */
export function ProductAccordions({
  copy,
  text = defaultProductAccordionsText,
  reviews,
  questions,
  open = [],
  sizeGuide,
}: {
  copy: ProductAccordionsCopy;
  text?: ProductAccordionsText;
  /** The reviews service's reviews section, in place of the rating sentence. */
  reviews?: ReactNode;
  /** The reviews service's questions, in place of the product's own. */
  questions?: ReactNode;
  /** Sections open when the page loads besides the default ones (the one a paging link is about). */
  open?: readonly ProductAccordionId[];
  /** The product's size guide and its words: a section (`#size_guide`), the size guide link's target. */
  sizeGuide?: { guide: SizeGuideData; text: SizeGuideText };
}) {
  const opened = [...(copy.defaultOpen ?? DEFAULT_OPEN_ACCORDIONS), ...open];
  return (
    <Sections data-product-accordions="">
      {copy.features.length > 0 ? (
        <Accordion id="features" title={text.titles.features} open={opened}>
          <ul>
            {copy.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        </Accordion>
      ) : null}
      {copy.detailsHtml || copy.styleNumber || copy.manufacturerSku ? (
        <Accordion id="product_details" title={text.titles.product_details} open={opened}>
          {copy.detailsHtml ? <div dangerouslySetInnerHTML={{ __html: copy.detailsHtml }} /> : null}
          {copy.styleNumber ? <p>{text.style(copy.styleNumber)}</p> : null}
          {copy.manufacturerSku ? <p data-manufacturer-sku="">{text.manufacturerSku(copy.manufacturerSku)}</p> : null}
        </Accordion>
      ) : null}
      {copy.fit || copy.fabric ? (
        <Accordion id="fabric" title={text.titles.fabric} open={opened}>
          <dl>
            {copy.fit ? (
              <>
                <dt>{text.fit}</dt>
                <dd>{copy.fit}</dd>
              </>
            ) : null}
            {copy.fabric ? (
              <>
                <dt>{text.fabric}</dt>
                <dd>{copy.fabric}</dd>
              </>
            ) : null}
          </dl>
        </Accordion>
      ) : null}
      {copy.gearUpForAdventure ? (
        <Accordion id="gear_up_for_adventure" title={text.titles.gear_up_for_adventure} open={opened}>
          <p>{copy.gearUpForAdventure}</p>
        </Accordion>
      ) : null}
      {sizeGuide ? (
        <Accordion id="size_guide" title={sizeGuide.text.sizeGuide} open={opened}>
          <SizeGuideTable {...sizeGuide} />
        </Accordion>
      ) : null}
      <Accordion id="shipping_and_returns" title={text.titles.shipping_and_returns} open={opened}>
        {text.shippingAndReturns.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </Accordion>
      <Accordion id="reviews" title={text.titles.reviews} open={opened}>
        {reviews ? (
          reviews
        ) : copy.rating !== undefined && copy.reviewCount ? (
          <p>{text.rated(copy.rating, copy.reviewCount)}</p>
        ) : (
          <p>{text.noReviews}</p>
        )}
      </Accordion>
      <Accordion id="questions" title={text.titles.questions} open={opened}>
        {questions ? (
          questions
        ) : copy.questions.length > 0 ? (
          <dl>
            {copy.questions.map((entry) => (
              <div key={entry.question}>
                <dt>{entry.question}</dt>
                <dd>{entry.answer}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <p>{text.noQuestions}</p>
        )}
      </Accordion>
    </Sections>
  );
}
