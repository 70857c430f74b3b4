import styled from '@emotion/styled';
import { useId, type ChangeEvent, type FormEvent, type MouseEvent, type ReactNode } from 'react';
import { Button } from '../Button/Button';
import { Heading } from '../Heading/Heading';
import { Link } from '../Link/Link';
import { Text } from '../Text/Text';
import { TextField } from '../TextField/TextField';
import { fieldControlStyles, fieldErrorStyles, fieldLabelStyles } from '../TextField/fieldStyles';
import { theme } from '../theme/theme';

/** The store locator's words (the caller formats them in the page's locale). */
export interface StoreLocatorViewText {
  title: string;
  countryLabel: string;
  countryPlaceholder: string;
  postalCodeLabel: string;
  find: string;
  useMyLocation: string;
  loadMore: string;
  /** The summary that opens a store's opening hours. */
  viewMore: string;
  setAsMyStore: string;
  myStore: string;
  /** The list's accessible name. */
  stores: string;
}

/** One store as its card shows it: every line already formatted by the caller. */
export interface StoreCardModel {
  id: string;
  name: string;
  /** Street, then city, state and postal code. */
  addressLines: string[];
  /** "2.5 km away". */
  distance?: string | undefined;
  phone?: string | undefined;
  /** A `tel:` link for the phone, when it has one. */
  phoneHref?: string | undefined;
  /** Opening hours as HTML the caller has sanitized (it is rendered as is). */
  hoursHtml?: string | undefined;
  /** The "Set as my store" button's accessible name ("Set as my store: {name}"). */
  selectLabel: string;
}

export interface StoreCardProps {
  store: StoreCardModel;
  text: Pick<StoreLocatorViewText, 'viewMore' | 'myStore' | 'setAsMyStore'>;
  selected: boolean;
  /** Without it (before hydration) the card has no "Set as my store" button. */
  onSelect?: ((id: string) => void) | undefined;
}

const Card = styled.li({
  borderTop: `1px solid ${theme.colors.border.subtle}`,
  paddingTop: theme.space[4],
  display: 'grid',
  gap: theme.space[1],
});
const Hours = styled.details({
  '& > summary': { cursor: 'pointer', textDecoration: 'underline', width: 'fit-content' },
  '& > div': { paddingTop: theme.space[2] },
});

/** One store: name, address, distance, phone (a `tel:` link), opening hours behind "View More", and the choice. */
export function StoreCard({ store, text, selected, onSelect }: StoreCardProps) {
  return (
    <Card data-store-id={store.id}>
      <Heading level={2} css={{ fontSize: theme.fontSizes.lg }}>
        {store.name}
      </Heading>
      {store.addressLines.map((line) => (
        <Text key={line}>{line}</Text>
      ))}
      {store.distance ? <Text data-store-distance="">{store.distance}</Text> : null}
      {store.phone ? (
        <Text>{store.phoneHref ? <Link href={store.phoneHref}>{store.phone}</Link> : store.phone}</Text>
      ) : null}
      {store.hoursHtml ? (
        <Hours>
          <summary>{text.viewMore}</summary>
          {/* Sanitized by the caller (the storefront uses the renderer's rich-text rules on the server). */}
          <div dangerouslySetInnerHTML={{ __html: store.hoursHtml }} />
        </Hours>
      ) : null}
      {selected ? (
        <Text data-selected-store="">
          <strong>{text.myStore}</strong>
        </Text>
      ) : onSelect ? (
        <div>
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => onSelect(store.id)}
            aria-label={store.selectLabel}
          >
            {text.setAsMyStore}
          </Button>
        </div>
      ) : null}
    </Card>
  );
}

export interface StoreLocatorField {
  countryCode: string;
  postalCode: string;
}

export interface StoreLocatorViewProps {
  text: StoreLocatorViewText;
  /** The GET form's action (the locator page itself): without JavaScript the search is a page load. */
  action: string;
  /** Hidden fields the action's own query needs (e.g. a preview token), rendered first in the form. */
  hiddenFields?: ReactNode;
  /** The countries to pick from, names in the page's language; empty → no country select. */
  countries: readonly { code: string; name: string }[];
  form: StoreLocatorField;
  errors: Partial<Record<keyof StoreLocatorField, string>>;
  postalCodeMaxLength: number;
  onFieldChange?: ((field: keyof StoreLocatorField, value: string) => void) | undefined;
  onSubmit?: ((event: FormEvent<HTMLFormElement>) => void) | undefined;
  /** Shows "Use My Location" (only once the page can ask for the position). */
  onUseMyLocation?: (() => void) | undefined;
  /** Why the position is not used ("Please agree to share your location"), shown as an alert. */
  locationMessage?: string | undefined;
  /** The status line above the list (loading, how many, where); empty keeps its place. */
  status?: string | undefined;
  /** The stores shown (already cut to the visible count); none while loading. */
  stores: readonly StoreCardModel[];
  selectedId?: string | undefined;
  onSelect?: ((id: string) => void) | undefined;
  /** Load More: a button (`onClick`) once hydrated, or a link to the same search with one page more. */
  loadMore?: { onClick: (event: MouseEvent) => void } | { href: string } | undefined;
  /** `data-store-locator`: `server` until the island has hydrated. */
  hydrated: boolean;
}

const Layout = styled.section({
  maxWidth: 720,
  margin: '0 auto',
  padding: `${theme.space[10]} ${theme.space[4]}`,
  display: 'grid',
  gap: theme.space[6],
});
const FormRow = styled.form({
  display: 'grid',
  gap: theme.space[4],
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
  alignItems: 'start',
});
const Actions = styled.div({ display: 'flex', gap: theme.space[3], flexWrap: 'wrap', gridColumn: '1 / -1' });
const List = styled.ol({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space[4] });

function CountrySelect({
  label,
  placeholder,
  countries,
  value,
  error,
  onChange,
}: {
  label: string;
  placeholder: string;
  countries: StoreLocatorViewProps['countries'];
  value: string;
  error?: string | undefined;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} css={fieldLabelStyles}>
        {label}
      </label>
      <select
        id={id}
        name="country"
        required
        value={value}
        onChange={onChange}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        css={fieldControlStyles('md')}
      >
        <option value="">{placeholder}</option>
        {countries.map((country) => (
          <option key={country.code} value={country.code}>
            {country.name}
          </option>
        ))}
      </select>
      {error ? (
        <p id={errorId} role="alert" data-field-error="country" css={fieldErrorStyles}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * "Find a Store": the form (country, postal code, Find, Use My Location), the status line, the stores and Load More.
 * Stateless: the caller keeps the form, runs the search and formats every line. Server-rendered it is a plain GET form
 * and a Load More link.
 */
export function StoreLocatorView(props: StoreLocatorViewProps) {
  const { text, form, errors, onFieldChange } = props;
  // A fixed id (one locator a page): the heading names the section the same on the server and after hydration.
  const titleId = 'store-locator-title';
  return (
    <Layout aria-labelledby={titleId} data-store-locator={props.hydrated ? 'hydrated' : 'server'}>
      <Heading level={1} id={titleId}>
        {text.title}
      </Heading>
      <FormRow method="get" action={props.action} noValidate onSubmit={props.onSubmit} aria-label={text.title}>
        {props.hiddenFields}
        {props.countries.length > 0 ? (
          <CountrySelect
            label={text.countryLabel}
            placeholder={text.countryPlaceholder}
            countries={props.countries}
            value={form.countryCode}
            error={errors.countryCode}
            onChange={(e) => onFieldChange?.('countryCode', e.target.value)}
          />
        ) : null}
        <TextField
          label={text.postalCodeLabel}
          name="postalCode"
          required
          autoComplete="postal-code"
          maxLength={props.postalCodeMaxLength}
          error={errors.postalCode}
          value={form.postalCode}
          onChange={(e: ChangeEvent<HTMLInputElement>) => onFieldChange?.('postalCode', e.target.value)}
        />
        <Actions>
          <Button type="submit">{text.find}</Button>
          {props.onUseMyLocation ? (
            <Button type="button" variant="outline" onClick={props.onUseMyLocation}>
              {text.useMyLocation}
            </Button>
          ) : null}
        </Actions>
      </FormRow>
      {props.locationMessage ? (
        <p role="alert" css={fieldErrorStyles} data-location-message="">
          {props.locationMessage}
        </p>
      ) : null}
      <p role="status" aria-live="polite" data-store-status="" css={{ fontWeight: 600, margin: 0, minHeight: '1.5em' }}>
        {props.status ?? ''}
      </p>
      {props.stores.length > 0 ? (
        <List aria-label={text.stores} data-store-list="">
          {props.stores.map((store) => (
            <StoreCard
              key={store.id}
              store={store}
              text={text}
              selected={store.id === props.selectedId}
              onSelect={props.onSelect}
            />
          ))}
        </List>
      ) : null}
      {props.loadMore ? (
        <div>
          {'href' in props.loadMore ? (
            <Button href={props.loadMore.href} variant="outline">
              {text.loadMore}
            </Button>
          ) : (
            <Button type="button" variant="outline" onClick={props.loadMore.onClick}>
              {text.loadMore}
            </Button>
          )}
        </div>
      ) : null}
    </Layout>
  );
}
