import { css } from '@emotion/react';
import { Drawer, Icon, SearchCombobox, theme, VisuallyHidden, type SearchComboboxOption } from '@ridgeline/ui';
import { useEffect, useMemo, useState, type FormEvent, type Ref } from 'react';
import { useDebouncedCallback } from 'use-debounce';
import { urls } from '../../../platform/urls';
import {
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
import { clickSearch } from '../activity/einstein';
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

/** An answer standing for a failed request: the products could not be loaded. */
const failedResult = (term: string): QuickSearchResult => ({
  term,
  phrases: [],
  categories: [],
  content: [],
  products: [],
  productsFailed: true,
});

/** The quick results of `term` from the storefront's endpoint; a newer term aborts the older request. */
function useQuickResults(term: string, localeId: string | undefined) {
  const [result, setResult] = useState<QuickSearchResult | undefined>(undefined);
  useEffect(() => {
    setResult(undefined);
    if (!term) return;
    const controller = new AbortController();
    fetch(urls.searchSuggestions(term, localeId), {
      signal: controller.signal,
      headers: { accept: 'application/json' },
    })
      .then((response) =>
        response.ok
          ? (response.json() as Promise<QuickSearchResult>)
          : Promise.reject(new Error(`HTTP ${response.status}`)),
      )
      .then((answer) => setResult(answer))
      .catch(() => {
        if (!controller.signal.aborted) setResult(failedResult(term));
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
}

/** The search form with its combobox: debounced quick results, recent searches, did-you-mean, submit, clear. */
function SearchForm({ localeId, variant, onDone, inputRef, id, messages }: SearchFormProps) {
  const [value, setValue] = useState('');
  const [term, setTerm] = useState('');
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
      if (action.productId && term) void clickSearch(term, { id: action.productId }).catch(() => {});
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
    <form
      role="search"
      action={searchAction(localeId)}
      method="get"
      onSubmit={submit}
      css={formStyles}
      data-search-ready={ready || undefined}
    >
      <ActionQueryFields action={searchAction(localeId)} />
      <SearchCombobox
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
        endAddon={
          <button type="submit" css={submitButton} aria-label={messages.submit}>
            <Icon name="arrow-forward" />
          </button>
        }
        {...(viewAll
          ? {
              footer: (
                <a
                  href={urls.search(viewAll, localeId)}
                  css={viewAllLink}
                  onClick={() => setRecent(saveRecentSearch(viewAll))}
                >
                  {fillMessage(messages.viewAll, { term: viewAll })}
                </a>
              ),
            }
          : {})}
      />
    </form>
  );
}

/**
 * The header's search control (an island that hydrates on the first interaction). Desktop (992 px and wider): the
 * search form in the header, its quick results in a popover under the input. Smaller screens: a search button that
 * opens a full-screen drawer with the same form; without JavaScript the button is a `<summary>` that unfolds a plain
 * form, so search works everywhere.
 */
export function SearchControl({ localeId, messages = ENGLISH_SEARCH_MESSAGES }: SearchControlProps) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [focusDelayPassed, setFocusDelayPassed] = useState(false);
  // State, not a ref: the drawer's code loads on first open, and its input may mount after the delay has passed.
  const [drawerInput, setDrawerInput] = useState<HTMLInputElement | null>(null);
  const action = searchAction(localeId);

  useEffect(() => {
    setFocusDelayPassed(false);
    if (!drawerOpen) return;
    const timer = setTimeout(() => setFocusDelayPassed(true), SEARCH_FOCUS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [drawerOpen]);

  useEffect(() => {
    // After the dialog's own initial focus (its close button): the search surface is for typing.
    if (drawerOpen && focusDelayPassed && drawerInput) drawerInput.focus();
  }, [drawerOpen, focusDelayPassed, drawerInput]);

  return (
    <div css={rootStyles} data-header-search="">
      <div css={desktopOnly}>
        <SearchForm localeId={localeId} variant="popover" id="header-search-input" messages={messages} />
      </div>
      <details css={mobileOnly}>
        <summary
          css={mobileTrigger}
          onClick={(event) => {
            event.preventDefault();
            setDrawerOpen(true);
          }}
        >
          <Icon name="search" size="lg" />
          <VisuallyHidden>{messages.label}</VisuallyHidden>
        </summary>
        {/* Without JavaScript the summary unfolds this plain form. */}
        <form role="search" action={action} method="get" css={fallbackForm}>
          <ActionQueryFields action={action} />
          <input
            type="search"
            name="q"
            aria-label={messages.label}
            placeholder={messages.placeholder}
            css={fallbackInput}
          />
          <button type="submit" css={submitButton}>
            {messages.label}
          </button>
        </form>
      </details>
      <Drawer
        open={drawerOpen}
        onOpenChange={setDrawerOpen}
        title={messages.label}
        size="full"
        placement="right"
        closeLabel={messages.close}
      >
        <SearchForm
          localeId={localeId}
          variant="inline"
          id="header-search-drawer-input"
          inputRef={setDrawerInput}
          onDone={() => setDrawerOpen(false)}
          messages={messages}
        />
      </Drawer>
    </div>
  );
}

const { space, sizes, colors, radii, fontSizes, mq, fontWeights } = theme;

const rootStyles = css({ display: 'flex', alignItems: 'center', minWidth: 0, flex: '1 1 auto' });
const desktopOnly = css({ display: 'none', width: '100%', maxWidth: '40rem', [mq.up('lg')]: { display: 'block' } });
const mobileOnly = css({ display: 'block', [mq.up('lg')]: { display: 'none' } });
const formStyles = css({ width: '100%' });
const mobileTrigger = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: sizes.control.md,
  height: sizes.control.md,
  listStyle: 'none',
  cursor: 'pointer',
  borderRadius: radii.md,
  color: colors.text.primary,
  '&::-webkit-details-marker': { display: 'none' },
  '&:focus-visible': { outline: `2px solid ${colors.focusRing}`, outlineOffset: '2px' },
});
const fallbackForm = css({
  position: 'absolute',
  left: 0,
  right: 0,
  display: 'flex',
  gap: space[2],
  padding: space[3],
  background: colors.background.page,
  borderBottom: `1px solid ${colors.border.subtle}`,
});
const fallbackInput = css({
  flex: '1 1 auto',
  minWidth: 0,
  minHeight: sizes.control.md,
  padding: `0 ${space[3]}`,
  border: `1px solid ${colors.border.strong}`,
  borderRadius: radii.md,
  font: 'inherit',
});
const submitButton = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: sizes.control.md,
  minHeight: sizes.control.md,
  padding: `0 ${space[3]}`,
  border: 0,
  borderRadius: radii.md,
  background: colors.brand,
  color: colors.text.inverse,
  font: 'inherit',
  fontWeight: fontWeights.semibold,
  cursor: 'pointer',
  '&:focus-visible': { outline: `2px solid ${colors.focusRing}`, outlineOffset: '2px' },
});
const viewAllLink = css({ color: colors.text.brand, fontSize: fontSizes.sm, fontWeight: fontWeights.semibold });
