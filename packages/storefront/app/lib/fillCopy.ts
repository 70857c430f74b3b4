/**
 * Text formatted on the server for an island that loads no react-intl keeps its `{name}`-style placeholders; the
 * island fills them in the browser with this (the store locator, the sign-in dialog and drawer): replaces `{key}` in
 * a template with the value given (other text, and unknown keys, are left as they are). The buy box keeps its own
 * copy (`shop/product/buyBoxCopy.ts`) on purpose: a module shared by the product page's island and these would become
 * a chunk of its own, one more script in the product page's first load.
 */
export function fillCopy(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (Object.hasOwn(values, key) ? String(values[key]) : whole));
}
