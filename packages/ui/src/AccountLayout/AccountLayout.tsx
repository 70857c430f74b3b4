import type { ReactNode } from 'react';
import { Button } from '../Button/Button';
import { Container } from '../Container/Container';
import { Heading } from '../Heading/Heading';
import { Notice } from '../Notice/Notice';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { theme } from '../theme/theme';

export interface AccountNavItem {
  /** the section's key: `current` names one of them */
  key: string;
  label: string;
  href: string;
}

export interface AccountNavProps {
  /** the landmark's name ("My Account") */
  label: string;
  items: readonly AccountNavItem[];
  /** the key of the page's own section, marked `aria-current="page"` */
  current: string;
  /** the sign-out form: a plain POST to `action` */
  logout: { action: string; label: string };
}

/** The account side navigation: a named `nav` landmark, the current section marked, and the Log out form. */
export function AccountNav({ label, items, current, logout }: AccountNavProps) {
  return (
    <nav aria-label={label} data-account-nav="">
      <Stack as="ul" gap={1}>
        {items.map((item) => (
          <li key={item.key}>
            <a
              href={item.href}
              aria-current={item.key === current ? 'page' : undefined}
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
              {item.label}
            </a>
          </li>
        ))}
      </Stack>
      <form method="post" action={logout.action} css={{ marginTop: theme.space[4] }}>
        <Button type="submit" variant="outline">
          {logout.label}
        </Button>
      </form>
    </nav>
  );
}

/**
 * The outcome of a form, or nothing: `success` is a status (the notice a page is sent back with after a form),
 * `error` an alert (a whole form that did not go through), so screen readers hear it at once. `focusOnLoad`: it takes
 * focus when the page loads (`autofocus` in the server HTML: the account pages are full reloads after each form).
 */
export function FormMessage({
  message,
  tone = 'error',
  focusOnLoad = false,
}: {
  message: string | undefined;
  tone?: 'success' | 'error';
  focusOnLoad?: boolean;
}) {
  if (!message) return null;
  const focus = focusOnLoad ? { tabIndex: -1, autoFocus: true } : {};
  return tone === 'success' ? (
    <Notice tone="success" role="status" data-account-notice="" {...focus}>
      <Text>{message}</Text>
    </Notice>
  ) : (
    <Notice tone="error" role="alert" data-form-error="" {...focus}>
      <Text>{message}</Text>
    </Notice>
  );
}

export interface AccountLayoutProps {
  /** the section's heading (the page's `h1`) */
  title: string;
  /** "Hello, Ada" above the navigation, when the name is known */
  greeting?: string | undefined;
  nav: AccountNavProps;
  children: ReactNode;
}

/** The frame of every account page: the side navigation and the section's content under its heading. */
export function AccountLayout({ title, greeting, nav, children }: AccountLayoutProps) {
  return (
    <Container
      width="lg"
      gap={8}
      css={{ display: 'grid', gridTemplateColumns: '1fr', [theme.mq.up('md')]: { gridTemplateColumns: '220px 1fr' } }}
    >
      <Stack as="aside" gap={3}>
        {greeting ? <Text data-greeting="">{greeting}</Text> : null}
        <AccountNav {...nav} />
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
