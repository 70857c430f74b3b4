import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { HeaderLogoLink, SkipLink } from '../HeaderBar/HeaderBar';
import { Link } from '../Link/Link';
import { PaymentCardIcon, paymentCardNames } from '../PaymentCardIcon/PaymentCardIcon';
import { Text } from '../Text/Text';
import { theme } from '../theme/theme';

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

export interface CheckoutHeaderProps {
  /** The skip link's text; it targets `#main`. */
  skipLabel: string;
  homeHref: string;
  /** The logo link's accessible name. */
  homeLabel: string;
  /** The logo's text. */
  logo: ReactNode;
  /** The way back (e.g. a 'Back to cart' link with the bag's count). */
  back: ReactNode;
}

/** The reduced header of checkout pages: a skip link, the logo to the home page and a way back. */
export function CheckoutHeader({ skipLabel, homeHref, homeLabel, logo, back }: CheckoutHeaderProps) {
  return (
    <>
      <SkipLink href="#main">{skipLabel}</SkipLink>
      <Bar data-checkout-header="">
        <Inner>
          <HeaderLogoLink href={homeHref} aria-label={homeLabel}>
            {logo}
          </HeaderLogoLink>
          {back}
        </Inner>
      </Bar>
    </>
  );
}

export interface CheckoutFooterProps {
  /** The policy links. */
  links: readonly { label: string; href: string }[];
  /** The links' `<nav>` name. */
  navLabel: string;
  /** The accepted cards' list name. */
  cardsLabel: string;
  /** A line below the cards (e.g. the demo-store notice). */
  notice?: string | undefined;
}

/** The checkout footer: policy links, the accepted cards and a notice. */
export function CheckoutFooter({ links, navLabel, cardsLabel, notice }: CheckoutFooterProps) {
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
        <nav aria-label={navLabel}>
          <LinkList>
            {links.map((link) => (
              <li key={link.href}>
                <Link href={link.href}>{link.label}</Link>
              </li>
            ))}
          </LinkList>
        </nav>
        <Cards aria-label={cardsLabel}>
          {paymentCardNames.map((name) => (
            <li key={name}>
              <PaymentCardIcon name={name} />
            </li>
          ))}
        </Cards>
        {notice ? (
          <Text size="sm" color="secondary" data-demo-store-notice="">
            {notice}
          </Text>
        ) : null}
      </Inner>
    </Footer>
  );
}
