import { StoreLocatorView, type StoreCardModel } from '@ridgeline/ui';
import { useEffect, useRef, useState, type FormEvent, type MouseEvent } from 'react';
import {
  addressLines,
  canLoadMore,
  distanceText,
  fillText,
  localCountryName,
  nextCount,
  POSTAL_CODE_MAX_LENGTH,
  readSelectedStore,
  roundCoordinate,
  statusLine,
  telHref,
  validateLocatorForm,
  writeSelectedStore,
  type LocatorErrors,
  type LocatorForm,
  type SearchOrigin,
  type StoreLocatorConfig,
  type StoreSearchResult,
  type StoreView,
} from '@ridgeline/commerce';
import { urls } from '../../platform/urls';
import type { StoreLocatorMessages } from './messages';
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

const localStore = () => window.localStorage;

/** A store's card, every line formatted in the page's locale. */
function storeCardModel(
  store: StoreView,
  config: StoreLocatorConfig,
  M: StoreLocatorMessages,
  localeId: string,
): StoreCardModel {
  return {
    id: store.id,
    name: store.name,
    addressLines: addressLines(store),
    distance: distanceText(store, config.radiusUnit, M, localeId),
    phone: store.phone,
    phoneHref: store.phone ? telHref(store.phone) : undefined,
    // Sanitized on the server with the renderer's rich-text rules (toStoreView, @ridgeline/commerce).
    hoursHtml: store.storeHours,
    selectLabel: fillText(M.setAsMyStoreNamed, { name: store.name }),
  };
}

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

  const onSelect = (id: string) => {
    const store = result?.stores.find((candidate) => candidate.id === id);
    if (!store) return;
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
    <StoreLocatorView
      text={M}
      action={urls.storeLocator(localeId)}
      hiddenFields={<ActionQueryFields action={urls.storeLocator(localeId)} />}
      countries={config.supportedCountries.map((c) => ({
        code: c.countryCode,
        name: localCountryName(c.countryCode, c.countryName, localeId),
      }))}
      form={form}
      errors={errors}
      postalCodeMaxLength={POSTAL_CODE_MAX_LENGTH}
      onFieldChange={update}
      onSubmit={onSubmit}
      onUseMyLocation={hydrated ? () => locate(true) : undefined}
      locationMessage={locationMessage}
      status={status}
      stores={loading ? [] : shown.map((store) => storeCardModel(store, config, M, localeId))}
      selectedId={selectedId}
      onSelect={hydrated ? onSelect : undefined}
      loadMore={
        !more || loading ? undefined : hydrated ? { onClick: onLoadMore } : moreHref ? { href: moreHref } : undefined
      }
      hydrated={hydrated}
    />
  );
}
