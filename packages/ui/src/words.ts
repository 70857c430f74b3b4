/**
 * A word the caller formatted in the page's language with its `{name}` placeholders kept (components fill them, since
 * islands load no message formatter); an unknown placeholder is left as written.
 */
export function fillWords(word: string, values: Readonly<Record<string, string | number>>): string {
  return word.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
