import styled from '@emotion/styled';
import { Island } from '@ridgeline/renderer';
import { Button, TextField, theme } from '@ridgeline/ui';
import type { ReactNode } from 'react';
import { CartAlert } from '../cart/CartAlert';
import { formatMoney } from '../cart/cartView';
import { RESERVATION_TIMER_ISLAND, ReservationTimer } from '../cart/ReservationTimer';
import { SHIPPING_COUNTRIES, type AddressField } from './address';
import { CHECKOUT_STEPS, type CheckoutFormResult, type CheckoutStep, type CheckoutView } from './checkoutView';

const Page = styled.div({ maxWidth: theme.sizes.content, margin: '0 auto', padding: `${theme.space[6]} ${theme.space[4]} ${theme.space[16]}` });
const Layout = styled.div({ display: 'grid', gap: theme.space[8], gridTemplateColumns: 'minmax(0, 1fr)', '@media (min-width: 900px)': { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' } });
const Step = styled.section({ border: `1px solid ${theme.colors.border.default}`, borderRadius: theme.radii.md, padding: theme.space[4], marginBottom: theme.space[4] });
const Fields = styled.div({ display: 'grid', gap: theme.space[3], gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))', marginBottom: theme.space[4] });
const Totals = styled.dl({ display: 'grid', gridTemplateColumns: '1fr auto', gap: theme.space[2] });

const STEP_TITLES: Record<CheckoutStep, string> = { contact: '1. Contact', address: '2. Shipping address', 'shipping-method': '3. Shipping method', payment: '4. Payment' };
const COUNTRY_NAMES: Record<(typeof SHIPPING_COUNTRIES)[number], string> = { US: 'United States', CA: 'Canada' };

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
  const reached = (step: CheckoutStep) => CHECKOUT_STEPS.indexOf(step) <= CHECKOUT_STEPS.indexOf(view.step);
  const refused = (step: CheckoutStep) => (result?.step === step ? result : undefined);
  const value = (step: CheckoutStep, field: string, fallback: string | undefined) => refused(step)?.values?.[field] ?? fallback ?? '';
  const fieldError = (step: CheckoutStep, field: AddressField | 'email' | 'shippingMethodId') => refused(step)?.fieldErrors?.[field];
  const section = (step: CheckoutStep, children: ReactNode) => (
    <Step aria-labelledby={`step-${step}`} data-step={step} data-current={view.step === step ? '' : undefined}>
      <h2 id={`step-${step}`} style={{ marginTop: 0 }}>
        {STEP_TITLES[step]}
      </h2>
      {refused(step)?.message ? <CartAlert status="error" title={refused(step)!.message} /> : null}
      {reached(step) ? children : <p>Complete the step above first.</p>}
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
      <Island kind={RESERVATION_TIMER_ISLAND} trigger="load" props={{}}>
        <ReservationTimer />
      </Island>
      <h1>Checkout</h1>
      {result?.step === 'order' && result.message ? <CartAlert status="error" title={result.message} data-testid="checkout-error" /> : null}
      <Layout>
        <div>
          {section(
            'contact',
            <form method="post" action={view.links.action}>
              <input type="hidden" name="intent" value="contact" />
              <Fields>
                <TextField name="email" type="email" label="Email" autoComplete="email" required defaultValue={value('contact', 'email', view.email)} {...(fieldError('contact', 'email') ? { error: fieldError('contact', 'email') } : {})} />
              </Fields>
              <Button type="submit">{view.email ? 'Update email' : 'Continue to shipping address'}</Button>
            </form>,
          )}
          {section(
            'address',
            <form method="post" action={view.links.action}>
              <input type="hidden" name="intent" value="address" />
              <Fields>
                {address('firstName', 'First name', { autoComplete: 'given-name' })}
                {address('lastName', 'Last name', { autoComplete: 'family-name' })}
                {address('address1', 'Address', { autoComplete: 'address-line1' })}
                {address('address2', 'Address line 2 (optional)', { required: false, autoComplete: 'address-line2' })}
                {address('city', 'City', { autoComplete: 'address-level2' })}
                {address('stateCode', 'State or province (2 letters)', { autoComplete: 'address-level1' })}
                {address('postalCode', 'Postal code', { autoComplete: 'postal-code' })}
                <label style={{ display: 'grid', gap: theme.space[1] }}>
                  <span>Country</span>
                  <select name="countryCode" defaultValue={value('address', 'countryCode', view.address?.countryCode ?? 'US')} autoComplete="country" aria-invalid={fieldError('address', 'countryCode') ? true : undefined} style={{ minHeight: '2.5rem' }}>
                    {SHIPPING_COUNTRIES.map((code) => (
                      <option key={code} value={code}>
                        {COUNTRY_NAMES[code]}
                      </option>
                    ))}
                  </select>
                  {fieldError('address', 'countryCode') ? <span role="alert">{fieldError('address', 'countryCode')}</span> : null}
                </label>
                {address('phone', 'Phone (optional)', { required: false, autoComplete: 'tel' })}
              </Fields>
              <Button type="submit">{view.step === 'address' ? 'Continue to shipping method' : 'Update address'}</Button>
            </form>,
          )}
          {section(
            'shipping-method',
            <form method="post" action={view.links.action}>
              <input type="hidden" name="intent" value="shipping-method" />
              <fieldset style={{ border: 0, padding: 0, margin: `0 0 ${theme.space[4]}` }}>
                <legend>Choose how your order ships</legend>
                {view.shippingMethods.map((method, i) => (
                  <label key={method.id} style={{ display: 'block', padding: `${theme.space[2]} 0` }}>
                    <input type="radio" name="shippingMethodId" value={method.id} defaultChecked={view.shippingMethodId ? view.shippingMethodId === method.id : i === 0} required />{' '}
                    {method.name} {method.price !== undefined ? `(${money(method.price)})` : ''} {method.description ? `: ${method.description}` : ''}
                  </label>
                ))}
                {view.shippingMethods.length === 0 ? <p>Shipping methods could not be loaded. Please reload the page.</p> : null}
                {fieldError('shipping-method', 'shippingMethodId') ? <p role="alert">{fieldError('shipping-method', 'shippingMethodId')}</p> : null}
              </fieldset>
              <Button type="submit">{view.step === 'shipping-method' ? 'Continue to payment' : 'Update shipping method'}</Button>
            </form>,
          )}
          {section(
            'payment',
            <form method="post" action={view.links.action}>
              <input type="hidden" name="intent" value="place-order" />
              <p>This is a demo store: no payment is taken and no card details are asked for. Placing the order sends a demo card.</p>
              <Button type="submit" size="lg">
                Place order
              </Button>
            </form>,
          )}
        </div>
        <aside aria-labelledby="checkout-summary">
          <h2 id="checkout-summary" style={{ marginTop: 0 }}>
            Order summary
          </h2>
          <ul style={{ paddingInlineStart: '1rem' }}>
            {view.lines.map((line) => (
              <li key={line.itemId}>
                {line.name} × {line.quantity} {money(line.price)}
              </li>
            ))}
          </ul>
          <Totals>
            <dt>Subtotal</dt>
            <dd>{money(view.totals.subtotal)}</dd>
            {view.totals.discount !== undefined ? (
              <>
                <dt>Promo codes</dt>
                <dd data-total="discount">−{money(view.totals.discount)}</dd>
              </>
            ) : null}
            <dt>Shipping</dt>
            <dd>{view.totals.shipping !== undefined ? money(view.totals.shipping) : 'Choose a method'}</dd>
            <dt>Tax</dt>
            <dd>{money(view.totals.tax)}</dd>
            <dt>
              <strong>Total</strong>
            </dt>
            <dd data-total="total">
              <strong>{money(view.totals.total)}</strong>
            </dd>
          </Totals>
          <a href={view.links.cart}>Edit bag</a>
        </aside>
      </Layout>
    </Page>
  );
}
