// @vitest-environment jsdom
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { FormattedMessage } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { intlFor, islandMessages, messagesFor } from './catalogs.server';
import { createShopIntl, localeLabel, ShopIntlProvider } from './intl';
import { INTL_SCRIPT_ID, readDocumentIntl, resetDocumentIntl } from './islandIntl';
import { captureLog } from '../../testing/logCapture';

// (jsdom replaces `URL`, so paths are joined from the module's folder.)
const here = import.meta.dirname;
const source = (locale: string) =>
  JSON.parse(readFileSync(join(here, 'messages', `${locale}.json`), 'utf8')) as Record<string, string>;

afterEach(() => {
  vi.restoreAllMocks();
  resetDocumentIntl();
  document.body.innerHTML = '';
});

describe('messages', () => {
  it('translates every message of the code in every locale', () => {
    const ids = Object.keys(source('en-US'));
    expect(ids.length).toBeGreaterThan(20);
    for (const locale of ['en-CA', 'fr-CA'])
      expect(Object.keys(source(locale)).sort(), locale).toEqual([...ids].sort());
  });

  it('has real French, not copies of the English', () => {
    const en = source('en-US');
    const fr = source('fr-CA');
    const same = Object.keys(en).filter((id) => en[id] === fr[id]);
    // Words that are the same in both languages only.
    expect(same).toEqual([
      'accountForms.text.phoneHint',
      'accountForms.text.termsEnd',
      'cart.total',
      'checkout.country.CA',
      'checkout.total',
      'confirmation.total',
      'header.menu',
      'island.menu.title',
      'list.pagination',
      'search.group.phrases',
      'tile.badges',
    ]);
  });

  it('the compiled catalogues and the extracted en-US messages are up to date (npm run i18n)', () => {
    const script = join(here, '../../../scripts/i18n.mjs');
    expect(() => execFileSync(process.execPath, [script, '--check'], { stdio: 'pipe' })).not.toThrow();
  }, 60_000);

  it('formats in the locale: French text and plurals', () => {
    const fr = intlFor('fr-CA');
    expect(fr.formatMessage({ id: 'notFound.title', defaultMessage: 'Page not found' })).toBe('Page introuvable');
    expect(fr.formatMessage({ id: 'list.resultCount', defaultMessage: '' }, { count: 1 })).toBe('1 résultat');
    expect(fr.formatMessage({ id: 'list.resultCount', defaultMessage: '' }, { count: 1234 })).toMatch(
      /^1\s234 résultats$/u,
    );
    expect(intlFor('en-US').formatMessage({ id: 'list.resultCount', defaultMessage: '' }, { count: 2 })).toBe(
      '2 results',
    );
  });
});

describe('fallbacks', () => {
  it('a missing translation is logged as a warning (once) and the default message shows', () => {
    const warn = captureLog();
    const intl = createShopIntl({ locale: 'fr-CA', messages: {} });
    const descriptor = { id: 'test.only-in-code', defaultMessage: 'Only in English' };
    expect(intl.formatMessage(descriptor)).toBe('Only in English');
    expect(intl.formatMessage(descriptor)).toBe('Only in English');
    expect(warn.lines()).toHaveLength(1);
    expect(JSON.stringify(warn.lines()[0])).toMatch(/missing-translation.*test\.only-in-code/);
  });

  it('other translation errors are thrown', () => {
    captureLog();
    const intl = createShopIntl({ locale: 'en-US', messages: {} });
    // A value the message needs is missing: a defect, not a fallback.
    expect(() =>
      intl.formatMessage({ id: 'test.needs-value', defaultMessage: '{count, plural, one {# item} other {# items}}' }),
    ).toThrow();
  });

  it('a locale without a catalogue gets the default messages, with a warning', () => {
    const warn = captureLog();
    expect(messagesFor('de-DE')).toBe(messagesFor('en-US'));
    expect(JSON.stringify(warn.lines()[0])).toMatch(/messages-missing/);
  });

  it('an unknown locale label logs "No language message found" and shows "Unknown {code}"', () => {
    const warn = captureLog();
    expect(localeLabel(intlFor('en-US'), 'fr-CA')).toBe('français');
    expect(localeLabel(intlFor('en-US'), 'en-CA')).toBe('English');
    expect(warn.lines()).toHaveLength(0);
    expect(localeLabel(intlFor('en-US'), 'de-DE')).toBe('Unknown de-DE');
    expect(JSON.stringify(warn.lines()[0])).toContain('No language message found');
  });

  it('islands read the document’s locale and messages once, and fall back to the default messages without them', () => {
    const warn = captureLog();
    document.documentElement.lang = 'fr-CA';
    expect(readDocumentIntl()).toEqual({ locale: 'fr-CA', messages: {} });
    expect(JSON.stringify(warn.lines()[0])).toMatch(/messages-missing/);
    resetDocumentIntl();
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = INTL_SCRIPT_ID;
    script.textContent = JSON.stringify({
      locale: 'fr-CA',
      messages: islandMessages({ 'island.x': [{ type: 0, value: 'Panier' }], 'list.y': [] } as never),
    });
    document.body.append(script);
    const config = readDocumentIntl();
    expect(config.messages).toEqual({ 'island.x': [{ type: 0, value: 'Panier' }] });
    const html = renderToStaticMarkup(
      <ShopIntlProvider {...config}>
        <FormattedMessage id="island.x" defaultMessage="Bag" />
      </ShopIntlProvider>,
    );
    expect(html).toBe('Panier');
  });
});
