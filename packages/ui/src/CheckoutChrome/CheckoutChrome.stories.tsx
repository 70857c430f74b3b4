import type { Meta, StoryObj } from '@storybook/react-vite';
import { CheckoutFooter, CheckoutHeader } from './CheckoutChrome';

function Chrome() {
  return (
    <>
      <CheckoutHeader
        skipLabel="Skip to content"
        homeHref="/"
        homeLabel="Ridgeline home"
        logo="Ridgeline"
        back={<a href="/cart">Back to cart (2)</a>}
      />
      <main id="main" style={{ minHeight: '80px' }} />
      <CheckoutFooter
        links={[
          { label: 'Shipping', href: '/shipping' },
          { label: 'Returns & Exchanges', href: '/returns' },
          { label: 'Privacy Policy', href: '/privacy' },
        ]}
        navLabel="Checkout"
        cardsLabel="Cards we accept"
        notice="This is a demo store. Orders will not be processed."
      />
    </>
  );
}

const meta = { title: 'Shell/CheckoutChrome', component: Chrome } satisfies Meta<typeof Chrome>;
export default meta;

/** The checkout pages' header and footer. */
export const Default: StoryObj<typeof meta> = {};
