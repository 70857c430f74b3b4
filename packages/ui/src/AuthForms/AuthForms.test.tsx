import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProvider as render } from '../test/render';
import { ALL_OPTIONS, ENGLISH_AUTH_FORMS_TEXT as text, TERMS_LINKS } from './AuthForms.fixture';
import {
  EmailStepView,
  HiddenFields,
  PasswordlessView,
  PasswordStepView,
  RegistrationView,
  type Bind,
} from './AuthForms';

const bind: Bind = (name) => ({ name, defaultValue: name === 'email' ? 'ada@example.com' : '' });
const form = { method: 'post' as const, action: '/login', noValidate: true };

describe('AuthForms', () => {
  it('the e-mail step posts a labelled e-mail field and links the social providers it is given', () => {
    render(
      <EmailStepView form={form} bind={bind} errors={{}} text={text} socialLinks={{ apple: '/a', google: '/g' }} />,
    );
    expect(screen.getByLabelText(/Email/)).toHaveAttribute('name', 'email');
    expect(screen.getByRole('link', { name: 'Continue with Apple' })).toHaveAttribute('href', '/a');
    expect(screen.getByRole('link', { name: 'Continue with Google' })).toHaveAttribute('href', '/g');
  });

  it('the e-mail step shows the whole form error as an alert and has no social buttons without links', () => {
    render(
      <EmailStepView form={form} bind={bind} errors={{}} text={text} formError="Something went wrong. Try again!" />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong. Try again!');
    expect(screen.queryByRole('link', { name: 'Continue with Apple' })).toBeNull();
  });

  it('the password step of a page links Edit, Back and Forgot password; posts the e-mail hidden', () => {
    const { container } = render(
      <PasswordStepView
        form={form}
        bind={bind}
        errors={{}}
        text={text}
        email="ada@example.com"
        backHref="/login"
        forgotHref="/reset"
      />,
    );
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/reset');
    expect(container.querySelector('input[type="hidden"][name="email"]')).toHaveValue('ada@example.com');
    expect(screen.queryByRole('button', { name: 'Show password' })).toBeNull();
  });

  it('the password step of the dialog has buttons, a show/hide toggle and, with passwordless, its Back words', async () => {
    const onBack = vi.fn();
    const onTogglePassword = vi.fn();
    render(
      <PasswordStepView
        form={{}}
        bind={bind}
        errors={{ password: 'Please enter your password.' }}
        text={text}
        email="ada@example.com"
        backHref=""
        forgotHref=""
        onBack={onBack}
        onForgotPassword={vi.fn()}
        onTogglePassword={onTogglePassword}
        passwordless
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Back to Sign In Options' }));
    expect(onBack).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(onTogglePassword).toHaveBeenCalledOnce();
    expect(screen.getByText('Please enter your password.')).toBeInTheDocument();
  });

  it('a press on Forgot password?, Back or Edit keeps focus in the field until the click (no blur, no shift)', async () => {
    const onForgotPassword = vi.fn();
    render(
      <PasswordStepView
        form={{}}
        bind={bind}
        errors={{}}
        text={text}
        email="ada@example.com"
        backHref=""
        forgotHref=""
        onBack={vi.fn()}
        onForgotPassword={onForgotPassword}
        onTogglePassword={vi.fn()}
        passwordless
      />,
    );
    for (const name of ['Forgot password?', 'Back to Sign In Options', 'Edit']) {
      // fireEvent answers false when a handler prevented the press's default: the focus change
      expect(fireEvent.mouseDown(screen.getByRole('button', { name })), name).toBe(false);
    }
    const password = screen.getByLabelText('Password');
    password.focus();
    await userEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(onForgotPassword).toHaveBeenCalledOnce();
    expect(password).toHaveFocus();
  });

  it('the registration form shows what the site switches on, the checklist as given and both buttons', () => {
    render(
      <RegistrationView
        form={form}
        bind={bind}
        errors={{}}
        text={text}
        email="ada@example.com"
        options={ALL_OPTIONS}
        banner={{ callToAction: 'Join', shipping: 'Free shipping', points: 'Points', offers: 'Offers' }}
        checklist={[
          { key: 'minLength', label: 'At least 8 characters', met: true },
          { key: 'number', label: 'At least 1 number', met: false },
        ]}
        genderOptions={[{ value: '0', label: 'None' }]}
        termsLinks={TERMS_LINKS}
        backHref="/login"
      />,
    );
    const checklist = screen.getByRole('list', { name: 'Password requirements' });
    expect(
      within(checklist)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['At least 8 characters (met)', 'At least 1 number (not met)']);
    expect(screen.getByRole('combobox', { name: 'Birthday Month' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /Sign me up for text messages/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Rewards Terms and Conditions' })).toHaveAttribute(
      'href',
      '/rewards-terms',
    );
    expect(screen.getByRole('button', { name: 'Join For Free' })).toHaveAttribute('value', 'true');
    expect(screen.getByRole('button', { name: 'Create Account Without Rewards' })).toHaveAttribute('value', 'false');
  });

  it('the registration form shows the loyalty banner: its call to action, shipping, points and offers', () => {
    const banner = {
      callToAction: 'Join Ridgeline Rewards',
      shipping: 'Free shipping on every order',
      points: 'Earn points on every purchase',
      offers: 'Members-only offers',
    };
    const view = (canEnrollInLoyalty: boolean) => (
      <RegistrationView
        form={form}
        bind={bind}
        errors={{}}
        text={text}
        email="ada@example.com"
        options={{ ...ALL_OPTIONS, canEnrollInLoyalty }}
        banner={banner}
        checklist={[]}
        genderOptions={[{ value: '0', label: 'None' }]}
        termsLinks={TERMS_LINKS}
        backHref="/login"
      />
    );
    const { container, rerender } = render(view(true));
    const shown = container.querySelector<HTMLElement>('[data-loyalty-banner]')!;
    expect(within(shown).getByText(banner.callToAction)).toBeInTheDocument();
    expect(
      within(shown)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([banner.shipping, banner.points, banner.offers]);
    // a site that does not enrol in loyalty shows no banner
    rerender(view(false));
    expect(container.querySelector('[data-loyalty-banner]')).toBeNull();
    expect(screen.queryByText(banner.callToAction)).toBeNull();
  });

  it("the registration view's Back and Edit return to the e-mail step: buttons in the dialog, links on a page", async () => {
    const view = (onBack?: () => void) => (
      <RegistrationView
        form={form}
        bind={bind}
        errors={{}}
        text={text}
        email="ada@example.com"
        options={ALL_OPTIONS}
        checklist={[]}
        genderOptions={[{ value: '0', label: 'None' }]}
        termsLinks={TERMS_LINKS}
        backHref="/login"
        {...(onBack ? { onBack } : {})}
      />
    );
    const { container, rerender } = render(view());
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/login');
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(container.querySelector('input[type="hidden"][name="email"]')).toHaveValue('ada@example.com');
    const onBack = vi.fn();
    rerender(view(onBack));
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(onBack).toHaveBeenCalledTimes(2);
  });

  it('the registration form groups postal code and phone under Customize Your Profile, gender under Receive Personal Recommendations', () => {
    render(
      <RegistrationView
        form={form}
        bind={bind}
        errors={{}}
        text={text}
        email="ada@example.com"
        options={ALL_OPTIONS}
        checklist={[]}
        genderOptions={[{ value: '0', label: 'None' }]}
        termsLinks={TERMS_LINKS}
        backHref="/login"
      />,
    );
    const profile = screen.getByRole('group', { name: 'Customize Your Profile' });
    expect(
      within(profile)
        .getAllByRole('textbox')
        .map((field) => field.getAttribute('name')),
    ).toEqual(['postalCode', 'phone']);
    expect(within(profile).getByRole('textbox', { name: /Postal Code/ })).toBeInTheDocument();
    expect(within(profile).getByRole('textbox', { name: /Phone/ })).toHaveAttribute('type', 'tel');
    const recommendations = screen.getByRole('group', { name: 'Receive Personal Recommendations' });
    expect(within(recommendations).getByRole('combobox', { name: /Gender/ })).toHaveAttribute('name', 'gender');
    expect(within(profile).queryByRole('combobox', { name: /Gender/ })).toBeNull();
  });

  it('the registration form without loyalty, SMS or birthday has one submit button and no rewards terms', () => {
    render(
      <RegistrationView
        form={form}
        bind={bind}
        errors={{}}
        text={text}
        email="ada@example.com"
        options={{
          canEnrollInLoyalty: false,
          isExcludeNoFiTerms: false,
          isBirthdayStepEnabled: false,
          isSmsOptInEnabled: false,
          loyaltyConsent: false,
        }}
        checklist={[]}
        genderOptions={[{ value: '0', label: 'None' }]}
        termsLinks={TERMS_LINKS}
        backHref="/login"
        emailField
      />,
    );
    expect(screen.queryByRole('button', { name: 'Join For Free' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Birthday Month' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Rewards Terms and Conditions' })).toBeNull();
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveAttribute('name', 'email');
  });

  it('the passwordless view sends the link, then says it was sent', async () => {
    const onSend = vi.fn();
    const { rerender } = render(
      <PasswordlessView
        email="ada@example.com"
        sent={false}
        onSend={onSend}
        onPassword={vi.fn()}
        onBack={vi.fn()}
        text={text}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Continue Securely' }));
    expect(onSend).toHaveBeenCalledOnce();
    rerender(
      <PasswordlessView
        email="ada@example.com"
        sent
        onSend={onSend}
        onPassword={vi.fn()}
        onBack={vi.fn()}
        text={text}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(text.passwordlessSent);
  });
});

describe('HiddenFields', () => {
  it('renders a hidden input per field with a value, and none for an empty one', () => {
    const { container } = render(
      <form>
        <HiddenFields fields={{ localeId: 'fr-CA', redirectUrl: undefined, email: '' }} />
      </form>,
    );
    const inputs = [...container.querySelectorAll('input')].map((input) => [input.type, input.name, input.value]);
    expect(inputs).toEqual([['hidden', 'localeId', 'fr-CA']]);
  });
});
