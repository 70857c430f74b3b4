import { FormMessage } from '../AccountLayout/AccountLayout';
import { Button } from '../Button/Button';
import { Heading } from '../Heading/Heading';
import { Panel } from '../Panel/Panel';
import { ACCOUNT_FORM_ACTION, ACCOUNT_FORM_MAX_WIDTH } from '../ProfileForm/ProfileForm';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { TextField } from '../TextField/TextField';
import { theme } from '../theme/theme';

export type AddressBookField =
  | 'addressId'
  | 'firstName'
  | 'lastName'
  | 'address1'
  | 'address2'
  | 'city'
  | 'stateCode'
  | 'postalCode'
  | 'countryCode'
  | 'phone';

/** A saved address: `addressId` is its name in the book ("Home"). */
export type AddressBookEntry = Partial<Record<Exclude<AddressBookField, 'addressId'>, string>> & {
  addressId: string;
  preferred?: boolean | undefined;
};

/** A refused address form: the address being edited (its current name; none: the new one), what was sent, why. */
export interface AddressBookProblem {
  editing?: string | undefined;
  values: Partial<Record<AddressBookField, string>>;
  errors: Partial<Record<AddressBookField, string>>;
  formError?: string | undefined;
}

export interface AddressBookText {
  /** the field labels */
  fields: Record<AddressBookField, string>;
  empty: string;
  add: string;
  save: string;
  /** after the name of the default address: "Default" */
  preferred: string;
  /** "Edit {name}" */
  edit: (name: string) => string;
  /** "Remove {name}" */
  remove: (name: string) => string;
}

export interface AddressBookProps {
  addresses: readonly AddressBookEntry[];
  problem?: AddressBookProblem | undefined;
  notice?: string | undefined;
  /** the countries an address may be in, the first the default */
  countries: readonly { code: string; label: string }[];
  text: AddressBookText;
}

const OPTIONAL: ReadonlySet<AddressBookField> = new Set(['address2', 'phone']);
const AUTOCOMPLETE: Partial<Record<AddressBookField, string>> = {
  firstName: 'given-name',
  lastName: 'family-name',
  address1: 'address-line1',
  address2: 'address-line2',
  city: 'address-level2',
  stateCode: 'address-level1',
  postalCode: 'postal-code',
  phone: 'tel',
};
const TEXT_FIELDS_BEFORE_COUNTRY: readonly AddressBookField[] = [
  'addressId',
  'firstName',
  'lastName',
  'address1',
  'address2',
  'city',
  'stateCode',
  'postalCode',
];

function AddressForm({
  address,
  problem,
  formId,
  countries,
  text,
}: {
  address?: AddressBookEntry | undefined;
  problem?: AddressBookProblem | undefined;
  formId: string;
  countries: AddressBookProps['countries'];
  text: AddressBookText;
}) {
  const values: Partial<Record<AddressBookField, string>> = problem?.values ?? address ?? {};
  const errors = problem?.errors ?? {};
  // after the full reload focus goes to the first invalid field (in the form's order), else the form's message
  const firstInvalid = [...TEXT_FIELDS_BEFORE_COUNTRY, 'countryCode' as const, 'phone' as const].find(
    (name) => errors[name],
  );
  const focusIfFirst = (name: AddressBookField) => (name === firstInvalid ? { autoFocus: true } : {});
  const field = (name: AddressBookField) => (
    <TextField
      key={name}
      label={text.fields[name]}
      name={name}
      id={`${formId}-${name}`}
      defaultValue={values[name] ?? ''}
      error={errors[name]}
      {...focusIfFirst(name)}
      {...(AUTOCOMPLETE[name] ? { autoComplete: AUTOCOMPLETE[name] } : {})}
      {...(OPTIONAL.has(name) ? {} : { required: true })}
    />
  );
  return (
    <Stack
      as="form"
      gap={4}
      css={{ maxWidth: ACCOUNT_FORM_MAX_WIDTH }}
      method="post"
      action={ACCOUNT_FORM_ACTION}
      noValidate
      data-address-form={address ? address.addressId : 'new'}
    >
      <input type="hidden" name="intent" value="save" />
      {address ? <input type="hidden" name="originalId" value={address.addressId} /> : null}
      <FormMessage message={problem?.formError} focusOnLoad={!firstInvalid} />
      {TEXT_FIELDS_BEFORE_COUNTRY.map(field)}
      <label htmlFor={`${formId}-countryCode`} css={{ display: 'flex', flexDirection: 'column', gap: theme.space[1] }}>
        {text.fields.countryCode}
        <select
          id={`${formId}-countryCode`}
          name="countryCode"
          {...focusIfFirst('countryCode')}
          defaultValue={values.countryCode ?? countries[0]?.code}
          css={{
            minHeight: 44,
            padding: `0 ${theme.space[3]}`,
            border: `1px solid ${theme.colors.border.strong}`,
            borderRadius: 4,
            font: 'inherit',
          }}
        >
          {countries.map((country) => (
            <option key={country.code} value={country.code}>
              {country.label}
            </option>
          ))}
        </select>
      </label>
      {errors.countryCode ? <Text role="alert">{errors.countryCode}</Text> : null}
      {field('phone')}
      <div>
        <Button type="submit">{text.save}</Button>
      </div>
    </Stack>
  );
}

/** The address book: each address (edit in place, remove), then the form for a new one. Plain POST forms throughout. */
export function AddressBook({ addresses, problem, notice, countries, text }: AddressBookProps) {
  const newProblem = problem && !problem.editing ? problem : undefined;
  return (
    <>
      {/* a refusal on a page sent back with a notice (the form posts to its own address) says only the refusal */}
      <FormMessage tone="success" message={problem ? undefined : notice} focusOnLoad />
      {problem?.formError && !problem.values.addressId ? <FormMessage message={problem.formError} focusOnLoad /> : null}
      {addresses.length === 0 ? <Text data-addresses-empty="">{text.empty}</Text> : null}
      <Stack as="ul" gap={4} data-addresses="">
        {addresses.map((address) => {
          const editing = problem?.editing === address.addressId ? problem : undefined;
          return (
            <Panel as="li" gap={2} key={address.addressId} data-address={address.addressId}>
              <Heading level={2}>
                {address.addressId}
                {address.preferred ? ` (${text.preferred})` : ''}
              </Heading>
              <Text>
                {[address.firstName, address.lastName].filter(Boolean).join(' ')}
                <br />
                {[address.address1, address.address2].filter(Boolean).join(', ')}
                <br />
                {[address.city, address.stateCode, address.postalCode, address.countryCode].filter(Boolean).join(' ')}
              </Text>
              <details open={Boolean(editing)}>
                <summary css={{ cursor: 'pointer' }}>{text.edit(address.addressId)}</summary>
                <AddressForm
                  address={address}
                  problem={editing}
                  formId={`address-${address.addressId.replace(/[^\w-]/g, '_')}`}
                  countries={countries}
                  text={text}
                />
              </details>
              <form method="post" action={ACCOUNT_FORM_ACTION}>
                <input type="hidden" name="intent" value="remove" />
                <input type="hidden" name="addressId" value={address.addressId} />
                <Button type="submit" variant="outline">
                  {text.remove(address.addressId)}
                </Button>
              </form>
            </Panel>
          );
        })}
      </Stack>
      <Heading level={2}>{text.add}</Heading>
      <AddressForm problem={newProblem} formId="address-new" countries={countries} text={text} />
    </>
  );
}
