import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RECOVERY_TEXT } from './RecoveryForms.fixture';
import { NewPasswordForm, PasswordlessConfirmForm, RecoveryProblem, ResetRequestForm } from './RecoveryForms';

const meta = {
  title: 'Account/Password reset',
  component: ResetRequestForm,
  args: { action: '/reset-password', loginHref: '/login', text: RECOVERY_TEXT },
} satisfies Meta<typeof ResetRequestForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The forgot-password page's form: one e-mail field, a plain POST to `/reset-password`. */
export const RequestForm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await expect(email).toHaveAttribute('name', 'email');
    await expect(email.closest('form')).toHaveAttribute('action', '/reset-password');
    await expect(canvas.getByRole('button', { name: 'Reset Password' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Sign In' })).toHaveAttribute('href', '/login');
  },
};

/** A refused address: the message on the field, what was typed kept. */
export const RequestRefused: Story = {
  args: { email: 'ada@', emailError: 'Please enter a valid email address.' },
  play: async ({ canvasElement }) => {
    const email = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(email).toHaveValue('ada@');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Please enter a valid email address.');
  },
};

/** Sent: the confirmation as a status, and the way back. */
export const RequestSent: Story = {
  args: { sent: 'If an account exists for this email, you will receive a link to reset your password.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('If an account exists for this email');
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

/** The reset link's landing: the new password for the account the link names, with the rules beside it. */
export const NewPassword: Story = {
  render: () => (
    <NewPasswordForm
      action="/reset-password-callback?token=t0k3n&email=ada%40example.com"
      token="t0k3n"
      email="ada@example.com"
      intro={
        <>
          Choose a new password for <strong>ada@example.com</strong>.
        </>
      }
      passwordError="Password must contain at least one uppercase letter."
      text={RECOVERY_TEXT}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const password = canvas.getByLabelText('New Password');
    await expect(password).toHaveAttribute('type', 'password');
    await expect(password).toHaveAccessibleDescription('Password must contain at least one uppercase letter.');
    await expect(
      within(canvas.getByRole('list', { name: 'Password requirements' })).getAllByRole('listitem'),
    ).toHaveLength(4);
    await expect(password.closest('form')).toHaveAttribute(
      'action',
      '/reset-password-callback?token=t0k3n&email=ada%40example.com',
    );
  },
};

/** A passwordless link's landing: whose account, and Sign In (a plain POST that spends the token). */
export const PasswordlessConfirm: Story = {
  render: () => (
    <PasswordlessConfirmForm
      action="/passwordless-login-callback"
      loginHref="/login"
      token="tok"
      redirectUrl="/cart"
      account={
        <>
          Sign in as <strong>ada@example.com</strong>?
        </>
      }
      text={RECOVERY_TEXT}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('ada@example.com')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sign In' }).closest('form')).toHaveAttribute('method', 'post');
  },
};

/** A used, tampered or expired link: the message as an alert, and a way on. */
export const InvalidLink: Story = {
  render: () => (
    <RecoveryProblem
      message="Invalid token, please try again."
      retryHref="/reset-password"
      retryLabel="Request a new link"
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Invalid token, please try again.');
    await expect(canvas.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/reset-password');
  },
};
