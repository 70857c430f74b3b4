import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ALL_OPTIONS, ENGLISH_AUTH_FORMS_TEXT as text, TERMS_LINKS } from './AuthForms.fixture';
import { EmailStepView, PasswordStepView, RegistrationView, type Bind } from './AuthForms';

const bind: Bind = (name) => ({ name, defaultValue: name === 'email' ? 'ada@example.com' : '' });
const form = { method: 'post' as const, action: '#', noValidate: true };

const meta = {
  title: 'Commerce/AuthForms',
  component: EmailStepView,
  args: { form, bind, errors: {}, text, socialLinks: { apple: '#apple', google: '#google' } },
} satisfies Meta<typeof EmailStepView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1: the e-mail and the social providers. */
export const EmailStep: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Continue' })).toBeVisible();
  },
};

/** Step 2 of a known customer, as a server page: links back to the e-mail step. */
export const PasswordStep: Story = {
  render: () => (
    <PasswordStepView
      form={form}
      bind={bind}
      errors={{}}
      formError="Invalid login or password. Remember that password is case-sensitive. Please try again."
      text={text}
      email="ada@example.com"
      backHref="#login"
      forgotHref="#reset"
      askPostalCode
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toBeVisible();
  },
};

/** Step 2 of a new customer, every option of the site on, two checklist lines met. */
export const Registration: Story = {
  render: () => (
    <RegistrationView
      form={form}
      bind={bind}
      errors={{ privacyconsent: 'This field is required.' }}
      text={text}
      email="ada@example.com"
      options={ALL_OPTIONS}
      banner={{
        callToAction: 'Join Ridgeline Rewards for free',
        shipping: 'Free standard shipping',
        points: 'Earn points on every purchase',
        offers: 'Member-only offers',
      }}
      checklist={[
        { key: 'minLength', label: 'At least 8 characters', met: true },
        { key: 'uppercase', label: 'At least 1 uppercase letter', met: true },
        { key: 'number', label: 'At least 1 number', met: false },
      ]}
      genderOptions={[
        { value: '0', label: 'None' },
        { value: '1', label: 'Male' },
      ]}
      termsLinks={TERMS_LINKS}
      backHref="#login"
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Join For Free' })).toBeVisible();
  },
};
