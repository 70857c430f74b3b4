import { z } from 'zod';
import { ACCOUNT_MESSAGES as M } from './messages';

/** Word characters, dot, percent, plus and hyphen, then `@`, a domain and a top-level domain of 2 to 6 letters. */
export const EMAIL_PATTERN = /^[\w.%+-]+@(?:[\w-]+\.)+[A-Za-z]{2,6}$/;
export const EMAIL_MAX_LENGTH = 50;
export const LOGIN_PASSWORD_MIN = 8;
export const LOGIN_PASSWORD_MAX = 255;
/** Names: no `` ` ~ # ^ * > \ ``, and only characters from space to ÿ or the curly apostrophe. */
export const NAME_PATTERN = /^(?:(?![`~#^*>\\])[\u0020-\u00FF\u2019])+$/;

const email = z
  .string()
  .trim()
  .min(1, M.emailRequired)
  .max(EMAIL_MAX_LENGTH, M.emailInvalid)
  .regex(EMAIL_PATTERN, M.emailInvalid);

/** A checkbox: present ("on") is true; absent is false. */
const checkbox = z.preprocess((value) => value === 'on' || value === 'true' || value === true, z.boolean());

/** The sign-in form (`/login`). */
export const loginSchema = z.object({
  email,
  password: z.string().min(1, M.passwordRequired).min(LOGIN_PASSWORD_MIN, M.passwordInvalid).max(LOGIN_PASSWORD_MAX, M.passwordInvalid),
  rememberMe: checkbox,
});

const name = (required: string, invalid: string) => z.string().trim().min(1, required).max(256, invalid).regex(NAME_PATTERN, invalid);

/** The registration form (`/registration`): the checklist's rules, each with its own message, the first failing one shown. */
export const registrationSchema = z.object({
  firstName: name(M.firstNameRequired, M.firstNameInvalid),
  lastName: name(M.lastNameRequired, M.lastNameInvalid),
  email,
  password: z
    .string()
    .min(1, M.passwordCreate)
    .min(8, M.passwordLength)
    .max(LOGIN_PASSWORD_MAX, M.passwordInvalid)
    .regex(/[A-Z]/, M.passwordUppercase)
    .regex(/[a-z]/, M.passwordLowercase)
    .regex(/\d/, M.passwordNumber),
});

export type LoginForm = z.infer<typeof loginSchema>;
export type RegistrationForm = z.infer<typeof registrationSchema>;
export type FieldErrors<T> = Partial<Record<keyof T, string>>;

/** The first message of each field that failed (a form shows one message per field). */
export function fieldErrors<T>(error: z.ZodError<T>): FieldErrors<T> {
  const errors: FieldErrors<T> = {};
  for (const issue of error.issues) {
    const field = issue.path[0] as keyof T | undefined;
    if (field !== undefined && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}
