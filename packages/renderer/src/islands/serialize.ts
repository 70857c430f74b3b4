/**
 * JSON for an inline `<script type="application/json">`: `<`, `>` and `&` are escaped so no string in the content
 * (a `</script>` in rich text, an HTML comment opener) can end the script element; U+2028/U+2029 for old parsers.
 */
export function serializeForScript(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
