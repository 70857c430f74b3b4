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

/** "Welcome back, Ada!" or "Welcome back!": the toast after a sign-in (registration: "Welcome, Ada!" / "Welcome, new member!"). */
export function welcomeToast(via: 'login' | 'registration', name?: string): { title: string; description: string } {
  const first = name?.trim();
  if (via === 'registration') return { title: first ? ACCOUNT_MESSAGES.welcomeNewName.replace('{name}', first) : ACCOUNT_MESSAGES.welcomeNew, description: ACCOUNT_MESSAGES.signedUp };
  return { title: first ? ACCOUNT_MESSAGES.welcomeBackName.replace('{name}', first) : ACCOUNT_MESSAGES.welcomeBack, description: ACCOUNT_MESSAGES.loggedIn };
}

export const REMEMBER_ME_LABEL = 'Keep me logged in.';
