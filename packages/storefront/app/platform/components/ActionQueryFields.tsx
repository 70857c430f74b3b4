/**
 * A GET form sends its fields and nothing else: the query its action carries (the `locale` of the query URL style,
 * docs/behaviour/urls.md#url-style) goes along as hidden fields, so the answer stays in the page's locale.
 */
export function ActionQueryFields({ action }: { action: string }) {
  const query = action.split('?')[1];
  if (!query) return null;
  return (
    <>
      {[...new URLSearchParams(query)].map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}
