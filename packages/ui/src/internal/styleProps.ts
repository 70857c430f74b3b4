/**
 * `shouldForwardProp` for styled components with style-only props: those props (and `as`, so
 * Emotion still swaps the element) never reach the DOM as unknown attributes.
 */
export function withoutProps(...names: string[]): (prop: string) => boolean {
  const blocked = new Set(['as', ...names]);
  return (prop) => !blocked.has(prop);
}
