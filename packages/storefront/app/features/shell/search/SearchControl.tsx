import { QuickSearchForm, SearchPanel, type SearchComboboxOption } from '@ridgeline/ui';
import { useEffect, useMemo, useState, type FormEvent, type Ref } from 'react';
import { useDebouncedCallback } from 'use-debounce';
import { urls } from '../../../platform/urls';
import {
  fetchQuickSearchResult,
  quickSearchTerm,
  quickSearchView,
  readRecentSearches,
  saveRecentSearch,
  SEARCH_DEBOUNCE_MS,
  SEARCH_FOCUS_DELAY_MS,
  submittedTerm,
  MANUAL_SEARCH,
  type QuickSearchAction,
  type QuickSearchResult,
} from '@ridgeline/commerce';
import { pageActivity } from '../activity/einstein';
import { rememberSearchMethod } from '../dataLayer/searchMethod';
import { ActionQueryFields } from '../../../platform/components/ActionQueryFields';
import { fillMessage } from '../../../platform/i18n/defineMessages';
import { ENGLISH_SEARCH_MESSAGES, type SearchMessages } from './messages';

export interface SearchControlProps {
  localeId?: string;
  /** Its words in the page's locale (the server formats them); English without. */
  messages?: SearchMessages;
}

/** The search results page without a query: where the plain form submits (`/search?q=…`). */
function searchAction(localeId: string | undefined): string {
  return urls.search('', localeId).split('?')[0]!;
}

/** Goes to another page of the shop (a full page load: public pages are islands documents without a router). */
function navigate(url: string) {
  window.location.assign(url);
}

/** Drops `q` from the address without a reload or a history entry (the clear icon). */
function dropQueryFromAddress() {
  const url = new URL(window.location.href);
  if (!url.searchParams.has('q')) return;
  url.searchParams.delete('q');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

/** The quick results of `term` from the storefront's endpoint; a newer term aborts the older request. */
function useQuickResults(term: string, localeId: string | undefined) {
  const [result, setResult] = useState<QuickSearchResult | undefined>(undefined);
  useEffect(() => {
    setResult(undefined);
    if (!term) return;
    const controller = new AbortController();
    void fetchQuickSearchResult(urls.searchSuggestions(term, localeId), term, controller.signal).then((answer) => {
      if (answer) setResult(answer);
    });
    return () => controller.abort();
  }, [term, localeId]);
  return result;
}

interface SearchFormProps {
  localeId: string | undefined;
  variant: 'popover' | 'inline';
  /** Called once a search or a choice leaves the page (the drawer closes). */
  onDone?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  id: string;
  messages: SearchMessages;
  /** The query the form starts with, and where it keeps each change (the drawer's form outlives no close). */
  remembered?: { value: string; onChange: (value: string) => void };
}

/** The search form with its combobox: debounced quick results, recent searches, did-you-mean, submit, clear. */
function SearchForm({ localeId, variant, onDone, inputRef, id, messages, remembered }: SearchFormProps) {
  const [value, setValue] = useState(remembered?.value ?? '');
  const [term, setTerm] = useState(() => quickSearchTerm(remembered?.value ?? ''));
  const [recent, setRecent] = useState<string[]>([]);
  const askLater = useDebouncedCallback((next: string) => setTerm(next), SEARCH_DEBOUNCE_MS);
  const result = useQuickResults(term, localeId);
  const view = useMemo(
    () => quickSearchView({ term, result, recent, messages, ...(localeId ? { localeId } : {}) }),
    [term, result, recent, localeId, messages],
  );

  const [ready, setReady] = useState(false);
  useEffect(() => {
    setReady(true);
    setRecent(readRecentSearches());
    // Text typed before this island hydrated is in the input already: take it over.
    const typed = document.getElementById(id) as HTMLInputElement | null;
    if (typed?.value) changeValue(typed.value);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function changeValue(next: string) {
    setValue(next);
    remembered?.onChange(next);
    const nextTerm = quickSearchTerm(next);
    if (nextTerm) {
      askLater(nextTerm);
    } else {
      // Under 3 characters the query is cleared at once: no suggestions, the recent searches instead.
      askLater.cancel();
      setTerm('');
    }
  }

  /** `manual`: the shopper submitted the typed term (the data layer's `searchMethod` on the results page). */
  function searchFor(termToSearch: string, { manual = false }: { manual?: boolean } = {}) {
    setRecent(saveRecentSearch(termToSearch));
    if (manual) rememberSearchMethod(termToSearch, MANUAL_SEARCH);
    askLater.cancel();
    onDone?.();
    navigate(urls.search(termToSearch, localeId));
  }

  function run(action: QuickSearchAction) {
    if (action.kind === 'search') searchFor(action.term);
    else if (action.kind === 'did-you-mean') {
      setValue(action.suggestion);
      askLater.cancel();
      setTerm(quickSearchTerm(action.suggestion));
    } else {
      // Sent with keepalive: the call outlives the navigation and never holds it back.
      if (action.productId && term) void pageActivity.clickSearch(term, { id: action.productId }).catch(() => {});
      onDone?.();
      navigate(action.url);
    }
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitted = submittedTerm(value);
    if (submitted) searchFor(submitted, { manual: true });
  };

  const viewAll = term && result?.term === term && result.products.length > 0 ? term : undefined;

  return (
    <QuickSearchForm
      action={searchAction(localeId)}
      hiddenFields={<ActionQueryFields action={searchAction(localeId)} />}
      onSubmit={submit}
      ready={ready}
      submitLabel={messages.submit}
      id={id}
      label={messages.label}
      placeholder={messages.placeholder}
      variant={variant}
      value={value}
      onValueChange={changeValue}
      groups={view.groups}
      {...(view.message ? { message: view.message } : {})}
      status={view.status}
      loading={Boolean(term) && result?.term !== term}
      onSelect={(option: SearchComboboxOption) => {
        const action = view.actions.get(option.id);
        if (action) run(action);
      }}
      onClear={() => {
        askLater.cancel();
        setTerm('');
        dropQueryFromAddress();
      }}
      inputRef={inputRef}
      viewAll={
        viewAll
          ? {
              href: urls.search(viewAll, localeId),
              label: fillMessage(messages.viewAll, { term: viewAll }),
              onClick: () => setRecent(saveRecentSearch(viewAll)),
            }
          : undefined
      }
    />
  );
}

/**
 * The header's search control (an island that hydrates on the first interaction): ui's `SearchPanel` (the form in the
 * header from 992 px, else a search button opening a full-screen drawer; a plain form without JavaScript) with this
 * search form on each surface.
 */
export function SearchControl({ localeId, messages = ENGLISH_SEARCH_MESSAGES }: SearchControlProps) {
  const action = searchAction(localeId);
  // The phone drawer's form unmounts when the drawer closes (Escape, its close button): its query is kept here, so
  // closing never discards what the shopper typed (`typed`: in the plain form, before hydration).
  const [drawerQuery, setDrawerQuery] = useState('');
  return (
    <SearchPanel
      text={{ label: messages.label, placeholder: messages.placeholder, close: messages.close }}
      action={action}
      hiddenFields={<ActionQueryFields action={action} />}
      focusDelayMs={SEARCH_FOCUS_DELAY_MS}
      renderForm={({ variant, inputRef, onDone, typed }) => (
        <SearchForm
          localeId={localeId}
          variant={variant}
          id={variant === 'popover' ? 'header-search-input' : 'header-search-drawer-input'}
          messages={messages}
          {...(inputRef ? { inputRef } : {})}
          {...(onDone ? { onDone } : {})}
          {...(variant === 'inline' ? { remembered: { value: typed ?? drawerQuery, onChange: setDrawerQuery } } : {})}
        />
      )}
    />
  );
}
