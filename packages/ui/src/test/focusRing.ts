import { theme } from '../theme/theme';

/**
 * The `:focus-visible` rule Emotion wrote for `element`'s own class, as CSS text (jsdom cannot match the pseudo-class,
 * so tests read the rule). Undefined when the element has no rule of its own.
 */
export function ownFocusVisibleRule(element: Element): string | undefined {
  const css = Array.from(document.querySelectorAll('style'))
    .map((style) => style.textContent ?? '')
    .join('\n');
  for (const className of Array.from(element.classList)) {
    const rule = new RegExp(`\\.${className}:focus-visible\\{([^}]*)\\}`).exec(css);
    if (rule) return rule[1];
  }
  return undefined;
}

/** A ring drawn inside the element's box, in the token colour. */
export const INSET_FOCUS_RING = `outline:2px solid ${theme.colors.focusRing};outline-offset:-2px;`;
