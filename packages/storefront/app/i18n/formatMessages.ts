import type { IntlShape, MessageDescriptor } from 'react-intl';

/**
 * Every descriptor of a table in `intl`'s locale, for words an island gets as props (it loads no react-intl). The
 * `placeholders` named are formatted as themselves (`{name}`), for the island to fill (`fillCopy`).
 */
export function formatMessages<K extends string>(intl: IntlShape, descriptors: Readonly<Record<K, MessageDescriptor>>, placeholders: readonly string[] = []): Record<K, string> {
  const keep = Object.fromEntries(placeholders.map((name) => [name, `{${name}}`]));
  // react-intl types each descriptor's values apart; a table's descriptors are formatted alike.
  return Object.fromEntries(Object.entries<MessageDescriptor>(descriptors).map(([key, descriptor]) => [key, intl.formatMessage(descriptor as never, keep) as string])) as Record<K, string>;
}
