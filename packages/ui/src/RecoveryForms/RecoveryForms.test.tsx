import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProvider } from '../test/render';
import { RECOVERY_TEXT } from './RecoveryForms.fixture';
import {
  NewPasswordForm,
  PasswordlessConfirmForm,
  RecoveryProblem,
  RecoverySent,
  ResetRequestForm,
} from './RecoveryForms';

describe('ResetRequestForm', () => {
  it('posts one e-mail field with its typed value and message, the form error as an alert', () => {
    const { container } = renderWithProvider(
      <ResetRequestForm
        action="/fr-ca/reset-password"
        loginHref="/fr-ca/login"
        email="ada@"
        emailError="Please enter a valid email address."
        formError="Something went wrong. Try again!"
        text={RECOVERY_TEXT}
      />,
    );
    const form = container.querySelector('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/fr-ca/reset-password');
    const email = screen.getByRole('textbox', { name: /Email/ });
    expect(email).toHaveValue('ada@');
    expect(email).toHaveAccessibleDescription('Please enter a valid email address.');
    expect(container.querySelector('[data-form-error]')).toHaveTextContent('Something went wrong. Try again!');
    expect(screen.getByRole('link', { name: 'Back to Sign In' })).toHaveAttribute('href', '/fr-ca/login');
  });

  it('once sent, shows the confirmation as a status instead of the form', () => {
    renderWithProvider(
      <ResetRequestForm action="/reset-password" loginHref="/login" sent="Sent." text={RECOVERY_TEXT} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Sent.');
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});

describe('NewPasswordForm', () => {
  it('carries the link in hidden fields, lists the rules and shows the password message', () => {
    const { container } = renderWithProvider(
      <NewPasswordForm
        action="/reset-password-callback?token=t&email=a%40example.com"
        token="t"
        email="a@example.com"
        intro="Choose a new password."
        passwordError="Please create a password."
        text={RECOVERY_TEXT}
      />,
    );
    expect(container.querySelector('input[name="token"]')).toHaveValue('t');
    expect(container.querySelector('input[name="email"]')).toHaveValue('a@example.com');
    expect(within(screen.getByRole('list', { name: 'Password requirements' })).getAllByRole('listitem')).toHaveLength(
      4,
    );
    expect(screen.getByLabelText(/New Password/)).toHaveAccessibleDescription('Please create a password.');
  });
});

describe('PasswordlessConfirmForm', () => {
  it('names the account and spends the token only through its POST', () => {
    const { container } = renderWithProvider(
      <PasswordlessConfirmForm
        action="/fr-ca/passwordless-login-callback"
        loginHref="/fr-ca/login"
        token="tok"
        redirectUrl="/fr-ca/cart"
        account="Sign in as ada@example.com?"
        text={RECOVERY_TEXT}
      />,
    );
    const form = container.querySelector('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/fr-ca/passwordless-login-callback');
    expect(container.querySelector('input[name="redirectUrl"]')).toHaveValue('/fr-ca/cart');
    expect(screen.getByText('Sign in as ada@example.com?')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toHaveAttribute('type', 'submit');
  });
});

describe('RecoveryProblem and RecoverySent', () => {
  it('show an alert with the way on, and a status with the way back', () => {
    renderWithProvider(
      <>
        <RecoveryProblem message="Invalid token, please try again." retryHref="/reset-password" retryLabel="Again" />
        <RecoverySent message="We sent you a link." loginHref="/login" text={RECOVERY_TEXT} />
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid token, please try again.');
    expect(screen.getByRole('link', { name: 'Again' })).toHaveAttribute('href', '/reset-password');
    expect(screen.getByRole('status')).toHaveTextContent('We sent you a link.');
  });
});
