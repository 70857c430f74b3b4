import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProvider as render } from '../test/render';
import { ALL_OPTIONS, ENGLISH_AUTH_FORMS_TEXT, TERMS_LINKS } from '../AuthForms/AuthForms.fixture';
import { AuthDialog, postForm, type AuthDialogPrecheck, type AuthDialogRules, type AuthPost } from './AuthDialog';

/** A resolver that asks for a non-empty e-mail and nothing else (the app passes the server's zod schemas). */
const resolver: Resolver<FieldValues> = async (values) =>
  String(values.email ?? '').trim()
    ? { values, errors: {} }
    : {
        values: {},
        errors: { email: { type: 'required', message: 'Please enter your email address.' } } as FieldErrors,
      };

const rules: AuthDialogRules<AuthDialogPrecheck> = {
  emailResolver: resolver,
  loginResolver: resolver,
  resetResolver: resolver,
  registration: () => ({ resolver, errorsOf: () => ({}) }),
  readPrecheck: (json) => json as AuthDialogPrecheck,
  registrationDefaults: (email) => ({ email }),
  registrationView: () => ({ options: ALL_OPTIONS, checklist: [], genderOptions: [], termsLinks: TERMS_LINKS }),
  formatPhone: (value) => value,
  nameValidOnBlur: () => true,
  canJoinForFree: (errors) => Object.keys(errors).length === 0,
  canSubmitWithoutRewards: (errors) => Object.keys(errors).length === 0,
};
const text = {
  forms: { ...ENGLISH_AUTH_FORMS_TEXT, close: 'Close', resetSent: 'Sent.' },
  feedback: {
    loginFailed: 'Something went wrong. Try again!',
    signUpFailed: 'Sign up failed. Please try again.',
    genericError: 'Something went wrong. Try again!',
    firstNameInvalid: 'Please enter valid first name.',
    lastNameInvalid: 'Please enter valid last name.',
  },
};
const endpoints = {
  precheck: '/precheck',
  login: '/login/submit',
  registration: '/registration/submit',
  resetPassword: '/reset',
  passwordless: '/passwordless',
};

const renderDialog = (post: AuthPost, onSignedIn = vi.fn()) =>
  render(
    <AuthDialog
      open
      onOpenChange={vi.fn()}
      localeId="en-US"
      passwordless={false}
      endpoints={endpoints}
      post={post}
      rules={rules}
      text={text}
      onSignedIn={onSignedIn}
    />,
  );

describe('AuthDialog', () => {
  it('asks the precheck for the e-mail, then signs a known customer in with the password', async () => {
    const onSignedIn = vi.fn();
    const post = vi.fn<AuthPost>(async (url) =>
      url === '/precheck'
        ? { status: 200, json: { registrationStep: 'login', updatePostalCode: false, registerFormSettings: {} } }
        : { status: 200, json: { ok: true, redirectUrl: '/' } },
    );
    renderDialog(post, onSignedIn);
    await userEvent.type(await screen.findByLabelText(/Email/), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(post).toHaveBeenCalledWith('/precheck', { email: 'ada@example.com', localeId: 'en-US' });
    await userEvent.type(await screen.findByLabelText(/^Password/), 'Secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith({ ok: true, redirectUrl: '/' }));
    expect(post).toHaveBeenLastCalledWith(
      '/login/submit',
      expect.objectContaining({ email: 'ada@example.com', password: 'Secret123', rememberMe: 'on', localeId: 'en-US' }),
    );
  });

  it("shows a refused login's message as the form's alert", async () => {
    const post = vi.fn<AuthPost>(async (url) =>
      url === '/precheck'
        ? { status: 200, json: { registrationStep: 'login', updatePostalCode: false, registerFormSettings: {} } }
        : { status: 401, json: { ok: false, formError: 'Invalid login or password.' } },
    );
    renderDialog(post);
    await userEvent.type(await screen.findByLabelText(/Email/), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await userEvent.type(await screen.findByLabelText(/^Password/), 'Wrong1234');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid login or password.');
  });

  it('an empty e-mail: Continue is reachable, and pressing it says what is missing and focuses the field', async () => {
    const post = vi.fn<AuthPost>();
    renderDialog(post);
    const next = await screen.findByRole('button', { name: 'Continue' });
    expect(next).toHaveAttribute('aria-disabled', 'true');
    expect(next).not.toBeDisabled();
    await userEvent.click(screen.getByLabelText(/Email/));
    await userEvent.tab();
    expect(next).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('Please enter your email address.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Email/)).toHaveFocus();
    expect(post).not.toHaveBeenCalled();
  });

  it('a second Continue while the first is on its way sends nothing more, and focus stays on the button', async () => {
    let answer: (value: Awaited<ReturnType<AuthPost>>) => void = () => {};
    const post = vi.fn<AuthPost>(() => new Promise((resolve) => (answer = resolve)));
    renderDialog(post);
    await userEvent.type(await screen.findByLabelText(/Email/), 'ada@example.com');
    const next = screen.getByRole('button', { name: 'Continue' });
    await userEvent.click(next);
    await waitFor(() => expect(next).toHaveAttribute('aria-disabled', 'true'));
    expect(next).toHaveFocus();
    await userEvent.click(next);
    expect(post).toHaveBeenCalledTimes(1);
    answer({ status: 200, json: { registrationStep: 'login', updatePostalCode: false, registerFormSettings: {} } });
    expect(await screen.findByLabelText(/^Password/)).toBeInTheDocument();
  });

  it("another view takes focus to its first field or action, never leaving it on the dialog's frame", async () => {
    const post = vi.fn<AuthPost>(async () => ({
      status: 200,
      json: { registrationStep: 'login', updatePostalCode: false, registerFormSettings: {} },
    }));
    render(
      <AuthDialog
        open
        onOpenChange={vi.fn()}
        localeId="en-US"
        passwordless
        endpoints={endpoints}
        post={post}
        rules={rules}
        text={text}
        onSignedIn={vi.fn()}
      />,
    );
    await userEvent.type(await screen.findByLabelText(/Email/), 'ada@example.com');
    await userEvent.keyboard('{Enter}');
    // the sign-in options: no field, so the first action that leads on (not "Edit")
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continue Securely' })).toHaveFocus());
    await userEvent.keyboard('{Tab}{Enter}');
    await waitFor(() => expect(screen.getByLabelText(/^Password/)).toHaveFocus());
    // back (Edit): the sign-in options again, then the e-mail step and its field
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continue Securely' })).toHaveFocus());
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await waitFor(() => expect(screen.getByLabelText(/Email/)).toHaveFocus());
  });

  it("a registration button pressed too early focuses the first field to fix in the form's order", async () => {
    const missing = (values: FieldValues) =>
      Object.fromEntries(
        (['firstName', 'phone'] as const)
          .filter((name) => !String(values[name] ?? '').trim())
          .map((name) => [name, `Please enter your ${name}.`]),
      );
    const registrationRules: AuthDialogRules<AuthDialogPrecheck> = {
      ...rules,
      registration: () => ({
        resolver: async (values) => {
          const errors = missing(values);
          return Object.keys(errors).length === 0
            ? { values, errors: {} }
            : {
                values: {},
                errors: Object.fromEntries(
                  Object.entries(errors).map(([name, message]) => [name, { type: 'required', message }]),
                ) as FieldErrors,
              };
        },
        errorsOf: missing,
      }),
    };
    const post = vi.fn<AuthPost>(async () => ({
      status: 200,
      json: {
        registrationStep: 'register',
        updatePostalCode: false,
        registerFormSettings: { isFormatPhoneNumber: true },
      },
    }));
    render(
      <AuthDialog
        open
        onOpenChange={vi.fn()}
        localeId="en-US"
        passwordless={false}
        endpoints={endpoints}
        post={post}
        rules={registrationRules}
        text={text}
        onSignedIn={vi.fn()}
      />,
    );
    await userEvent.type(await screen.findByLabelText(/Email/), 'new@example.com');
    await userEvent.keyboard('{Enter}');
    const withoutRewards = await screen.findByRole('button', { name: 'Create Account Without Rewards' });
    expect(withoutRewards).toHaveAttribute('aria-disabled', 'true');
    withoutRewards.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByLabelText(/^First Name/)).toHaveFocus());
    expect(screen.getByLabelText(/^Phone/)).toHaveAttribute('aria-invalid', 'true');
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('a new customer gets the registration form, titled Create An Account', async () => {
    const post = vi.fn<AuthPost>(async () => ({
      status: 200,
      json: {
        registrationStep: 'register',
        updatePostalCode: false,
        registerFormSettings: { isFormatPhoneNumber: true },
      },
    }));
    renderDialog(post);
    await userEvent.type(await screen.findByLabelText(/Email/), 'new@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('dialog', { name: 'Create An Account' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Join For Free' })).toBeInTheDocument();
  });
  it('Edit and Back on the password step return to the e-mail step with the e-mail still filled in', async () => {
    const post = vi.fn<AuthPost>(async () => ({ status: 200, json: knownCustomer }));
    renderDialog(post);
    await userEvent.type(await screen.findByLabelText(/Email/), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('ada@example.com')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(await screen.findByLabelText(/Email/)).toHaveValue('ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByLabelText(/^Password/);
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByLabelText(/Email/)).toHaveValue('ada@example.com');
    expect(screen.queryByLabelText(/^Password/)).toBeNull();
  });

  it('an empty password: Sign In is reachable, and pressing it says what is missing and focuses the field', async () => {
    const post = vi.fn<AuthPost>(async () => ({ status: 200, json: knownCustomer }));
    render(
      <AuthDialog
        open
        onOpenChange={vi.fn()}
        localeId="en-US"
        passwordless={false}
        endpoints={endpoints}
        post={post}
        rules={withPasswordRule}
        text={text}
        onSignedIn={vi.fn()}
      />,
    );
    await userEvent.type(await screen.findByLabelText(/Email/), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const password = await screen.findByLabelText(/^Password/);
    const signIn = screen.getByRole('button', { name: 'Sign In' });
    expect(signIn).toHaveAttribute('aria-disabled', 'true');
    expect(signIn).not.toBeDisabled();
    signIn.focus();
    expect(signIn).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('Please enter your password.')).toBeInTheDocument();
    expect(password).toHaveFocus();
    expect(post).toHaveBeenCalledTimes(1);
    await userEvent.type(password, 'Secret123');
    expect(signIn).not.toHaveAttribute('aria-disabled');
  });

  it('validates a field as soon as it is left, before any submit (on touch)', async () => {
    const post = vi.fn<AuthPost>();
    renderDialog(post);
    const email = await screen.findByLabelText(/Email/);
    await userEvent.click(email);
    expect(screen.queryByText('Please enter your email address.')).toBeNull();
    await userEvent.tab();
    expect(await screen.findByText('Please enter your email address.')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(post).not.toHaveBeenCalled();
  });

  it('opening it again after a passwordless attempt starts afresh: the e-mail step, a password login', async () => {
    const post = vi.fn<AuthPost>(async (url) =>
      url === '/precheck' ? { status: 200, json: knownCustomer } : { status: 200, json: { ok: true } },
    );
    const dialog = (open: boolean) => (
      <AuthDialog
        open={open}
        onOpenChange={vi.fn()}
        localeId="en-US"
        passwordless
        endpoints={endpoints}
        post={post}
        rules={rules}
        text={text}
        onSignedIn={vi.fn()}
      />
    );
    const { rerender } = render(dialog(true));
    await userEvent.type(await screen.findByLabelText(/Email/), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Continue Securely' }));
    expect(await screen.findByRole('status')).toHaveTextContent(text.forms.passwordlessSent);
    expect(document.querySelector('[data-auth-dialog]')).toHaveAttribute('data-login-type', 'passwordless');
    rerender(dialog(false));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    rerender(dialog(true));
    expect(await screen.findByLabelText(/Email/)).toBeInTheDocument();
    expect(document.querySelector('[data-auth-dialog]')).toHaveAttribute('data-login-type', 'password');
    expect(screen.queryByRole('status')).toBeNull();
  });
});

const knownCustomer = { registrationStep: 'login', updatePostalCode: false, registerFormSettings: {} };

/** The login rule of the page: the password is asked for too. */
const withPasswordRule: AuthDialogRules<AuthDialogPrecheck> = {
  ...rules,
  loginResolver: async (values) =>
    String(values.password ?? '')
      ? { values, errors: {} }
      : {
          values: {},
          errors: { password: { type: 'required', message: 'Please enter your password.' } } as FieldErrors,
        },
};

describe('postForm', () => {
  it('posts the form urlencoded for JSON, same-origin, and reads an unreadable answer as {}', async () => {
    const fetchMock = vi.fn(async (_url: string, init?: RequestInit) =>
      String(init?.body).includes('bad') ? new Response('<html>', { status: 502 }) : Response.json({ ok: true }),
    );
    vi.stubGlobal('fetch', fetchMock);
    try {
      expect(await postForm('/login/submit', { email: 'a@b.c' })).toEqual({ status: 200, json: { ok: true } });
      const [url, init] = fetchMock.mock.calls[0]!;
      expect(url).toBe('/login/submit');
      expect(init).toMatchObject({ method: 'POST', body: 'email=a%40b.c', credentials: 'same-origin' });
      expect(init?.headers).toEqual({
        accept: 'application/json',
        'content-type': 'application/x-www-form-urlencoded',
      });
      expect(await postForm('/login/submit', { email: 'bad' })).toEqual({ status: 502, json: {} });
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
