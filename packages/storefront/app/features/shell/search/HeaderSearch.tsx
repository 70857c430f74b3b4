import { Island } from '@ridgeline/renderer';
import { SearchControl, type SearchControlProps } from './SearchControl';

/** The app-part island kind of the header search (`app/islands/parts.ts` gives the browser its component). */
export const HEADER_SEARCH_ISLAND = 'header-search';

/**
 * The header's search: complete server HTML (a working `<form role="search" action="/search">` with an input named
 * `q`), hydrated on the first interaction with it (pointer, touch, focus, key), so its code — the combobox, the quick
 * results, the drawer — loads only then. See docs/behaviour/shell.md, "Search".
 */
export function HeaderSearch({ localeId, messages }: SearchControlProps) {
  const props: SearchControlProps = { ...(localeId ? { localeId } : {}), ...(messages ? { messages } : {}) };
  return (
    <Island kind={HEADER_SEARCH_ISLAND} trigger="interaction" props={props}>
      <SearchControl {...props} />
    </Island>
  );
}
