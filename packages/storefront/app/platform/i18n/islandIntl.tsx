import type { ComponentType } from 'react';
import { DEFAULT_LOCALE_ID } from '../urls';
import { ShopIntlProvider, type IntlConfig } from './intl';
import { log } from '../log';

/** The id of the islands document's `<script type="application/json">` with the locale and the islands' messages. */
export const INTL_SCRIPT_ID = 'ridgeline-intl';

let documentIntl: IntlConfig | undefined;

/**
 * The document's locale and messages, read once from its JSON script. Without it (or unreadable) islands fall back
 * to the document's `lang` and the default messages, with one warning.
 */
export function readDocumentIntl(doc: Document = document): IntlConfig {
  if (documentIntl) return documentIntl;
  const fallback: IntlConfig = { locale: doc.documentElement.lang || DEFAULT_LOCALE_ID, messages: {} };
  try {
    const parsed = JSON.parse(doc.getElementById(INTL_SCRIPT_ID)?.textContent ?? 'null') as Partial<IntlConfig> | null;
    if (parsed && typeof parsed.locale === 'string' && parsed.messages && typeof parsed.messages === 'object') {
      documentIntl = { locale: parsed.locale, messages: parsed.messages };
    }
  } catch {
    // fall through to the fallback below
  }
  if (!documentIntl) {
    log.warn({ event: 'messages-missing' }, 'islands: no messages in the document, default messages shown');
    documentIntl = fallback;
  }
  return documentIntl;
}

/** An app part inside the locale's provider (its island root's, in the browser). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- an island part takes its props as JSON, whatever they are
export function withIslandIntl(Part: ComponentType<any>): ComponentType<any> {
  const config = readDocumentIntl();
  return function IslandIntlRoot(props: Record<string, unknown>) {
    return (
      <ShopIntlProvider {...config}>
        <Part {...props} />
      </ShopIntlProvider>
    );
  };
}

/** For tests: forget the document's messages read so far. */
export function resetDocumentIntl(): void {
  documentIntl = undefined;
}
