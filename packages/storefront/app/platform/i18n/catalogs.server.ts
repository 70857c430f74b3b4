import type { IntlShape } from 'react-intl';
import { DEFAULT_LOCALE_ID } from '../urls';
import enCA from './compiled/en-CA.json';
import enUS from './compiled/en-US.json';
import frCA from './compiled/fr-CA.json';
import { createShopIntl, type CompiledMessages, type IntlConfig } from './intl';
import { log } from '../log.server';

/** Each shop locale's compiled messages (generated from `messages/*.json` by `npm run i18n`). */
const CATALOGS: Readonly<Record<string, CompiledMessages>> = {
  'en-US': enUS as unknown as CompiledMessages,
  'en-CA': enCA as unknown as CompiledMessages,
  'fr-CA': frCA as unknown as CompiledMessages,
};

/**
 * A locale's messages. A locale without a catalogue gets none: every message then shows its default (English)
 * text, and the one warning says so.
 */
export function messagesFor(localeId: string): CompiledMessages {
  const catalog = CATALOGS[localeId];
  if (catalog) return catalog;
  log.warn({ event: 'messages-missing', locale: localeId }, 'no messages for this locale: default messages shown');
  return localeId === DEFAULT_LOCALE_ID ? {} : (CATALOGS[DEFAULT_LOCALE_ID] ?? {});
}

export function intlConfigFor(localeId: string): IntlConfig {
  return { locale: localeId, messages: messagesFor(localeId) };
}

const intls = new Map<string, IntlShape>();

/** The server's `IntlShape` for a locale (view builders, head tags), one per locale. */
export function intlFor(localeId: string): IntlShape {
  let intl = intls.get(localeId);
  if (!intl) intls.set(localeId, (intl = createShopIntl(intlConfigFor(localeId))));
  return intl;
}

/**
 * The messages islands may format in the browser (ids starting `island.`): the only ones the document's JSON script
 * carries, so a page ships none of the document's own text twice.
 */
export function islandMessages(messages: CompiledMessages): CompiledMessages {
  return Object.fromEntries(Object.entries(messages).filter(([id]) => id.startsWith('island.')));
}
