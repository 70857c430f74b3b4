import type { IntlShape, MessageDescriptor } from 'react-intl';

/**
 * Every descriptor of a table in `intl`'s locale, for words an island gets as props (it loads no react-intl). The
 * `placeholders` named are formatted as themselves (`{name}`), for the island to fill (`fillMessage`).
 */
export function formatMessages<K extends string>(
  intl: IntlShape,
  descriptors: Readonly<Record<K, MessageDescriptor>>,
  placeholders: readonly string[] = [],
): Record<K, string> {
  const keep = Object.fromEntries(placeholders.map((name) => [name, `{${name}}`]));
  // react-intl types each descriptor's values apart; a table's descriptors are formatted alike.
  return Object.fromEntries(
    Object.entries<MessageDescriptor>(descriptors).map(([key, descriptor]) => [
      key,
      intl.formatMessage(descriptor as never, keep) as string,
    ]),
  ) as Record<K, string>;
}

/** Words: strings, or tables of them (a copy's groups). */
interface Words {
  readonly [key: string]: string | Words;
}

/**
 * `words`, or undefined when they are `english`, word for word: English pages then carry no copy of words the part
 * already has as its defaults.
 */
export function unlessEnglish<T extends object>(words: T, english: T): T | undefined {
  return sameWords(words as unknown as Words, english as unknown as Words) ? undefined : words;
}

function sameWords(words: Words, english: Words): boolean {
  return Object.entries(english).every(([key, englishWord]) => {
    const word = words[key];
    return typeof englishWord === 'string'
      ? word === englishWord
      : typeof word === 'object' && sameWords(word, englishWord);
  });
}
