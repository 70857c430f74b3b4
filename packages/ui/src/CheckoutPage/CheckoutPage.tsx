import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { Button } from '../Button/Button';
import { CartAlert } from '../CartAlert/CartAlert';
import { CartPageLayout, CartPageShell } from '../CartPage/CartPage';
import { OrderSummaryTotals } from '../OrderSummary/OrderSummary';
import { TextField } from '../TextField/TextField';
import { theme } from '../theme/theme';

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

export type CheckoutStepName = 'contact' | 'address' | 'shipping-method' | 'payment';
const STEPS: readonly CheckoutStepName[] = ['contact', 'address', 'shipping-method', 'payment'];

/** The address form's fields, in order (`countryCode` is the country select): the first invalid one takes focus. */
const ADDRESS_FIELDS = [
  'firstName',
  'lastName',
  'address1',
  'address2',
  'city',
  'stateCode',
  'postalCode',
  'countryCode',
  'phone',
] as const;
export type CheckoutAddressField = (typeof ADDRESS_FIELDS)[number];

/** The checkout's model (amounts as numbers, formatted with `formatMoney`). */
export interface CheckoutPageView {
  lines: readonly { itemId: string; name: string; quantity: number; price?: number }[];
  totals: { subtotal?: number; discount?: number; shipping?: number; tax?: number; total?: number };
  email?: string;
  address?: Partial<Record<CheckoutAddressField, string>>;
  shippingMethods: readonly { id: string; name: string; description?: string; price?: number }[];
  shippingMethodId?: string;
  /** The first step not done yet ('payment' once everything else is). */
  step: CheckoutStepName;
  links: { action: string; cart: string };
  /**
   * A signed-in shopper's address book (name, fields, whether it is checked): the address step offers them first, a
   * radio each, sent as `intent` saved-address with `addressId`; the form for a new address follows.
   */
  savedAddresses?: readonly {
    id: string;
    address: Partial<Record<CheckoutAddressField, string>>;
    selected: boolean;
  }[];
}

/** A refused step post: the step, the values sent and the messages. */
export interface CheckoutPageResult {
  step: CheckoutStepName | 'order';
  message?: string;
  fieldErrors?: Partial<Record<CheckoutAddressField | 'email' | 'shippingMethodId', string>>;
  values?: Record<string, string>;
}

/** The checkout's words, formatted in the page's locale. */
export interface CheckoutPageText {
  title: string;
  steps: Record<CheckoutStepName, string>;
  /** The field labels of the address form (and of the country select). */
  fields: Record<CheckoutAddressField, string>;
  /** The shipping countries: code → name, in the select's order. */
  countries: readonly { code: string; name: string }[];
  completeAbove: string;
  email: string;
  updateEmail: string;
  toAddress: string;
  toShippingMethod: string;
  updateAddress: string;
  /** the saved addresses' legend, their button, and the heading of the new address's form after them */
  savedAddresses: string;
  shipToSaved: string;
  newAddress: string;
  chooseShipping: string;
  noMethods: string;
  toPayment: string;
  updateShippingMethod: string;
  demoPayment: string;
  placeOrder: string;
  summary: string;
  subtotal: string;
  promoCodes: string;
  shipping: string;
  chooseMethod: string;
  tax: string;
  total: string;
  editBag: string;
}

export interface CheckoutPageProps {
  view: CheckoutPageView;
  result?: CheckoutPageResult | undefined;
  text: CheckoutPageText;
  formatMoney: (amount: number | undefined) => string;
  /** The reservation timer (an island the app hydrates). */
  timer?: ReactNode;
  /** The page follows a step just done: the open step's heading takes focus (a refused step's error wins). */
  focusOpenStep?: boolean;
}

/** Where focus starts after a refused submit: the first invalid field, else the step's (or the order's) message. */
function refusalFocus(result: CheckoutPageResult | undefined): string | undefined {
  if (!result) return undefined;
  const errors = result.fieldErrors ?? {};
  const fields =
    result.step === 'contact' ? ['email'] : result.step === 'address' ? ADDRESS_FIELDS : ['shippingMethodId'];
  return fields.find((field) => errors[field as keyof typeof errors]) ?? (result.message ? 'message' : undefined);
}

const OPTIONAL: ReadonlySet<CheckoutAddressField> = new Set(['address2', 'phone']);
const AUTOCOMPLETE: Record<CheckoutAddressField, string> = {
  firstName: 'given-name',
  lastName: 'family-name',
  address1: 'address-line1',
  address2: 'address-line2',
  city: 'address-level2',
  stateCode: 'address-level1',
  postalCode: 'postal-code',
  countryCode: 'country',
  phone: 'tel',
};

/** A saved address on one line: name, street, town, region and postal code, country (by its name in `countries`). */
function addressLine(
  address: Partial<Record<CheckoutAddressField, string>>,
  countries: CheckoutPageText['countries'],
): string {
  const name = [address.firstName, address.lastName].filter(Boolean).join(' ');
  const town = [address.city, [address.stateCode, address.postalCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  const country = countries.find((entry) => entry.code === address.countryCode)?.name ?? address.countryCode;
  return [name, address.address1, address.address2, town, country].filter(Boolean).join(', ');
}

/**
 * The checkout: four steps on one page, each a server form posting to `links.action` (`intent` contact, address,
 * shipping-method, place-order). Done steps show their value and stay editable; the first step not done is open;
 * a refused step shows its message and the values sent.
 */
export function CheckoutPage({ view, result, text, formatMoney: money, timer, focusOpenStep }: CheckoutPageProps) {
  // The page is server HTML (a full reload per step): `autoFocus` renders `autofocus`, which the browser honours on
  // load. A refused submit focuses its first invalid field or its message; a new step its heading.
  const refusedFocus = refusalFocus(result);
  const saved = view.savedAddresses ?? [];
  // The new address's form starts empty when the basket ships to a saved address (its radio shows it).
  const typedAddress = saved.some((entry) => entry.selected) ? undefined : view.address;
  const autoFocusOn = (step: CheckoutStepName | 'order', target: string) =>
    result?.step === step && refusedFocus === target ? { autoFocus: true } : {};
  const reached = (step: CheckoutStepName) => STEPS.indexOf(step) <= STEPS.indexOf(view.step);
  const refused = (step: CheckoutStepName) => (result?.step === step ? result : undefined);
  const value = (step: CheckoutStepName, field: string, fallback: string | undefined) =>
    refused(step)?.values?.[field] ?? fallback ?? '';
  const fieldError = (step: CheckoutStepName, field: CheckoutAddressField | 'email' | 'shippingMethodId') =>
    refused(step)?.fieldErrors?.[field];
  const section = (step: CheckoutStepName, children: ReactNode) => (
    <Step aria-labelledby={`step-${step}`} data-step={step} data-current={view.step === step ? '' : undefined}>
      <h2
        id={`step-${step}`}
        style={{ marginTop: 0 }}
        {...(!refusedFocus && focusOpenStep && view.step === step ? { tabIndex: -1, autoFocus: true } : {})}
      >
        {text.steps[step]}
      </h2>
      {refused(step)?.message ? (
        <CartAlert status="error" title={refused(step)!.message} focusOnLoad={refusedFocus === 'message'} />
      ) : null}
      {reached(step) ? children : <p>{text.completeAbove}</p>}
    </Step>
  );
  const address = (field: Exclude<CheckoutAddressField, 'countryCode'>) => (
    <TextField
      name={field}
      label={text.fields[field]}
      defaultValue={value('address', field, typedAddress?.[field])}
      required={!OPTIONAL.has(field)}
      autoComplete={AUTOCOMPLETE[field]}
      {...(fieldError('address', field) ? { error: fieldError('address', field) } : {})}
      {...autoFocusOn('address', field)}
    />
  );
  return (
    <CartPageShell data-checkout-page="">
      {timer}
      <h1>{text.title}</h1>
      {result?.step === 'order' && result.message ? (
        <CartAlert
          status="error"
          title={result.message}
          data-testid="checkout-error"
          focusOnLoad={refusedFocus === 'message'}
        />
      ) : null}
      <CartPageLayout>
        <div>
          {section(
            'contact',
            <form method="post" action={view.links.action}>
              <input type="hidden" name="intent" value="contact" />
              <Fields>
                <TextField
                  name="email"
                  type="email"
                  label={text.email}
                  autoComplete="email"
                  required
                  defaultValue={value('contact', 'email', view.email)}
                  {...(fieldError('contact', 'email') ? { error: fieldError('contact', 'email') } : {})}
                  {...autoFocusOn('contact', 'email')}
                />
              </Fields>
              <Button type="submit">{view.email ? text.updateEmail : text.toAddress}</Button>
            </form>,
          )}
          {section(
            'address',
            <>
              {saved.length > 0 ? (
                <>
                  <form method="post" action={view.links.action} data-saved-addresses="">
                    <input type="hidden" name="intent" value="saved-address" />
                    <fieldset style={{ border: 0, padding: 0, margin: `0 0 ${theme.space[4]}` }}>
                      <legend>{text.savedAddresses}</legend>
                      {saved.map((entry) => (
                        <label key={entry.id} style={{ display: 'block', padding: `${theme.space[2]} 0` }}>
                          <input
                            type="radio"
                            name="addressId"
                            value={entry.id}
                            defaultChecked={entry.selected}
                            required
                          />{' '}
                          <strong>{entry.id}</strong>: {addressLine(entry.address, text.countries)}
                        </label>
                      ))}
                    </fieldset>
                    <Button type="submit">{text.shipToSaved}</Button>
                  </form>
                  <h3 id="checkout-new-address" style={{ marginBottom: theme.space[3] }}>
                    {text.newAddress}
                  </h3>
                </>
              ) : null}
              <form method="post" action={view.links.action}>
                <input type="hidden" name="intent" value="address" />
                <Fields>
                  {address('firstName')}
                  {address('lastName')}
                  {address('address1')}
                  {address('address2')}
                  {address('city')}
                  {address('stateCode')}
                  {address('postalCode')}
                  <label style={{ display: 'grid', gap: theme.space[1] }}>
                    <span>{text.fields.countryCode}</span>
                    <select
                      name="countryCode"
                      defaultValue={value('address', 'countryCode', typedAddress?.countryCode ?? 'US')}
                      autoComplete="country"
                      aria-invalid={fieldError('address', 'countryCode') ? true : undefined}
                      {...autoFocusOn('address', 'countryCode')}
                      style={{ minHeight: '2.5rem' }}
                    >
                      {text.countries.map((country) => (
                        <option key={country.code} value={country.code}>
                          {country.name}
                        </option>
                      ))}
                    </select>
                    {fieldError('address', 'countryCode') ? (
                      <span role="alert">{fieldError('address', 'countryCode')}</span>
                    ) : null}
                  </label>
                  {address('phone')}
                </Fields>
                <Button type="submit">{view.step === 'address' ? text.toShippingMethod : text.updateAddress}</Button>
              </form>
            </>,
          )}
          {section(
            'shipping-method',
            <form method="post" action={view.links.action}>
              <input type="hidden" name="intent" value="shipping-method" />
              <fieldset style={{ border: 0, padding: 0, margin: `0 0 ${theme.space[4]}` }}>
                <legend>{text.chooseShipping}</legend>
                {view.shippingMethods.map((method, i) => (
                  <label key={method.id} style={{ display: 'block', padding: `${theme.space[2]} 0` }}>
                    <input
                      type="radio"
                      name="shippingMethodId"
                      value={method.id}
                      defaultChecked={view.shippingMethodId ? view.shippingMethodId === method.id : i === 0}
                      required
                      {...(i === 0 ? autoFocusOn('shipping-method', 'shippingMethodId') : {})}
                    />{' '}
                    {method.name} {method.price !== undefined ? `(${money(method.price)})` : ''}{' '}
                    {method.description ? `: ${method.description}` : ''}
                  </label>
                ))}
                {view.shippingMethods.length === 0 ? <p>{text.noMethods}</p> : null}
                {fieldError('shipping-method', 'shippingMethodId') ? (
                  <p role="alert">{fieldError('shipping-method', 'shippingMethodId')}</p>
                ) : null}
              </fieldset>
              <Button type="submit">
                {view.step === 'shipping-method' ? text.toPayment : text.updateShippingMethod}
              </Button>
            </form>,
          )}
          {section(
            'payment',
            <form method="post" action={view.links.action}>
              <input type="hidden" name="intent" value="place-order" />
              <p>{text.demoPayment}</p>
              <Button type="submit" size="lg">
                {text.placeOrder}
              </Button>
            </form>,
          )}
        </div>
        <aside aria-labelledby="checkout-summary">
          <h2 id="checkout-summary" style={{ marginTop: 0 }}>
            {text.summary}
          </h2>
          <ul style={{ paddingInlineStart: '1rem' }}>
            {view.lines.map((line) => (
              <li key={line.itemId}>
                {line.name} × {line.quantity} {money(line.price)}
              </li>
            ))}
          </ul>
          <OrderSummaryTotals
            rows={[
              { label: text.subtotal, value: money(view.totals.subtotal) },
              view.totals.discount !== undefined && {
                label: text.promoCodes,
                value: `−${money(view.totals.discount)}`,
                total: 'discount',
              },
              {
                label: text.shipping,
                value: view.totals.shipping !== undefined ? money(view.totals.shipping) : text.chooseMethod,
              },
              { label: text.tax, value: money(view.totals.tax) },
              { label: text.total, value: money(view.totals.total), total: 'total', strong: true },
            ]}
          />
          <a href={view.links.cart}>{text.editBag}</a>
        </aside>
      </CartPageLayout>
    </CartPageShell>
  );
}
