import type { Meta, StoryObj } from '@storybook/react-vite';
import type { FieldValues, Resolver } from 'react-hook-form';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ALL_OPTIONS, ENGLISH_AUTH_FORMS_TEXT, TERMS_LINKS } from '../AuthForms/AuthForms.fixture';
import { AuthDialog, type AuthDialogPrecheck } from './AuthDialog';

const resolver: Resolver<FieldValues> = async (values) => ({ values, errors: {} });

const meta = {
  title: 'Commerce/AuthDialog',
  component: AuthDialog<AuthDialogPrecheck>,
  args: {
    open: true,
    onOpenChange: fn(),
    localeId: 'en-US',
    passwordless: false,
    endpoints: { precheck: '#', login: '#', registration: '#', resetPassword: '#', passwordless: '#' },
    // answered here as a storefront would (no network in stories): every e-mail is a known customer
    post: fn(async () => ({
      status: 200,
      json: { registrationStep: 'login', updatePostalCode: false, registerFormSettings: { isFormatPhoneNumber: true } },
    })),
    rules: {
      emailResolver: resolver,
      loginResolver: resolver,
      resetResolver: resolver,
      registration: () => ({ resolver, errorsOf: () => ({}) }),
      readPrecheck: (json: unknown) => json as AuthDialogPrecheck,
      registrationDefaults: (email: string) => ({ email }),
      registrationView: () => ({ options: ALL_OPTIONS, checklist: [], genderOptions: [], termsLinks: TERMS_LINKS }),
      formatPhone: (value: string) => value,
      nameValidOnBlur: () => true,
      canJoinForFree: () => true,
      canSubmitWithoutRewards: () => true,
    },
    text: {
      forms: { ...ENGLISH_AUTH_FORMS_TEXT, close: 'Close', resetSent: 'If an account exists, a link is on its way.' },
      feedback: {
        loginFailed: 'Something went wrong. Try again!',
        signUpFailed: 'Sign up failed. Please try again.',
        genericError: 'Something went wrong. Try again!',
        firstNameInvalid: 'Please enter valid first name.',
        lastNameInvalid: 'Please enter valid last name.',
      },
    },
    onSignedIn: fn(),
  },
} satisfies Meta<typeof AuthDialog<AuthDialogPrecheck>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The e-mail step, then the password view of a known customer. */
export const EmailThenPassword: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.type(await body.findByLabelText(/Email/), 'ada@example.com');
    await userEvent.click(body.getByRole('button', { name: 'Continue' }));
    await expect(await body.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  },
};
