import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DEFAULT_PASSWORD_CONSTRAINTS, DEFAULT_REGISTER_FORM_SETTINGS, type PrecheckAnswer } from '@ridgeline/commerce';
import { AuthDialog } from './AuthDialog';

const LOYALTY_PRECHECK: PrecheckAnswer = {
  registrationStep: 'register',
  registerFormSettings: {
    ...DEFAULT_REGISTER_FORM_SETTINGS,
    canEnrollInLoyalty: true,
    isLoyaltyExplicitConsentRequired: true,
    isBirthdayStepEnabled: true,
    isSmsOptInEnabled: true,
    isCustomerOptInDefaultEnabled: true,
  },
  passwordConstraints: DEFAULT_PASSWORD_CONSTRAINTS,
  loyaltyJoinBanner: {
    callToAction: 'Join Ridgeline Rewards for free',
    shipping: 'Free standard shipping',
    points: 'Earn points on every purchase',
    offers: 'Member-only offers',
  },
  updatePostalCode: false,
};

/** The dialog's posts, answered here as the storefront would (no network in stories). */
const answers = fn(async (url: string, body: Record<string, string>) => {
  if (url === '/login/precheck')
    return {
      status: 200,
      json: { ...LOYALTY_PRECHECK, registrationStep: body.email?.startsWith('new') ? 'register' : 'login' },
    };
  if (url === '/reset-password') return { status: 200, json: { ok: true } };
  if (url === '/login/passwordless') return { status: 200, json: { ok: true } };
  if (url === '/login/submit')
    return body.password === 'Secret123'
      ? { status: 200, json: { ok: true, toast: { title: 'Welcome back, Ada!' } } }
      : {
          status: 401,
          json: {
            ok: false,
            formError: 'Invalid login or password. Remember that password is case-sensitive. Please try again.',
            errors: {},
          },
        };
  return {
    status: 400,
    json: {
      ok: false,
      formError: 'Something went wrong. Try again!',
      errors: { phone: 'Please enter a valid phone number.' },
    },
  };
});

const meta = {
  title: 'Account/Sign-in dialog',
  component: AuthDialog,
  args: { open: true, onOpenChange: fn(), localeId: 'en-US', passwordless: false, social: true, post: answers },
} satisfies Meta<typeof AuthDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** True once neither the element nor any ancestor is part-transparent (the dialog's fade has ended). */
function fadedIn(element: Element): boolean {
  for (let node: Element | null = element; node; node = node.parentElement)
    if (Number(getComputedStyle(node).opacity) < 1) return false;
  return true;
}

/** The dialog, once it has faded in (axe checks contrast after the play function). */
async function openedDialog(canvasElement: HTMLElement, name?: string): Promise<HTMLElement> {
  const screen = within(canvasElement.ownerDocument.body);
  const dialog = name ? await screen.findByRole('dialog', { name }) : await screen.findByRole('dialog');
  await waitFor(() => expect(fadedIn(dialog)).toBe(true), { timeout: 3000 });
  return dialog;
}

export const EmailStep: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openedDialog(canvasElement, 'Sign In');
    const next = within(dialog).getByRole('button', { name: 'Continue' });
    // Shown disabled but reachable: Tab lands on it, and pressing it says what is missing and goes there.
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    next.focus();
    await expect(next).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await within(dialog).findByText('Please enter your email address.')).toBeVisible();
    await waitFor(() => expect(within(dialog).getByLabelText('Email')).toHaveFocus());
    await expect(within(dialog).getByRole('link', { name: 'Continue with Apple' })).toHaveAttribute(
      'href',
      '/login/social/apple',
    );
    await userEvent.type(within(dialog).getByLabelText('Email'), 'ada@example.com');
    await waitFor(() => expect(next).not.toHaveAttribute('aria-disabled'));
    await userEvent.click(next);
    await expect(await within(dialog).findByLabelText('Keep me logged in.')).toBeChecked();
  },
};

export const PasswordStep: Story = {
  args: { initialView: 'password', initialEmail: 'ada@example.com' },
  play: async ({ canvasElement }) => {
    const dialog = await openedDialog(canvasElement, 'Sign In');
    const signIn = within(dialog).getByRole('button', { name: 'Sign In' });
    await expect(signIn).toHaveAttribute('aria-disabled', 'true');
    const password = within(dialog).getByLabelText('Password');
    await userEvent.type(password, 'Secret124');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Show password' }));
    await expect(password).toHaveAttribute('type', 'text');
    await userEvent.click(signIn);
    await expect(await within(dialog).findByText(/Invalid login or password/)).toBeVisible();
  },
};

export const SignInOptions: Story = {
  args: { passwordless: true, initialView: 'sign-in-options', initialEmail: 'ada@example.com' },
  play: async ({ canvasElement }) => {
    const dialog = await openedDialog(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue Securely' }));
    await expect(await within(dialog).findByText('Check your email')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Back to Sign In Options' })).toBeVisible();
  },
};

export const ForgotPassword: Story = {
  args: { initialView: 'forgot-password', initialEmail: 'ada@example.com' },
  play: async ({ canvasElement }) => {
    const dialog = await openedDialog(canvasElement, 'Reset Password');
    await userEvent.clear(within(dialog).getByLabelText('Email'));
    await userEvent.type(within(dialog).getByLabelText('Email'), 'ada@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset Password' }));
    await expect(await within(dialog).findByText(/If an account exists/)).toBeVisible();
  },
};

export const Registration: Story = {
  args: { initialView: 'registration', initialEmail: 'new@example.com', initialPrecheck: LOYALTY_PRECHECK },
  play: async ({ canvasElement }) => {
    const dialog = await openedDialog(canvasElement, 'Create An Account');
    const scope = within(dialog);
    await expect(scope.getByText('Join Ridgeline Rewards for free')).toBeVisible();
    await expect(scope.getByLabelText('Sign me up for emails about products, offers and events.')).toBeChecked();
    await userEvent.type(scope.getByLabelText('First Name'), 'Ada');
    await userEvent.type(scope.getByLabelText('Last Name'), 'Lovelace');
    await userEvent.type(scope.getByLabelText('Password'), 'Secret123');
    await userEvent.type(scope.getByLabelText('Postal Code'), '94110');
    await userEvent.type(scope.getByLabelText('Phone'), '4155550100');
    await expect(scope.getByLabelText('Phone')).toHaveValue('(415) 555-0100');
    await waitFor(() =>
      expect(scope.getByRole('button', { name: 'Create Account Without Rewards' })).not.toHaveAttribute(
        'aria-disabled',
      ),
    );
    await expect(scope.getByRole('button', { name: 'Join For Free' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(scope.getByRole('checkbox', { name: /I agree to join Ridgeline Rewards/ }));
    await waitFor(() =>
      expect(scope.getByRole('button', { name: 'Join For Free' })).not.toHaveAttribute('aria-disabled'),
    );
    // the server's invalid_form message lands on its field
    await userEvent.click(scope.getByRole('button', { name: 'Join For Free' }));
    await expect(await scope.findByText('Please enter a valid phone number.')).toBeVisible();
  },
};
