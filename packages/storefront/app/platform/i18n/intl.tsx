import type { ReactNode } from 'react';
import {
  createIntl,
  createIntlCache,
  IntlProvider,
  ReactIntlErrorCode,
  type IntlShape,
  type MessageFormatElement,
} from 'react-intl';
import { DEFAULT_LOCALE_ID, SHOP_LOCALES } from '../urls';
import { log } from '../log';

/** A locale's compiled messages (`formatjs compile --ast`): id → pre-parsed message. */
export type CompiledMessages = Record<string, MessageFormatElement[]>;

/** What a React root needs to speak a locale: the document's, or an island's from the document's JSON script. */
export interface IntlConfig {
  locale: string;
  messages: CompiledMessages;
}

const warned = new Set<string>();

/**
 * Translation errors: a missing translation is logged once per locale and id as a warning and the message's default
 * (English) text is shown; any other translation error is a defect and is thrown.
 */
export function onIntlError(error: { code: string; message: string; descriptor?: { id?: unknown } }): void {
  if (error.code === ReactIntlErrorCode.MISSING_TRANSLATION) {
    const key = error.message;
    if (warned.has(key)) return;
    if (warned.size < 1_000) warned.add(key);
    log.warn({ event: 'missing-translation' }, error.message);
    return;
  }
  throw error;
}

/** The provider of the document (root layout) and of every island root: the locale, its messages, the fallbacks. */
export function ShopIntlProvider({ locale, messages, children }: IntlConfig & { children: ReactNode }) {
  return (
    <IntlProvider locale={locale} messages={messages} defaultLocale={DEFAULT_LOCALE_ID} onError={onIntlError}>
      {children}
    </IntlProvider>
  );
}

const cache = createIntlCache();

/** An `IntlShape` outside React (server view builders, head tags). */
export function createShopIntl({ locale, messages }: IntlConfig): IntlShape {
  return createIntl({ locale, messages, defaultLocale: DEFAULT_LOCALE_ID, onError: onIntlError }, cache);
}

/**
 * A locale's name in its own language, for the locale switch (English, English, français). A code with no name is
 * logged ('No language message found') and shown as 'Unknown {code}' in the page's language.
 */
export function localeLabel(intl: IntlShape, code: string): string {
  const known = SHOP_LOCALES.find((locale) => locale.id.toLowerCase() === code.toLowerCase());
  if (known?.label) return known.label;
  log.warn({ event: 'locale-label', code }, 'No language message found');
  return intl.formatMessage(
    { id: 'locale.unknown', defaultMessage: 'Unknown {code}', description: 'locale switch: a locale without a name' },
    { code },
  );
}
