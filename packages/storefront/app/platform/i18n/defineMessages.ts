/**
 * The one way the app writes its words: each feature's `messages.ts` calls `defineMessages` with its messages (id and
 * en-US `defaultMessage`, the only place the English is written; `formatjs extract` finds the call by its name and
 * puts them in the catalogues). Islands load no react-intl: the server formats a feature's messages in the page's
 * locale (`formatMessages`) and passes them as props, and an island without them (en-US pages, stories, tests) uses
 * `englishOf` the same messages. This module imports nothing, so an island that uses it carries nothing more.
 */

/** A message of the catalogues: its id and its en-US text (ICU; `{name}`-style placeholders). */
export interface AppMessage {
  readonly id: string;
  readonly defaultMessage: string;
  /** For translators: where the text shows and what its placeholders are. */
  readonly description?: string;
}

/** A feature's messages, as written (typed, so that a table's keys and descriptors are known to callers). */
export function defineMessages<K extends string, T extends Record<K, AppMessage>>(messages: T): T {
  return messages;
}

/** A table of formatted messages: one string per message of `T`. */
export type MessagesOf<T> = { readonly [K in keyof T]: string };

/** The en-US text of every message of a table: what an island shows when the page gave it none. */
export function englishOf<T extends Readonly<Record<string, AppMessage>>>(messages: T): MessagesOf<T> {
  return Object.fromEntries(
    Object.entries(messages).map(([key, message]) => [key, message.defaultMessage]),
  ) as MessagesOf<T>;
}

/**
 * Fills the `{key}` placeholders a message was formatted with (`formatMessages` keeps the ones it is told to): the
 * value as given, `$` included; other text, and unknown keys, are left as they are.
 */
export function fillMessage(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    Object.hasOwn(values, key) ? String(values[key]) : whole,
  );
}
