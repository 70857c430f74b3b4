import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import enUS from '../../../platform/i18n/compiled/en-US.json';
import frCA from '../../../platform/i18n/compiled/fr-CA.json';
import { ShopIntlProvider, type CompiledMessages } from '../../../platform/i18n/intl';
import { LandingProblemView, NewPasswordView, ResetRequestView } from './RecoveryForms';

const meta = {
  title: 'Account/Password reset',
  component: ResetRequestView,
  args: { action: '/reset-password' },
  // The forms speak the page's locale (react-intl), as on the storefront's pages.
  decorators: [
    (Story, { parameters }) => (
      <ShopIntlProvider
        locale={parameters.locale === 'fr-CA' ? 'fr-CA' : 'en-US'}
        messages={(parameters.locale === 'fr-CA' ? frCA : enUS) as CompiledMessages}
      >
        <Story />
      </ShopIntlProvider>
    ),
  ],
} satisfies Meta<typeof ResetRequestView>;

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
    <NewPasswordView
      token="t0k3n"
      email="ada@example.com"
      passwordError="Password must contain at least one uppercase letter."
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

/** A used, tampered or expired link: the message as an alert, and a way on. */
export const InvalidLink: Story = {
  render: () => (
    <LandingProblemView
      message="Invalid token, please try again."
      retry={{ href: '/reset-password', label: 'Request a new link' }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Invalid token, please try again.');
    await expect(canvas.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/reset-password');
  },
};

/** On a fr-CA page: the form in French, the action's English answer shown in French. */
export const RequestFormInFrench: Story = {
  parameters: { locale: 'fr-CA' },
  args: {
    action: '/fr-ca/reset-password',
    localeId: 'fr-CA',
    email: 'ada@',
    emailError: 'Please enter a valid email address.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', { name: 'Courriel' });
    await expect(email).toHaveAccessibleDescription('Veuillez entrer une adresse courriel valide.');
    await expect(canvas.getByRole('button', { name: 'Réinitialiser le mot de passe' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Retour à la connexion' })).toHaveAttribute('href', '/fr-ca/login');
  },
};
