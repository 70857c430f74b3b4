import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { Button, Heading, Link, Panel, Stack, Text, TextField, theme } from '@ridgeline/ui';
import { Island } from '@ridgeline/renderer';
import { urls } from '../../../platform/urls';
import { SHIPPING_COUNTRIES } from '../../../platform/address';
import type { AddressProblem, MembershipView, ProfileProblem, ProfileView } from './account.server';
import { FormAlert, Notice } from './AccountLayout';
import { PROFILE_BANNER_ISLAND, ProfileBanner } from './profiling/ProfileBanner';
import type { AccountOrder, CustomerAddress } from './profile.server';
import type { AddressFormField } from './schemas';

export const pageMessages = defineMessages({
  profileTitle: { id: 'account.profile.title', defaultMessage: 'My Profile' },
  firstName: { id: 'account.field.firstName', defaultMessage: 'First Name' },
  lastName: { id: 'account.field.lastName', defaultMessage: 'Last Name' },
  email: { id: 'account.field.email', defaultMessage: 'Email' },
  phone: { id: 'account.field.phone', defaultMessage: 'Phone' },
  postalCode: { id: 'account.field.postalCode', defaultMessage: 'Postal Code' },
  save: { id: 'account.save', defaultMessage: 'Save' },
  ordersTitle: { id: 'account.orders.title', defaultMessage: 'Order History' },
  noOrders: { id: 'account.orders.empty', defaultMessage: 'You have not placed any orders yet.' },
  startShopping: { id: 'account.orders.startShopping', defaultMessage: 'Start shopping' },
  order: { id: 'account.orders.order', defaultMessage: 'Order {orderNo}' },
  orderPlaced: { id: 'account.orders.placed', defaultMessage: 'Placed {date}' },
  orderItems: { id: 'account.orders.items', defaultMessage: '{count, plural, one {# item} other {# items}}' },
  viewOrder: { id: 'account.orders.view', defaultMessage: 'View order {orderNo}' },
  addressesTitle: { id: 'account.addresses.title', defaultMessage: 'Addresses' },
  noAddresses: { id: 'account.addresses.empty', defaultMessage: 'You have no saved addresses yet.' },
  addAddress: { id: 'account.addresses.add', defaultMessage: 'Add Address' },
  editAddress: { id: 'account.addresses.edit', defaultMessage: 'Edit {name}' },
  removeAddress: { id: 'account.addresses.remove', defaultMessage: 'Remove {name}' },
  preferred: { id: 'account.addresses.preferred', defaultMessage: 'Default' },
  addressName: { id: 'account.field.addressName', defaultMessage: 'Address Name' },
  address1: { id: 'account.field.address1', defaultMessage: 'Address' },
  address2: { id: 'account.field.address2', defaultMessage: 'Address Line 2 (optional)' },
  city: { id: 'account.field.city', defaultMessage: 'City' },
  stateCode: { id: 'account.field.stateCode', defaultMessage: 'State or Province (2 letters)' },
  countryCode: { id: 'account.field.countryCode', defaultMessage: 'Country' },
  addressPhone: { id: 'account.field.addressPhone', defaultMessage: 'Phone (optional)' },
  membershipTitle: { id: 'account.membership.title', defaultMessage: 'Membership' },
  memberTier: { id: 'account.membership.tier', defaultMessage: 'You are a Ridgeline Rewards member. Tier: {tier}' },
  memberPoints: { id: 'account.membership.points', defaultMessage: '{points, number} points available ({value})' },
  memberExpires: { id: 'account.membership.expires', defaultMessage: 'Your status is valid until {date}.' },
  notMember: {
    id: 'account.membership.notMember',
    defaultMessage:
      'Join Ridgeline Rewards for free: earn points on every order, get free shipping and member-only offers.',
  },
  join: { id: 'account.membership.join', defaultMessage: 'Join For Free' },
  unavailable: { id: 'account.unavailable', defaultMessage: 'This page could not be loaded. Please try again.' },
});

/** The account forms stay a readable width inside the content column. */
const formMaxWidth = 480;

export interface ProfileSectionProps {
  view: ProfileView;
  problem?: ProfileProblem | undefined;
  notice?: string | undefined;
}

/** `/account`: the profile banner (when profiling is on and the profile is not complete) and the profile form. */
export function ProfileSection({ view, problem, notice }: ProfileSectionProps) {
  const intl = useIntl();
  const values = { ...view.customer, ...(problem?.values ?? {}) };
  return (
    <>
      <Notice message={notice} />
      {view.progress ? (
        <Island kind={PROFILE_BANNER_ISLAND} trigger="load" props={{ progressDecimal: view.progress.progressDecimal }}>
          <ProfileBanner progressDecimal={view.progress.progressDecimal} />
        </Island>
      ) : null}
      <Stack as="form" gap={4} css={{ maxWidth: formMaxWidth }} method="post" noValidate data-profile-form="">
        <FormAlert message={problem?.formError} />
        <TextField
          label={intl.formatMessage(pageMessages.firstName)}
          name="firstName"
          autoComplete="given-name"
          required
          defaultValue={values.firstName}
          error={problem?.errors.firstName}
        />
        <TextField
          label={intl.formatMessage(pageMessages.lastName)}
          name="lastName"
          autoComplete="family-name"
          required
          defaultValue={values.lastName}
          error={problem?.errors.lastName}
        />
        <TextField
          label={intl.formatMessage(pageMessages.email)}
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={values.email}
          error={problem?.errors.email}
        />
        <TextField
          label={intl.formatMessage(pageMessages.phone)}
          name="phone"
          type="tel"
          autoComplete="tel"
          required
          defaultValue={values.phone}
          error={problem?.errors.phone}
        />
        <TextField
          label={intl.formatMessage(pageMessages.postalCode)}
          name="postalCode"
          autoComplete="postal-code"
          required
          defaultValue={values.postalCode}
          error={problem?.errors.postalCode}
        />
        <div>
          <Button type="submit">{intl.formatMessage(pageMessages.save)}</Button>
        </div>
      </Stack>
    </>
  );
}

/** `/account/orders`: the customer's orders, newest first, each linking to its confirmation page. */
export function OrdersSection({ orders, localeId }: { orders: AccountOrder[]; localeId?: string | undefined }) {
  const intl = useIntl();
  if (orders.length === 0) {
    return (
      <Stack gap={3} data-orders-empty="">
        <Text>{intl.formatMessage(pageMessages.noOrders)}</Text>
        <Link href={urls.home(localeId)}>{intl.formatMessage(pageMessages.startShopping)}</Link>
      </Stack>
    );
  }
  return (
    <Stack as="ol" gap={3} data-orders="">
      {orders.map((order) => {
        const count = (order.productItems ?? []).reduce((sum, item) => sum + (item.quantity ?? 0), 0);
        return (
          <Panel as="li" gap={1} key={order.orderNo} data-order={order.orderNo}>
            <Heading level={2}>
              {intl.formatMessage(pageMessages.order as MessageDescriptor, { orderNo: order.orderNo })}
            </Heading>
            {order.creationDate ? (
              <Text>
                {intl.formatMessage(pageMessages.orderPlaced as MessageDescriptor, {
                  date: intl.formatDate(order.creationDate, { dateStyle: 'medium' }),
                })}
              </Text>
            ) : null}
            <Text>
              {intl.formatMessage(pageMessages.orderItems as MessageDescriptor, { count })}
              {typeof order.orderTotal === 'number' && order.currency
                ? ` · ${intl.formatNumber(order.orderTotal, { style: 'currency', currency: order.currency })}`
                : ''}
            </Text>
            <Link href={urls.orderConfirmation(order.orderNo, localeId)}>
              {intl.formatMessage(pageMessages.viewOrder as MessageDescriptor, { orderNo: order.orderNo })}
            </Link>
          </Panel>
        );
      })}
    </Stack>
  );
}

function AddressForm({
  address,
  problem,
  formId,
}: {
  address?: CustomerAddress | undefined;
  problem?: AddressProblem | undefined;
  formId: string;
}) {
  const intl = useIntl();
  const values: Partial<Record<AddressFormField, string>> =
    problem?.values ?? (address as Partial<Record<AddressFormField, string>> | undefined) ?? {};
  const errors = problem?.errors ?? {};
  const field = (name: AddressFormField, label: string, extra: { autoComplete?: string; required?: boolean } = {}) => (
    <TextField
      label={label}
      name={name}
      id={`${formId}-${name}`}
      defaultValue={values[name] ?? ''}
      error={errors[name]}
      {...(extra.autoComplete ? { autoComplete: extra.autoComplete } : {})}
      {...(extra.required === false ? {} : { required: true })}
    />
  );
  return (
    <Stack
      as="form"
      gap={4}
      css={{ maxWidth: formMaxWidth }}
      method="post"
      noValidate
      data-address-form={address ? address.addressId : 'new'}
    >
      <input type="hidden" name="intent" value="save" />
      {address ? <input type="hidden" name="originalId" value={address.addressId} /> : null}
      <FormAlert message={problem?.formError} />
      {field('addressId', intl.formatMessage(pageMessages.addressName))}
      {field('firstName', intl.formatMessage(pageMessages.firstName), { autoComplete: 'given-name' })}
      {field('lastName', intl.formatMessage(pageMessages.lastName), { autoComplete: 'family-name' })}
      {field('address1', intl.formatMessage(pageMessages.address1), { autoComplete: 'address-line1' })}
      {field('address2', intl.formatMessage(pageMessages.address2), { autoComplete: 'address-line2', required: false })}
      {field('city', intl.formatMessage(pageMessages.city), { autoComplete: 'address-level2' })}
      {field('stateCode', intl.formatMessage(pageMessages.stateCode), { autoComplete: 'address-level1' })}
      {field('postalCode', intl.formatMessage(pageMessages.postalCode), { autoComplete: 'postal-code' })}
      <label htmlFor={`${formId}-countryCode`} css={{ display: 'flex', flexDirection: 'column', gap: theme.space[1] }}>
        {intl.formatMessage(pageMessages.countryCode)}
        <select
          id={`${formId}-countryCode`}
          name="countryCode"
          defaultValue={values.countryCode ?? 'US'}
          css={{
            minHeight: 44,
            padding: `0 ${theme.space[3]}`,
            border: `1px solid ${theme.colors.border.strong}`,
            borderRadius: 4,
            font: 'inherit',
          }}
        >
          {SHIPPING_COUNTRIES.map((country) => (
            <option key={country} value={country}>
              {intl.formatDisplayName(country, { type: 'region' }) ?? country}
            </option>
          ))}
        </select>
      </label>
      {errors.countryCode ? <Text role="alert">{errors.countryCode}</Text> : null}
      {field('phone', intl.formatMessage(pageMessages.addressPhone), { autoComplete: 'tel', required: false })}
      <div>
        <Button type="submit">{intl.formatMessage(pageMessages.save)}</Button>
      </div>
    </Stack>
  );
}

/** `/account/addresses`: each address (edit in place, remove), then the form for a new one. Server forms throughout. */
export function AddressesSection({
  addresses,
  problem,
  notice,
}: {
  addresses: CustomerAddress[];
  problem?: AddressProblem | undefined;
  notice?: string | undefined;
}) {
  const intl = useIntl();
  const newProblem = problem && !problem.editing ? problem : undefined;
  return (
    <>
      <Notice message={notice} />
      {problem?.formError && !problem.values.addressId ? <FormAlert message={problem.formError} /> : null}
      {addresses.length === 0 ? (
        <Text data-addresses-empty="">{intl.formatMessage(pageMessages.noAddresses)}</Text>
      ) : null}
      <Stack as="ul" gap={4} data-addresses="">
        {addresses.map((address) => {
          const editing = problem?.editing === address.addressId ? problem : undefined;
          return (
            <Panel as="li" gap={2} key={address.addressId} data-address={address.addressId}>
              <Heading level={2}>
                {address.addressId}
                {address.preferred ? ` (${intl.formatMessage(pageMessages.preferred)})` : ''}
              </Heading>
              <Text>
                {[address.firstName, address.lastName].filter(Boolean).join(' ')}
                <br />
                {[address.address1, address.address2].filter(Boolean).join(', ')}
                <br />
                {[address.city, address.stateCode, address.postalCode, address.countryCode].filter(Boolean).join(' ')}
              </Text>
              <details open={Boolean(editing)}>
                <summary css={{ cursor: 'pointer' }}>
                  {intl.formatMessage(pageMessages.editAddress as MessageDescriptor, { name: address.addressId })}
                </summary>
                <AddressForm
                  address={address}
                  problem={editing}
                  formId={`address-${address.addressId.replace(/[^\w-]/g, '_')}`}
                />
              </details>
              <form method="post">
                <input type="hidden" name="intent" value="remove" />
                <input type="hidden" name="addressId" value={address.addressId} />
                <Button type="submit" variant="outline">
                  {intl.formatMessage(pageMessages.removeAddress as MessageDescriptor, { name: address.addressId })}
                </Button>
              </form>
            </Panel>
          );
        })}
      </Stack>
      <Heading level={2}>{intl.formatMessage(pageMessages.addAddress)}</Heading>
      <AddressForm problem={newProblem} formId="address-new" />
    </>
  );
}

/** `/account/membership`: the loyalty status, or the join button. */
export function MembershipSection({
  membership,
  formError,
  notice,
}: {
  membership: MembershipView | null;
  formError?: string | undefined;
  notice?: string | undefined;
}) {
  const intl = useIntl();
  if (!membership) return <FormAlert message={intl.formatMessage(pageMessages.unavailable)} />;
  if (membership.member) {
    return (
      <Stack gap={2} data-membership="member">
        <Notice message={notice} />
        <Text>
          {intl.formatMessage(pageMessages.memberTier as MessageDescriptor, { tier: membership.tier ?? 'member' })}
        </Text>
        {typeof membership.points === 'number' ? (
          <Text>
            {intl.formatMessage(pageMessages.memberPoints as MessageDescriptor, {
              points: membership.points,
              value: membership.value ?? '',
            })}
          </Text>
        ) : null}
        {membership.expires ? (
          <Text>
            {intl.formatMessage(pageMessages.memberExpires as MessageDescriptor, { date: membership.expires })}
          </Text>
        ) : null}
      </Stack>
    );
  }
  return (
    <Stack as="form" gap={4} css={{ maxWidth: formMaxWidth }} method="post" data-membership="guest">
      <FormAlert message={formError} />
      <Text>{intl.formatMessage(pageMessages.notMember)}</Text>
      <div>
        <Button type="submit">{intl.formatMessage(pageMessages.join)}</Button>
      </div>
    </Stack>
  );
}
