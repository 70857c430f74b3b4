import styled from '@emotion/styled';
import { Island } from '@ridgeline/renderer';
import { Button, TextField, theme } from '@ridgeline/ui';
import type { ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { PromoCodesTotal } from '../cart/PromoCodeForm';
import { CartAlert } from '../cart/CartAlert';
import { formatMoney } from '../cart/cartView';
import { RESERVATION_TIMER_ISLAND, ReservationTimer } from '../cart/ReservationTimer';
import { reservationMessagesOf } from '../cart/messages';
import { SHIPPING_COUNTRIES, type AddressField } from '../../../platform/address';
import { CHECKOUT_STEPS, type CheckoutFormResult, type CheckoutStep, type CheckoutView } from './checkoutView';

const Page = styled.div({
  maxWidth: theme.sizes.content,
  margin: '0 auto',
  padding: `${theme.space[6]} ${theme.space[4]} ${theme.space[16]}`,
});
const Layout = styled.div({
  display: 'grid',
  gap: theme.space[8],
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media (min-width: 900px)': { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' },
});
const Step = styled.section({
  border: `1px solid ${theme.colors.border.default}`,
  borderRadius: theme.radii.md,
  padding: theme.space[4],
  marginBottom: theme.space[4],
});
const Fields = styled.div({
  display: 'grid',
  gap: theme.space[3],
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
  marginBottom: theme.space[4],
});
const Totals = styled.dl({ display: 'grid', gridTemplateColumns: '1fr auto', gap: theme.space[2] });

const m = defineMessages({
  title: { id: 'checkout.title', defaultMessage: 'Checkout' },
  stepContact: { id: 'checkout.step.contact', defaultMessage: '1. Contact' },
  stepAddress: { id: 'checkout.step.address', defaultMessage: '2. Shipping address' },
  stepShippingMethod: { id: 'checkout.step.shippingMethod', defaultMessage: '3. Shipping method' },
  stepPayment: { id: 'checkout.step.payment', defaultMessage: '4. Payment' },
  countryUS: { id: 'checkout.country.US', defaultMessage: 'United States' },
  countryCA: { id: 'checkout.country.CA', defaultMessage: 'Canada' },
  completeAbove: { id: 'checkout.completeAbove', defaultMessage: 'Complete the step above first.' },
  email: { id: 'checkout.email', defaultMessage: 'Email' },
  updateEmail: { id: 'checkout.updateEmail', defaultMessage: 'Update email' },
  toAddress: { id: 'checkout.toAddress', defaultMessage: 'Continue to shipping address' },
  firstName: { id: 'checkout.firstName', defaultMessage: 'First name' },
  lastName: { id: 'checkout.lastName', defaultMessage: 'Last name' },
  address1: { id: 'checkout.address1', defaultMessage: 'Address' },
  address2: { id: 'checkout.address2', defaultMessage: 'Address line 2 (optional)' },
  city: { id: 'checkout.city', defaultMessage: 'City' },
  stateCode: { id: 'checkout.stateCode', defaultMessage: 'State or province (2 letters)' },
  postalCode: { id: 'checkout.postalCode', defaultMessage: 'Postal code' },
  country: { id: 'checkout.country', defaultMessage: 'Country' },
  phone: { id: 'checkout.phone', defaultMessage: 'Phone (optional)' },
  toShippingMethod: { id: 'checkout.toShippingMethod', defaultMessage: 'Continue to shipping method' },
  updateAddress: { id: 'checkout.updateAddress', defaultMessage: 'Update address' },
  chooseShipping: { id: 'checkout.chooseShipping', defaultMessage: 'Choose how your order ships' },
  noMethods: {
    id: 'checkout.noMethods',
    defaultMessage: 'Shipping methods could not be loaded. Please reload the page.',
  },
  toPayment: { id: 'checkout.toPayment', defaultMessage: 'Continue to payment' },
  updateShippingMethod: { id: 'checkout.updateShippingMethod', defaultMessage: 'Update shipping method' },
  demoPayment: {
    id: 'checkout.demoPayment',
    defaultMessage:
      'This is a demo store: no payment is taken and no card details are asked for. Placing the order sends a demo card.',
  },
  placeOrder: { id: 'checkout.placeOrder', defaultMessage: 'Place order' },
  summary: { id: 'checkout.summary', defaultMessage: 'Order summary' },
  subtotal: { id: 'checkout.subtotal', defaultMessage: 'Subtotal' },
  shipping: { id: 'checkout.shipping', defaultMessage: 'Shipping' },
  chooseMethod: { id: 'checkout.chooseMethod', defaultMessage: 'Choose a method' },
  promoCodes: { id: 'cart.promoCodes', defaultMessage: 'Promo codes' },
  tax: { id: 'checkout.tax', defaultMessage: 'Tax' },
  total: { id: 'checkout.total', defaultMessage: 'Total' },
  editBag: { id: 'checkout.editBag', defaultMessage: 'Edit bag' },
});

const STEP_TITLES: Record<CheckoutStep, (typeof m)[keyof typeof m]> = {
  contact: m.stepContact,
  address: m.stepAddress,
  'shipping-method': m.stepShippingMethod,
  payment: m.stepPayment,
};
const COUNTRY_NAMES: Record<(typeof SHIPPING_COUNTRIES)[number], (typeof m)[keyof typeof m]> = {
  US: m.countryUS,
  CA: m.countryCA,
};

export interface CheckoutPageProps {
  view: CheckoutView;
  result?: CheckoutFormResult | undefined;
}

/**
 * The checkout: four steps on one page, each a server form (contact email, shipping address, shipping method,
 * payment). Done steps show their value and stay editable; the first step not done is open.
 */
export function CheckoutPage({ view, result }: CheckoutPageProps) {
  const money = (amount: number | undefined) => formatMoney(amount, view.currency, view.locale);
  const intl = useIntl();
  const t = (descriptor: (typeof m)[keyof typeof m]) => intl.formatMessage(descriptor);
  const timerMessages = reservationMessagesOf(intl);
  const reached = (step: CheckoutStep) => CHECKOUT_STEPS.indexOf(step) <= CHECKOUT_STEPS.indexOf(view.step);
  const refused = (step: CheckoutStep) => (result?.step === step ? result : undefined);
  const value = (step: CheckoutStep, field: string, fallback: string | undefined) =>
    refused(step)?.values?.[field] ?? fallback ?? '';
  const fieldError = (step: CheckoutStep, field: AddressField | 'email' | 'shippingMethodId') =>
    refused(step)?.fieldErrors?.[field];
  const section = (step: CheckoutStep, children: ReactNode) => (
    <Step aria-labelledby={`step-${step}`} data-step={step} data-current={view.step === step ? '' : undefined}>
      <h2 id={`step-${step}`} style={{ marginTop: 0 }}>
        {t(STEP_TITLES[step])}
      </h2>
      {refused(step)?.message ? <CartAlert status="error" title={refused(step)!.message} /> : null}
      {reached(step) ? children : <p>{t(m.completeAbove)}</p>}
    </Step>
  );
  const address = (field: AddressField, label: string, options: { required?: boolean; autoComplete?: string } = {}) => (
    <TextField
      name={field}
      label={label}
      defaultValue={value('address', field, view.address?.[field])}
      required={options.required ?? true}
      {...(options.autoComplete ? { autoComplete: options.autoComplete } : {})}
      {...(fieldError('address', field) ? { error: fieldError('address', field) } : {})}
    />
  );
  return (
    <Page data-checkout-page="">
      <Island kind={RESERVATION_TIMER_ISLAND} trigger="load" props={{ messages: timerMessages }}>
        <ReservationTimer messages={timerMessages} />
      </Island>
      <h1>{t(m.title)}</h1>
      {result?.step === 'order' && result.message ? (
        <CartAlert status="error" title={result.message} data-testid="checkout-error" />
      ) : null}
      <Layout>
        <div>
          {section(
            'contact',
            <form method="post" action={view.links.action}>
              <input type="hidden" name="intent" value="contact" />
              <Fields>
                <TextField
                  name="email"
                  type="email"
                  label={t(m.email)}
                  autoComplete="email"
                  required
                  defaultValue={value('contact', 'email', view.email)}
                  {...(fieldError('contact', 'email') ? { error: fieldError('contact', 'email') } : {})}
                />
              </Fields>
              <Button type="submit">{view.email ? t(m.updateEmail) : t(m.toAddress)}</Button>
            </form>,
          )}
          {section(
            'address',
            <form method="post" action={view.links.action}>
              <input type="hidden" name="intent" value="address" />
              <Fields>
                {address('firstName', t(m.firstName), { autoComplete: 'given-name' })}
                {address('lastName', t(m.lastName), { autoComplete: 'family-name' })}
                {address('address1', t(m.address1), { autoComplete: 'address-line1' })}
                {address('address2', t(m.address2), { required: false, autoComplete: 'address-line2' })}
                {address('city', t(m.city), { autoComplete: 'address-level2' })}
                {address('stateCode', t(m.stateCode), { autoComplete: 'address-level1' })}
                {address('postalCode', t(m.postalCode), { autoComplete: 'postal-code' })}
                <label style={{ display: 'grid', gap: theme.space[1] }}>
                  <span>{t(m.country)}</span>
                  <select
                    name="countryCode"
                    defaultValue={value('address', 'countryCode', view.address?.countryCode ?? 'US')}
                    autoComplete="country"
                    aria-invalid={fieldError('address', 'countryCode') ? true : undefined}
                    style={{ minHeight: '2.5rem' }}
                  >
                    {SHIPPING_COUNTRIES.map((code) => (
                      <option key={code} value={code}>
                        {t(COUNTRY_NAMES[code])}
                      </option>
                    ))}
                  </select>
                  {fieldError('address', 'countryCode') ? (
                    <span role="alert">{fieldError('address', 'countryCode')}</span>
                  ) : null}
                </label>
                {address('phone', t(m.phone), { required: false, autoComplete: 'tel' })}
              </Fields>
              <Button type="submit">{view.step === 'address' ? t(m.toShippingMethod) : t(m.updateAddress)}</Button>
            </form>,
          )}
          {section(
            'shipping-method',
            <form method="post" action={view.links.action}>
              <input type="hidden" name="intent" value="shipping-method" />
              <fieldset style={{ border: 0, padding: 0, margin: `0 0 ${theme.space[4]}` }}>
                <legend>{t(m.chooseShipping)}</legend>
                {view.shippingMethods.map((method, i) => (
                  <label key={method.id} style={{ display: 'block', padding: `${theme.space[2]} 0` }}>
                    <input
                      type="radio"
                      name="shippingMethodId"
                      value={method.id}
                      defaultChecked={view.shippingMethodId ? view.shippingMethodId === method.id : i === 0}
                      required
                    />{' '}
                    {method.name} {method.price !== undefined ? `(${money(method.price)})` : ''}{' '}
                    {method.description ? `: ${method.description}` : ''}
                  </label>
                ))}
                {view.shippingMethods.length === 0 ? <p>{t(m.noMethods)}</p> : null}
                {fieldError('shipping-method', 'shippingMethodId') ? (
                  <p role="alert">{fieldError('shipping-method', 'shippingMethodId')}</p>
                ) : null}
              </fieldset>
              <Button type="submit">
                {view.step === 'shipping-method' ? t(m.toPayment) : t(m.updateShippingMethod)}
              </Button>
            </form>,
          )}
          {section(
            'payment',
            <form method="post" action={view.links.action}>
              <input type="hidden" name="intent" value="place-order" />
              <p>{t(m.demoPayment)}</p>
              <Button type="submit" size="lg">
                {t(m.placeOrder)}
              </Button>
            </form>,
          )}
        </div>
        <aside aria-labelledby="checkout-summary">
          <h2 id="checkout-summary" style={{ marginTop: 0 }}>
            {t(m.summary)}
          </h2>
          <ul style={{ paddingInlineStart: '1rem' }}>
            {view.lines.map((line) => (
              <li key={line.itemId}>
                {line.name} × {line.quantity} {money(line.price)}
              </li>
            ))}
          </ul>
          <Totals>
            <dt>{t(m.subtotal)}</dt>
            <dd>{money(view.totals.subtotal)}</dd>
            <PromoCodesTotal label={t(m.promoCodes)} discount={view.totals.discount} formatMoney={money} />
            <dt>{t(m.shipping)}</dt>
            <dd>{view.totals.shipping !== undefined ? money(view.totals.shipping) : t(m.chooseMethod)}</dd>
            <dt>{t(m.tax)}</dt>
            <dd>{money(view.totals.tax)}</dd>
            <dt>
              <strong>{t(m.total)}</strong>
            </dt>
            <dd data-total="total">
              <strong>{money(view.totals.total)}</strong>
            </dd>
          </Totals>
          <a href={view.links.cart}>{t(m.editBag)}</a>
        </aside>
      </Layout>
    </Page>
  );
}
