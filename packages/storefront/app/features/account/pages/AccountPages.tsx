import type { ReactNode } from 'react';
import { defineMessages, useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import {
  AccountLayout,
  AddressBook,
  FormMessage,
  MembershipPanel,
  OrderHistory,
  ProfileForm,
  type AddressBookField,
} from '@ridgeline/ui';
import { Island } from '@ridgeline/renderer';
import { urls } from '../../../platform/urls';
import { orderHistoryItems } from '@ridgeline/commerce';
import { SHIPPING_COUNTRIES } from '../../../platform/address';
import type {
  AddressProblem,
  CustomerAddress,
  MembershipView,
  OrderHistoryPage,
  ProfileProblem,
  ProfileView,
} from '@ridgeline/commerce/server';
import { PROFILE_BANNER_ISLAND, ProfileBanner } from './profiling/ProfileBanner';

// The account pages' words; the views are @ridgeline/ui's (AccountLayout, ProfileForm, OrderHistory, AddressBook,
// MembershipPanel), given the words in the request's locale.
const accountMessages = defineMessages({
  nav: { id: 'account.nav', defaultMessage: 'My Account' },
  profile: { id: 'account.nav.profile', defaultMessage: 'Profile' },
  orders: { id: 'account.nav.orders', defaultMessage: 'Orders' },
  wishlist: { id: 'account.nav.wishlist', defaultMessage: 'Wish List' },
  addresses: { id: 'account.nav.addresses', defaultMessage: 'Addresses' },
  membership: { id: 'account.nav.membership', defaultMessage: 'Membership' },
  logout: { id: 'account.nav.logout', defaultMessage: 'Log out' },
  hello: { id: 'account.hello', defaultMessage: 'Hello, {name}' },
});

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
  orderPages: { id: 'account.orders.pages', defaultMessage: 'Order history pages' },
  previousOrders: { id: 'account.orders.previous', defaultMessage: 'Previous' },
  nextOrders: { id: 'account.orders.next', defaultMessage: 'Next' },
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

export type AccountSection = 'profile' | 'orders' | 'wishlist' | 'addresses' | 'membership';

/** The sections of the side navigation, in order, with their addresses. */
export function accountSections(localeId?: string): { section: AccountSection; href: string }[] {
  return [
    { section: 'profile', href: urls.account(localeId) },
    { section: 'orders', href: urls.account(localeId, 'orders') },
    { section: 'wishlist', href: urls.account(localeId, 'wishlist') },
    { section: 'addresses', href: urls.account(localeId, 'addresses') },
    { section: 'membership', href: urls.account(localeId, 'membership') },
  ];
}

const say = (intl: IntlShape, message: MessageDescriptor, values?: Record<string, string | number>) =>
  intl.formatMessage(message, values);

/**
 * The frame of every account page, `title` a message of `pageMessages`; `view` null: the page could not be read,
 * and says so instead of its content.
 */
export function AccountPage<T>(props: {
  current: AccountSection;
  localeId?: string | undefined;
  title: keyof typeof pageMessages;
  firstName?: string | undefined;
  view: T | null;
  children: (view: T) => ReactNode;
}) {
  const intl = useIntl();
  const items = accountSections(props.localeId).map(({ section, href }) => ({
    key: section,
    href,
    label: say(intl, accountMessages[section]),
  }));
  return (
    <AccountLayout
      title={say(intl, pageMessages[props.title])}
      greeting={props.firstName ? say(intl, accountMessages.hello, { name: props.firstName }) : undefined}
      nav={{
        label: say(intl, accountMessages.nav),
        items,
        current: props.current,
        logout: { action: urls.logout(), label: say(intl, accountMessages.logout) },
      }}
    >
      {props.view === null ? <FormMessage message={say(intl, pageMessages.unavailable)} /> : props.children(props.view)}
    </AccountLayout>
  );
}

/** `/account`: the profile banner (when profiling is on and the profile is not complete) and the profile form. */
export function ProfileSection({
  view,
  problem,
  notice,
}: {
  view: ProfileView;
  problem?: ProfileProblem | undefined;
  notice?: string | undefined;
}) {
  const intl = useIntl();
  const m = pageMessages;
  return (
    <ProfileForm
      values={{ ...view.customer, ...(problem?.values ?? {}) }}
      errors={problem?.errors}
      formError={problem?.formError}
      notice={notice}
      banner={
        view.progress ? (
          <Island
            kind={PROFILE_BANNER_ISLAND}
            trigger="load"
            props={{ progressDecimal: view.progress.progressDecimal }}
          >
            <ProfileBanner progressDecimal={view.progress.progressDecimal} />
          </Island>
        ) : null
      }
      text={{
        firstName: say(intl, m.firstName),
        lastName: say(intl, m.lastName),
        email: say(intl, m.email),
        phone: say(intl, m.phone),
        postalCode: say(intl, m.postalCode),
        save: say(intl, m.save),
      }}
    />
  );
}

/** `/account/orders`: a page of the customer's orders, newest first, each linking to its confirmation page. */
export function OrdersSection({ history, localeId }: { history: OrderHistoryPage; localeId: string }) {
  const intl = useIntl();
  const m = pageMessages;
  return (
    <OrderHistory
      orders={orderHistoryItems(history.orders, (orderNo) => urls.orderConfirmation(orderNo, localeId))}
      pages={{ ...history, hrefFor: (page) => `${urls.account(localeId, 'orders')}?page=${page}` }}
      shopHref={urls.home(localeId)}
      locale={intl.locale}
      text={{
        empty: say(intl, m.noOrders),
        startShopping: say(intl, m.startShopping),
        order: (orderNo) => say(intl, m.order, { orderNo }),
        placed: (date) => say(intl, m.orderPlaced, { date }),
        items: (count) => say(intl, m.orderItems, { count }),
        view: (orderNo) => say(intl, m.viewOrder, { orderNo }),
        pages: { label: say(intl, m.orderPages), previous: say(intl, m.previousOrders), next: say(intl, m.nextOrders) },
      }}
    />
  );
}

/** `/account/addresses`: each address (edit in place, remove), then the form for a new one. Server forms throughout. */
export function AddressesSection(props: {
  addresses: CustomerAddress[];
  problem?: AddressProblem | undefined;
  notice?: string | undefined;
}) {
  const intl = useIntl();
  const m = pageMessages;
  const fields: Record<AddressBookField, string> = {
    addressId: say(intl, m.addressName),
    firstName: say(intl, m.firstName),
    lastName: say(intl, m.lastName),
    address1: say(intl, m.address1),
    address2: say(intl, m.address2),
    city: say(intl, m.city),
    stateCode: say(intl, m.stateCode),
    postalCode: say(intl, m.postalCode),
    countryCode: say(intl, m.countryCode),
    phone: say(intl, m.addressPhone),
  };
  return (
    <AddressBook
      addresses={props.addresses}
      problem={props.problem}
      notice={props.notice}
      countries={SHIPPING_COUNTRIES.map((code) => ({
        code,
        label: intl.formatDisplayName(code, { type: 'region' }) ?? code,
      }))}
      text={{
        fields,
        empty: say(intl, m.noAddresses),
        add: say(intl, m.addAddress),
        save: say(intl, m.save),
        preferred: say(intl, m.preferred),
        edit: (name) => say(intl, m.editAddress, { name }),
        remove: (name) => say(intl, m.removeAddress, { name }),
      }}
    />
  );
}

/** `/account/membership`: the loyalty status in words, or the invitation and the join button. */
export function MembershipSection({
  membership,
  formError,
  notice,
}: {
  membership: MembershipView;
  formError?: string | undefined;
  notice?: string | undefined;
}) {
  const intl = useIntl();
  const m = pageMessages;
  if (!membership.member) {
    return (
      <MembershipPanel
        member={false}
        invitation={say(intl, m.notMember)}
        join={say(intl, m.join)}
        formError={formError}
      />
    );
  }
  const lines = [say(intl, m.memberTier, { tier: membership.tier ?? 'member' })];
  if (typeof membership.points === 'number')
    lines.push(say(intl, m.memberPoints, { points: membership.points, value: membership.value ?? '' }));
  if (membership.expires) lines.push(say(intl, m.memberExpires, { date: membership.expires }));
  return <MembershipPanel member lines={lines} notice={notice} />;
}
