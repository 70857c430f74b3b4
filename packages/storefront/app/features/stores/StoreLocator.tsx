import styled from '@emotion/styled';
import {
  Button,
  fieldControlStyles,
  fieldErrorStyles,
  fieldLabelStyles,
  Heading,
  Link,
  Text,
  TextField,
  theme,
} from '@ridgeline/ui';
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent, type MouseEvent } from 'react';
import { urls } from '../../platform/urls';
import type { StoreLocatorConfig } from './config';
import { fillMessage } from '../../platform/i18n/defineMessages';
import type { StoreLocatorMessages } from './messages';
import {
  addressLines,
  canLoadMore,
  distanceText,
  localCountryName,
  nextCount,
  readSelectedStore,
  roundCoordinate,
  statusLine,
  telHref,
  validateLocatorForm,
  writeSelectedStore,
  type LocatorErrors,
  type LocatorForm,
  type SearchOrigin,
  type StoreSearchResult,
  type StoreView,
} from './rules';
import { ActionQueryFields } from '../../platform/components/ActionQueryFields';
import { log, messageOf } from '../../platform/log';

/** The island kind of the store locator (registered in app/islands/parts.ts). */
export const STORE_LOCATOR_ISLAND = 'store-locator';

export interface StoreLocatorProps {
  config: StoreLocatorConfig;
  localeId: string;
  /** The commerce site: the chosen store is kept per site. */
  siteId: string;
  form: LocatorForm;
  errors: LocatorErrors;
  /** The shopper asked for a place (the address has a query): no geolocation on load. */
  submitted: boolean;
  /** Where the listed stores are around; absent when nothing was searched (an invalid form). */
  origin?: SearchOrigin;
  result?: StoreSearchResult;
  /** The search failed (the API answered an error or nothing in time). */
  failed?: boolean;
  count: number;
  /** The messages in the page's locale (formatted on the server, `storeLocatorMessagesOf`; stories: `STORE_LOCATOR_MESSAGES`). */
  messages: StoreLocatorMessages;
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

function CountrySelect({
  config,
  value,
  error,
  onChange,
  M,
  localeId,
}: {
  localeId: string;
  config: StoreLocatorConfig;
  value: string;
  error?: string | undefined;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
  M: StoreLocatorMessages;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} css={fieldLabelStyles}>
        {M.countryLabel}
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
        <option value="">{M.countryPlaceholder}</option>
        {config.supportedCountries.map((country) => (
          <option key={country.countryCode} value={country.countryCode}>
            {localCountryName(country.countryCode, country.countryName, localeId)}
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

function StoreCard({
  store,
  config,
  selected,
  onSelect,
  M,
  localeId,
}: {
  store: StoreView;
  config: StoreLocatorConfig;
  selected: boolean;
  onSelect?: ((store: StoreView) => void) | undefined;
  M: StoreLocatorMessages;
  localeId: string;
}) {
  const away = distanceText(store, config.radiusUnit, M, localeId);
  const tel = store.phone ? telHref(store.phone) : undefined;
  return (
    <Card data-store-id={store.id}>
      <Heading level={2} css={{ fontSize: theme.fontSizes.lg }}>
        {store.name}
      </Heading>
      {addressLines(store).map((line) => (
        <Text key={line}>{line}</Text>
      ))}
      {away ? <Text data-store-distance="">{away}</Text> : null}
      {store.phone ? <Text>{tel ? <Link href={tel}>{store.phone}</Link> : store.phone}</Text> : null}
      {store.storeHours ? (
        <Hours>
          <summary>{M.viewMore}</summary>
          {/* Sanitized on the server with the renderer's rich-text rules (stores.server.ts). */}
          <div dangerouslySetInnerHTML={{ __html: store.storeHours }} />
        </Hours>
      ) : null}
      {selected ? (
        <Text data-selected-store="">
          <strong>{M.myStore}</strong>
        </Text>
      ) : onSelect ? (
        <div>
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => onSelect(store)}
            aria-label={fillMessage(M.setAsMyStoreNamed, { name: store.name })}
          >
            {M.setAsMyStore}
          </Button>
        </div>
      ) : null}
    </Card>
  );
}

const localStore = () => window.localStorage;

/**
 * "Find a Store": the form (country, postal code, Find), the status line, the stores and Load More. The server renders
 * it as a plain GET form and a Load More link; hydrated (an island, trigger `idle`), it searches in place through
 * `/__ridgeline/stores`, adds "Use My Location" and "Set as my store", validates on change, asks for the shopper's
 * position on load unless they chose a place, and turns Load More into a button.
 */
export function StoreLocator(props: StoreLocatorProps) {
  const { config, localeId, siteId } = props;
  const M = props.messages;
  const [hydrated, setHydrated] = useState(false);
  const [form, setForm] = useState(props.form);
  const [errors, setErrors] = useState(props.errors);
  const [origin, setOrigin] = useState(props.origin);
  const [result, setResult] = useState(props.result);
  const [failed, setFailed] = useState(Boolean(props.failed));
  const [loading, setLoading] = useState(false);
  const [count, setCount] = useState(props.count);
  const [locationMessage, setLocationMessage] = useState<string>();
  const [selectedId, setSelectedId] = useState<string>();
  // Set once the shopper picks a place themselves: a late geolocation answer then changes nothing.
  const manual = useRef(props.submitted);
  const requestId = useRef(0);

  const search = async (
    where: { countryCode: string; postalCode: string } | { latitude: number; longitude: number },
    nextOrigin: SearchOrigin,
  ) => {
    const id = ++requestId.current;
    setLoading(true);
    setFailed(false);
    try {
      const response = await fetch(urls.storeSearch(where, localeId), { headers: { accept: 'application/json' } });
      if (!response.ok) throw new Error(`Store search failed with status ${response.status}`);
      const body = (await response.json()) as StoreSearchResult;
      if (id !== requestId.current) return;
      setResult({
        stores: Array.isArray(body.stores) ? body.stores : [],
        total: typeof body.total === 'number' ? body.total : 0,
      });
      setOrigin(nextOrigin);
      setCount(config.pageSize);
    } catch (error) {
      if (id !== requestId.current) return;
      log.warn({ event: 'store-search-failed' }, messageOf(error));
      setFailed(true);
      setResult(undefined);
    } finally {
      if (id === requestId.current) setLoading(false);
    }
  };

  const locate = (fromButton: boolean) => {
    if (!('geolocation' in navigator)) {
      setLocationMessage(M.locationRefused);
      return;
    }
    if (fromButton) manual.current = false;
    setLocationMessage(undefined);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        if (manual.current) return;
        void search(
          {
            latitude: roundCoordinate(position.coords.latitude),
            longitude: roundCoordinate(position.coords.longitude),
          },
          { kind: 'location' },
        );
      },
      (error) => {
        if (manual.current) return;
        if (error.code === error.PERMISSION_DENIED) setLocationMessage(M.locationRefused);
        else log.warn({ event: 'store-geolocation-failed', code: error.code }, error.message);
      },
    );
  };

  useEffect(() => {
    setHydrated(true);
    setSelectedId(readSelectedStore(localStore, siteId)?.id);
    if (!manual.current) locate(false);
    // Once, on hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const update = (field: keyof LocatorForm, value: string) => {
    const next = { ...form, [field]: value };
    setForm(next);
    // Validated on change: the changed field's message appears or goes.
    const fieldError = validateLocatorForm(next, config, M)[field];
    setErrors((current) => {
      const { [field]: _dropped, ...rest } = current;
      return fieldError ? { ...rest, [field]: fieldError } : rest;
    });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateLocatorForm(form, config, M);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    manual.current = true;
    setLocationMessage(undefined);
    const place = {
      countryCode: config.supportedCountries.length > 0 ? form.countryCode : config.defaultCountryCode,
      postalCode: form.postalCode.trim(),
    };
    window.history.replaceState(
      null,
      '',
      urls.storeLocator(localeId, { country: place.countryCode, postalCode: place.postalCode }),
    );
    void search(place, { kind: 'postal', ...place });
  };

  const onSelect = (store: StoreView) => {
    // A refused write is logged; the list still marks the choice for this visit.
    writeSelectedStore(localStore, siteId, store);
    setSelectedId(store.id);
  };

  const onLoadMore = (event: MouseEvent) => {
    event.preventDefault();
    setCount((current) => nextCount(current, config));
  };

  const stores = result?.stores ?? [];
  const found = Math.min(result?.total ?? 0, stores.length);
  const shown = stores.slice(0, count);
  const status = failed
    ? M.searchFailed
    : origin || loading
      ? statusLine({ loading, found, origin: origin ?? { kind: 'location' } }, config, M, localeId)
      : undefined;
  const more = canLoadMore(count, found, config);
  const moreHref =
    origin?.kind === 'postal'
      ? urls.storeLocator(localeId, {
          country: origin.countryCode,
          postalCode: origin.postalCode,
          count: nextCount(count, config),
        })
      : undefined;

  return (
    <Layout aria-labelledby="store-locator-title" data-store-locator={hydrated ? 'hydrated' : 'server'}>
      <Heading level={1} id="store-locator-title">
        {M.title}
      </Heading>
      <FormRow method="get" action={urls.storeLocator(localeId)} noValidate onSubmit={onSubmit} aria-label={M.title}>
        <ActionQueryFields action={urls.storeLocator(localeId)} />
        {config.supportedCountries.length > 0 ? (
          <CountrySelect
            config={config}
            M={M}
            localeId={localeId}
            value={form.countryCode}
            error={errors.countryCode}
            onChange={(e) => update('countryCode', e.target.value)}
          />
        ) : null}
        <TextField
          label={M.postalCodeLabel}
          name="postalCode"
          required
          autoComplete="postal-code"
          maxLength={10}
          error={errors.postalCode}
          value={form.postalCode}
          onChange={(e: ChangeEvent<HTMLInputElement>) => update('postalCode', e.target.value)}
        />
        <Actions>
          <Button type="submit">{M.find}</Button>
          {hydrated ? (
            <Button type="button" variant="outline" onClick={() => locate(true)}>
              {M.useMyLocation}
            </Button>
          ) : null}
        </Actions>
      </FormRow>
      {locationMessage ? (
        <p role="alert" css={fieldErrorStyles} data-location-message="">
          {locationMessage}
        </p>
      ) : null}
      <p role="status" aria-live="polite" data-store-status="" css={{ fontWeight: 600, margin: 0, minHeight: '1.5em' }}>
        {status ?? ''}
      </p>
      {shown.length > 0 && !loading ? (
        <List aria-label={M.stores} data-store-list="">
          {shown.map((store) => (
            <StoreCard
              key={store.id}
              store={store}
              config={config}
              M={M}
              localeId={localeId}
              selected={store.id === selectedId}
              onSelect={hydrated ? onSelect : undefined}
            />
          ))}
        </List>
      ) : null}
      {more && !loading && hydrated ? (
        <div>
          <Button type="button" variant="outline" onClick={onLoadMore}>
            {M.loadMore}
          </Button>
        </div>
      ) : more && !loading && moreHref ? (
        <div>
          {/* Without JavaScript: the same search with one page more. */}
          <Button href={moreHref} variant="outline">
            {M.loadMore}
          </Button>
        </div>
      ) : null}
    </Layout>
  );
}
