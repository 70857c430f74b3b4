import type { ReactNode } from 'react';
import { FormMessage } from '../AccountLayout/AccountLayout';
import { Button } from '../Button/Button';
import { Stack } from '../Stack/Stack';
import { TextField } from '../TextField/TextField';

export type ProfileField = 'firstName' | 'lastName' | 'email' | 'phone' | 'postalCode';

export interface ProfileFormText {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  postalCode: string;
  save: string;
}

export interface ProfileFormProps {
  /** the saved profile, or what the shopper sent when the form was refused */
  values: Partial<Record<ProfileField, string>>;
  errors?: Partial<Record<ProfileField, string>> | undefined;
  /** why the whole form did not go through */
  formError?: string | undefined;
  /** the notice the page was sent back with after a save */
  notice?: string | undefined;
  /** shown above the form (the profile-completion banner) */
  banner?: ReactNode;
  text: ProfileFormText;
}

/** The account forms stay a readable width inside the content column. */
export const ACCOUNT_FORM_MAX_WIDTH = 480;

/**
 * Where the account forms post: the page's own path ("?" resolves to it, with an empty query), never its fragment. A
 * page reached by the skip link has `#main` in its address; a form without an action would post there, the page that
 * comes back would keep `#main`, and a document with a fragment target skips `autofocus`, so neither the first
 * invalid field nor the notice would take focus. An empty query also drops the last notice (`?notice=…`).
 */
export const ACCOUNT_FORM_ACTION = '?';

const FIELDS: readonly { name: ProfileField; autoComplete: string; type?: string }[] = [
  { name: 'firstName', autoComplete: 'given-name' },
  { name: 'lastName', autoComplete: 'family-name' },
  { name: 'email', autoComplete: 'email', type: 'email' },
  { name: 'phone', autoComplete: 'tel', type: 'tel' },
  { name: 'postalCode', autoComplete: 'postal-code' },
];

/** The profile form of `/account`: names, e-mail, phone and postal code, all required; a plain POST to the page. */
export function ProfileForm({ values, errors = {}, formError, notice, banner, text }: ProfileFormProps) {
  // after the full reload focus goes to the first invalid field, else the form's message, else the saved notice
  const firstInvalid = FIELDS.find((field) => errors[field.name])?.name;
  return (
    <>
      {/* a refusal on a page sent back with a notice (the form posts to its own address) says only the refusal */}
      <FormMessage tone="success" message={firstInvalid || formError ? undefined : notice} focusOnLoad />
      {banner}
      <Stack
        as="form"
        gap={4}
        css={{ maxWidth: ACCOUNT_FORM_MAX_WIDTH }}
        method="post"
        action={ACCOUNT_FORM_ACTION}
        noValidate
        data-profile-form=""
      >
        <FormMessage message={formError} focusOnLoad={!firstInvalid} />
        {FIELDS.map((field) => (
          <TextField
            key={field.name}
            label={text[field.name]}
            name={field.name}
            {...(field.type ? { type: field.type } : {})}
            autoComplete={field.autoComplete}
            required
            defaultValue={values[field.name] ?? ''}
            error={errors[field.name]}
            {...(field.name === firstInvalid ? { autoFocus: true } : {})}
          />
        ))}
        <div>
          <Button type="submit">{text.save}</Button>
        </div>
      </Stack>
    </>
  );
}
