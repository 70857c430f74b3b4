import type { FieldErrors } from './schemas';

/** A form that did not go through: shown again with its messages (the password is never sent back). */
export interface FormProblem<T> {
  status: number;
  values: Partial<Record<keyof T, string | boolean>>;
  errors: FieldErrors<T>;
  /** the message of the whole form (a refused login, a failed sign-up) */
  formError?: string;
  /** a `Set-Cookie` for the page's toast (a failed sign-up) */
  flash?: string;
  /** refused by a limit (429): the seconds for `Retry-After`, and the JSON `code` (`rate-limited`) */
  retryAfterS?: number;
  code?: string;
}

export type FormOutcome<T> = { response: Response } | { problem: FormProblem<T> };
