/** One CSS rule Emotion wrote for an element's own class. */
export interface OwnRule {
  /** The rule's selector as written (`.css-abc:hover [data-x]`). */
  selector: string;
  /** The condition of the `@media` block it sits in, if any (`(min-width: 992px)`). */
  media: string | undefined;
  style: CSSStyleDeclaration;
}

/**
 * Every rule of `element`'s own Emotion classes (`css-…`), also those inside `@media` and those with a pseudo-class or
 * a descendant part. jsdom neither hovers nor matches media queries, so a test of a breakpoint or a hover style reads
 * the rule the component emitted.
 */
export function ownRules(element: Element): OwnRule[] {
  const classes = Array.from(element.classList).filter((name) => name.startsWith('css-'));
  const ownClass = classes.map((name) => new RegExp(`\\.${name}(?![\\w-])`));
  const found: OwnRule[] = [];
  const visit = (rules: CSSRuleList, media?: string) => {
    for (const rule of Array.from(rules)) {
      if (rule instanceof CSSMediaRule) visit(rule.cssRules, rule.media.mediaText);
      else if (rule instanceof CSSStyleRule && ownClass.some((pattern) => pattern.test(rule.selectorText)))
        found.push({ selector: rule.selectorText, media, style: rule.style });
    }
  };
  for (const sheet of Array.from(document.styleSheets)) visit(sheet.cssRules);
  return found;
}

/** The declarations (`property: value`) of the element's plain own rules under `media` (none: the unconditional ones). */
export function ownDeclarations(element: Element, media?: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const rule of ownRules(element)) {
    if (rule.media !== media || !/^\.css-[\w-]+$/.test(rule.selector)) continue;
    for (const property of Array.from(rule.style)) out[property] = rule.style.getPropertyValue(property);
  }
  return out;
}
