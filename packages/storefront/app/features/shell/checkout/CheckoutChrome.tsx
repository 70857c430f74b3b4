import styled from '@emotion/styled';
import { Island } from '@ridgeline/renderer';
import { HeaderLogoLink, Link, PaymentCardIcon, paymentCardNames, SkipLink, Text, theme } from '@ridgeline/ui';
import { urls } from '../../../platform/urls';
import { BackToCartLink } from './BackToCartLink';

/** The checkout footer's links, to the shop's content pages. */
export const CHECKOUT_FOOTER_LINKS = [
  { label: 'Shipping', slug: 'shipping' },
  { label: 'Returns & Exchanges', slug: 'returns' },
  { label: 'Terms & Conditions', slug: 'terms' },
  { label: 'Privacy Policy', slug: 'privacy' },
  { label: 'Site Map', slug: 'site-map' },
] as const;

export const DEMO_STORE_NOTICE = 'This is a demo store. Orders will not be processed.';

const Bar = styled.header({
  borderBottom: `1px solid ${theme.colors.border.subtle}`,
  background: theme.colors.background.page,
});
const Inner = styled.div({
  maxWidth: theme.sizes.content,
  margin: '0 auto',
  padding: `${theme.space[2]} ${theme.space[4]}`,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.space[4],
  flexWrap: 'wrap',
});
const Footer = styled.footer({
  borderTop: `1px solid ${theme.colors.border.subtle}`,
  background: theme.colors.background.subtle,
});
const LinkList = styled.ul({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${theme.space[2]} ${theme.space[4]}`,
});
const Cards = styled.ul({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', gap: theme.space[2] });

/** The reduced header of checkout paths: the logo and 'Back to cart' with the bag's count (an island, trigger `idle`). */
export function CheckoutHeader({ localeId }: { localeId?: string }) {
  const props = localeId ? { localeId } : {};
  return (
    <>
      <SkipLink href="#main">Skip to content</SkipLink>
      <Bar data-checkout-header="">
        <Inner>
          <HeaderLogoLink href={urls.home(localeId)} aria-label="Ridgeline home">
            Ridgeline
          </HeaderLogoLink>
          <Island kind="back-to-cart" trigger="idle" props={props}>
            <BackToCartLink {...props} />
          </Island>
        </Inner>
      </Bar>
    </>
  );
}

/** The checkout footer: policy links, the accepted cards and the demo-store notice. */
export function CheckoutFooter({ localeId }: { localeId?: string }) {
  return (
    <Footer data-checkout-footer="">
      <Inner
        css={{
          paddingTop: theme.space[6],
          paddingBottom: theme.space[6],
          flexDirection: 'column',
          alignItems: 'flex-start',
        }}
      >
        <nav aria-label="Checkout">
          <LinkList>
            {CHECKOUT_FOOTER_LINKS.map((link) => (
              <li key={link.slug}>
                <Link href={urls.content(link.slug, localeId)}>{link.label}</Link>
              </li>
            ))}
          </LinkList>
        </nav>
        <Cards aria-label="Cards we accept">
          {paymentCardNames.map((name) => (
            <li key={name}>
              <PaymentCardIcon name={name} />
            </li>
          ))}
        </Cards>
        <Text size="sm" color="secondary" data-demo-store-notice="">
          {DEMO_STORE_NOTICE}
        </Text>
      </Inner>
    </Footer>
  );
}
