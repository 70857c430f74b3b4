/**
 * Text formatted on the server for an island that loads no react-intl keeps its `{name}`-style placeholders; the
 * island fills them in the browser with this (the store locator): replaces `{key}` in a template with the value given
 * (other text, and unknown keys, are left as they are). The buy box (`shop/product/buyBoxCopy.ts`) and the account
 * parts (`account/messages.ts`, `fillWords`) keep their own on purpose: a module shared by islands of different pages
 * becomes a chunk of its own, one more script in a page's first load.
 */
export function fillCopy(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (Object.hasOwn(values, key) ? String(values[key]) : whole));
}
