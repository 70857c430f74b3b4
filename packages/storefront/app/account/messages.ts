import type { AccountDrawerText } from './drawer/AccountDrawer';

/** What the sign-in and registration pages say, word for word (see docs/behaviour/accounts.md). */
export const ACCOUNT_MESSAGES = {
  emailRequired: 'Please enter your email address.',
  emailInvalid: 'Please enter a valid email address.',
  passwordRequired: 'Please enter your password.',
  passwordInvalid: 'Please enter a valid password.',
  passwordCreate: 'Please create a password.',
  passwordLength: 'Password must contain at least 8 characters.',
  passwordUppercase: 'Password must contain at least one uppercase letter.',
  passwordLowercase: 'Password must contain at least one lowercase letter.',
  passwordNumber: 'Password must contain at least one number.',
  firstNameRequired: 'Please enter your first name.',
  firstNameInvalid: 'Please enter valid first name.',
  lastNameRequired: 'Please enter your last name.',
  lastNameInvalid: 'Please enter valid last name.',
  loginUnauthorized: 'Invalid login or password. Remember that password is case-sensitive. Please try again.',
  loginFailed: 'Something went wrong. Try again!',
  signUpFailed: 'Sign up failed. Please try again.',
  // the storefront's own limits and SLAS's lock (not in the specification; docs/behaviour/accounts.md, "Limits").
  // `{wait}` is filled with the wait in the page's locale ("15 minutes").
  signInRateLimited: 'Too many sign-in attempts. Please wait {wait} and try again.',
  accountLocked: 'Your account is temporarily locked after too many failed sign-in attempts. Please try again in {wait} or reset your password.',
  requestRateLimited: 'Too many requests. Please wait {wait} and try again.',
  // dialog and registration step 2 (DIALOG)
  fieldRequired: 'This field is required.',
  phoneInvalid: 'Please enter a valid phone number.',
  postalCodeInvalid: 'Please enter a valid zip code',
  passwordSpecial: 'Password must contain at least one special character.',
  passwordMixedCase: 'Password must contain at least one uppercase and one lowercase letter.',
  genericError: 'Something went wrong. Try again!',
  welcomeBack: 'Welcome back!',
  welcomeBackName: 'Welcome back, {name}!',
  loggedIn: 'You are now logged in.',
  welcomeNew: 'Welcome, new member!',
  welcomeNewName: 'Welcome, {name}!',
  signedUp: "You've successfully signed up!",
} as const;

/** The dialog's labels and headings, word for word. */
export const DIALOG_TEXT = {
  continue: 'Continue',
  continueSecurely: 'Continue Securely',
  password: 'Password',
  backToSignInOptions: 'Back to Sign In Options',
  back: 'Back',
  edit: 'Edit',
  signIn: 'Sign In',
  forgotPassword: 'Forgot password?',
  resetPassword: 'Reset Password',
  createAccount: 'Create An Account',
  customizeProfile: 'Customize Your Profile',
  personalRecommendations: 'Receive Personal Recommendations',
  joinForFree: 'Join For Free',
  withoutRewards: 'Create Account Without Rewards',
  checkEmail: 'Check your email',
  resetSent: 'If an account exists for this email, you will receive a link to reset your password.',
  passwordlessSent: 'We sent you a secure sign-in link. Open it on this device to sign in.',
  apple: 'Continue with Apple',
  google: 'Continue with Google',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
} as const;

export const REMEMBER_ME_LABEL = 'Keep me logged in.';

/** The forms' field labels and other words (the sign-in and registration views), word for word. */
export const FORM_TEXT = {
  email: 'Email',
  passwordLabel: 'Password',
  postalCode: 'Postal Code',
  firstName: 'First Name',
  lastName: 'Last Name',
  phone: 'Phone',
  phoneHint: '(xxx) xxx-xxxx',
  gender: 'Gender',
  genderNone: 'None',
  genderMale: 'Male',
  genderFemale: 'Female',
  genderNoAnswer: 'Prefer not to answer',
  birthdayMonth: 'Birthday Month',
  birthdayDay: 'Birthday Day',
  month: 'Month',
  day: 'Day',
  rememberMe: REMEMBER_ME_LABEL,
  passwordRequirements: 'Password requirements',
  ruleMet: '(met)',
  ruleNotMet: '(not met)',
  /** `{count}` */
  ruleMinLength: 'At least {count} characters',
  ruleUppercase: 'At least 1 uppercase letter',
  ruleLowercase: 'At least 1 lowercase letter',
  ruleNumber: 'At least 1 number',
  /** `{characters}`: the special characters counted */
  ruleSpecial: 'At least 1 special character ({characters})',
  ruleMixedCase: 'Upper- and lowercase letters',
  /** `{count}` */
  passwordMinLength: 'Password must contain at least {count} characters.',
  emailOptIn: 'Sign me up for emails about products, offers and events.',
  smsOptIn: 'Sign me up for text messages.',
  smsTerms:
    'By opting in you agree to receive recurring automated marketing text messages. Consent is not a condition of purchase. Message and data rates may apply. Reply STOP to cancel.',
  termsIntro: 'By creating an account you agree to the',
  termsOfUse: 'Terms of Use',
  termsAnd: 'and the',
  privacyPolicy: 'Privacy Policy',
  termsWhenJoining: 'and, when joining, the',
  rewardsTerms: 'Rewards Terms and Conditions',
  termsEnd: '.',
  loyaltyConsent: 'I agree to join Ridgeline Rewards and to the processing of my data for the programme.',
  hello: 'Hello',
  /** `{name}` */
  helloName: 'Hello, {name}',
  logOut: 'Log out',
  continueShopping: 'Continue shopping',
  myAccount: 'My Account',
  /** The dialog's close button. */
  close: 'Close',
} as const;

/** The registration form's month names (January first). */
export const MONTHS: readonly string[] = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** The messages of the sign-in and registration forms in one locale: the keys of `ACCOUNT_MESSAGES`. */
export type AccountMessages = { readonly [K in keyof typeof ACCOUNT_MESSAGES]: string };
/** The words of the sign-in and registration views in one locale: the keys of `DIALOG_TEXT` and `FORM_TEXT`, the months. */
export type AccountFormText = { readonly [K in keyof typeof DIALOG_TEXT | keyof typeof FORM_TEXT]: string } & { readonly months: readonly string[] };

/**
 * Everything the sign-in dialog and the `/login` and `/registration` pages say, in one locale. The server formats it
 * (`accountFormsCopy(intl)`, `accountForms.…` messages); the pages pass it to the views, the account island gets it as
 * a prop for the dialog (no react-intl in the browser). Placeholders (`{name}`, `{count}`, `{characters}`) are kept
 * and filled where the words are used.
 */
export interface AccountFormsCopy {
  messages: AccountMessages;
  text: AccountFormText;
  /** The account drawer's words (it keeps its en-US ones, `DRAWER_TEXT`, apart: see drawer/AccountDrawer.tsx). */
  drawer?: AccountDrawerText;
}

/** Fills `{key}` placeholders of the words (the value as given, `$` included). */
export function fillWords(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (Object.hasOwn(values, key) ? String(values[key]) : whole));
}

/** The en-US words (the specification's), for views and schemas used without a copy (tests, stories, en-US). */
export const DEFAULT_ACCOUNT_COPY: AccountFormsCopy = { messages: ACCOUNT_MESSAGES, text: { ...DIALOG_TEXT, ...FORM_TEXT, months: MONTHS } };

/** "Welcome back, Ada!" or "Welcome back!": the toast after a sign-in (registration: "Welcome, Ada!" / "Welcome, new member!"). */
export function welcomeToast(via: 'login' | 'registration', name?: string, messages: AccountMessages = ACCOUNT_MESSAGES): { title: string; description: string } {
  const first = name?.trim();
  if (via === 'registration') return { title: first ? fillWords(messages.welcomeNewName, { name: first }) : messages.welcomeNew, description: messages.signedUp };
  return { title: first ? fillWords(messages.welcomeBackName, { name: first }) : messages.welcomeBack, description: messages.loggedIn };
}
