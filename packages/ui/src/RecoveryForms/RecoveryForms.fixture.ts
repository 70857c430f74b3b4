import type { RecoveryFormsText } from './RecoveryForms';

/** The recovery forms' English words (the storefront's own come from its messages). */
export const RECOVERY_TEXT: RecoveryFormsText = {
  intro: 'Enter the email address of your account and we will send you a link to reset your password.',
  email: 'Email',
  submit: 'Reset Password',
  backToSignIn: 'Back to Sign In',
  newPassword: 'New Password',
  requirements: 'Password requirements',
  rules: ['At least 8 characters', 'At least 1 uppercase letter', 'At least 1 lowercase letter', 'At least 1 number'],
  signIn: 'Sign In',
  onlyIfAsked: 'Continue only if you asked for this link. If you did not, close this page: nothing will change.',
};
