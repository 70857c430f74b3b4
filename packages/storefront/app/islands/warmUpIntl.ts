// The browser's first `Intl.NumberFormat` is slow: ICU loads its locale, number and currency data into caches the
// whole renderer process shares, 24 ms at full speed and 117 ms at CPU ×4 on the bench's machine; every formatter
// after it costs about 1 ms. An island that shows a price (the buy box, a tile, the bag) formats while it hydrates,
// so the shopper's first tap on it paid for that load. A worker pays instead (`startIntlWarmUp.ts`), on its own
// thread, while the page is idle: the main thread's first formatter then finds the caches filled (1.4 ms at CPU ×4).

/** What the warm-up worker is sent: the page's language, whose data it loads. */
export interface IntlWarmUpRequest {
  locale: string;
}

/** Builds, once, the kinds of formatter the islands build first: a price, a number, a plural. */
export function warmUpIntl({ locale }: IntlWarmUpRequest): void {
  try {
    new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(1);
    new Intl.NumberFormat(locale).format(1);
    new Intl.PluralRules(locale).select(1);
  } catch {
    // a language tag ICU refuses: nothing to warm, and the page formats (or fails) as it would have
  }
}
