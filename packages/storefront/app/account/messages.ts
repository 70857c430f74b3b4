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
} as const;

export const REMEMBER_ME_LABEL = 'Keep me logged in.';
