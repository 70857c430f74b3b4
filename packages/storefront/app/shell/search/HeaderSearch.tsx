import { useIntl } from 'react-intl';
import { Icon, VisuallyHidden } from '@ridgeline/ui';
import { useId } from 'react';
import { localePrefix } from '../../lib/urls';

export interface HeaderSearchProps {
  localeId?: string;
}

/**
 * The header's search control: a plain GET form to `/search?q=…` that works without JavaScript. (The search combobox
 * island replaces it; keep the props minimal.)
 */
export function HeaderSearch({ localeId }: HeaderSearchProps) {
  const id = useId();
  const intl = useIntl();
  const search = intl.formatMessage({ id: 'header.search', defaultMessage: 'Search' });
  return (
    <form role="search" action={`${localePrefix(localeId)}/search`} method="get" data-header-search="" css={{ display: 'flex', width: '100%', alignItems: 'center', gap: '4px' }}>
      <label htmlFor={id}>
        <VisuallyHidden>{search}</VisuallyHidden>
      </label>
      <input
        id={id}
        name="q"
        type="search"
        placeholder={search}
        autoComplete="off"
        css={{ flex: 1, minWidth: 0, minHeight: '40px', padding: '0 12px', border: '1px solid #D1D5DB', borderRadius: '4px', font: 'inherit', color: '#111827', background: '#FFFFFF' }}
      />
      <button type="submit" aria-label={intl.formatMessage({ id: 'header.search.submit', defaultMessage: 'Submit search' })} css={{ minWidth: '44px', minHeight: '44px', border: 0, background: 'transparent', color: 'inherit', cursor: 'pointer' }}>
        <Icon name="search" />
      </button>
    </form>
  );
}
