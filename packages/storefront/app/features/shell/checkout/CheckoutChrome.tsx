import { Island } from '@ridgeline/renderer';
import { CheckoutFooter as CheckoutFooterView, CheckoutHeader as CheckoutHeaderView } from '@ridgeline/ui';
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

/** The reduced header of checkout paths: the logo and 'Back to cart' with the bag's count (an island, trigger `idle`). */
export function CheckoutHeader({ localeId }: { localeId?: string }) {
  const props = localeId ? { localeId } : {};
  const back = (
    <Island kind="back-to-cart" trigger="idle" props={props}>
      <BackToCartLink {...props} />
    </Island>
  );
  return (
    <CheckoutHeaderView
      skipLabel="Skip to content"
      homeHref={urls.home(localeId)}
      homeLabel="Ridgeline home"
      logo="Ridgeline"
      back={back}
    />
  );
}

/** The checkout footer: policy links, the accepted cards and the demo-store notice. */
export function CheckoutFooter({ localeId }: { localeId?: string }) {
  const links = CHECKOUT_FOOTER_LINKS.map((link) => ({ label: link.label, href: urls.content(link.slug, localeId) }));
  return (
    <CheckoutFooterView links={links} navLabel="Checkout" cardsLabel="Cards we accept" notice={DEMO_STORE_NOTICE} />
  );
}
