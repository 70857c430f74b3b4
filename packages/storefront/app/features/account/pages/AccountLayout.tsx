import type { ReactNode } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { Button, Container, Heading, Notice as StatusNotice, Stack, Text, theme } from '@ridgeline/ui';
import { urls } from '../../../platform/urls';

export const accountMessages = defineMessages({
  nav: { id: 'account.nav', defaultMessage: 'My Account' },
  profile: { id: 'account.nav.profile', defaultMessage: 'Profile' },
  orders: { id: 'account.nav.orders', defaultMessage: 'Orders' },
  wishlist: { id: 'account.nav.wishlist', defaultMessage: 'Wish List' },
  addresses: { id: 'account.nav.addresses', defaultMessage: 'Addresses' },
  membership: { id: 'account.nav.membership', defaultMessage: 'Membership' },
  logout: { id: 'account.nav.logout', defaultMessage: 'Log out' },
  hello: { id: 'account.hello', defaultMessage: 'Hello, {name}' },
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

/** The account side navigation: a named `nav` landmark, the current section marked `aria-current="page"`, and the Log out form. */
export function AccountNav({ current, localeId }: { current: AccountSection; localeId?: string | undefined }) {
  const intl = useIntl();
  return (
    <nav aria-label={intl.formatMessage(accountMessages.nav)} data-account-nav="">
      <Stack as="ul" gap={1}>
        {accountSections(localeId).map(({ section, href }) => (
          <li key={section}>
            <a
              href={href}
              aria-current={section === current ? 'page' : undefined}
              css={{
                display: 'block',
                padding: `${theme.space[2]} ${theme.space[3]}`,
                borderRadius: 4,
                color: theme.colors.text.primary,
                textDecoration: 'none',
                '&[aria-current="page"]': { fontWeight: 700, background: theme.colors.background.muted },
                '&:hover': { textDecoration: 'underline' },
                '&:focus-visible': { outline: `2px solid ${theme.colors.focusRing}`, outlineOffset: 2 },
              }}
            >
              {intl.formatMessage(accountMessages[section])}
            </a>
          </li>
        ))}
      </Stack>
      <form method="post" action={urls.logout()} css={{ marginTop: theme.space[4] }}>
        <Button type="submit" variant="outline">
          {intl.formatMessage(accountMessages.logout)}
        </Button>
      </form>
    </nav>
  );
}

/** A notice the page was sent back with after a form (`?notice=`). */
export function Notice({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <StatusNotice tone="success" role="status" data-account-notice="">
      <Text>{message}</Text>
    </StatusNotice>
  );
}

/** A message of a whole form that did not go through. */
export function FormAlert({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <StatusNotice tone="error" role="alert" data-form-error="">
      <Text>{message}</Text>
    </StatusNotice>
  );
}

/** The frame of every account page: the side navigation and the section's content under its heading. */
export function AccountLayout({
  current,
  localeId,
  title,
  firstName,
  children,
}: {
  current: AccountSection;
  localeId?: string | undefined;
  title: string;
  firstName?: string | undefined;
  children: ReactNode;
}) {
  const intl = useIntl();
  return (
    <Container
      width="lg"
      gap={8}
      css={{ display: 'grid', gridTemplateColumns: '1fr', [theme.mq.up('md')]: { gridTemplateColumns: '220px 1fr' } }}
    >
      <Stack as="aside" gap={3}>
        {firstName ? (
          <Text data-greeting="">
            {intl.formatMessage(accountMessages.hello as MessageDescriptor, { name: firstName })}
          </Text>
        ) : null}
        <AccountNav current={current} localeId={localeId} />
      </Stack>
      <Stack as="section" gap={4} css={{ minWidth: 0 }} aria-labelledby="account-title">
        <Heading level={1} id="account-title">
          {title}
        </Heading>
        {children}
      </Stack>
    </Container>
  );
}
