/**
 * What a decision engine's content actions ask of a page (docs/behaviour/personalisation.md, "Decision engine"):
 * which content item fills a place, which more customer groups a place's personalised containers resolve for, and
 * which experiences the visitor is in. Pure and isomorphic: no block, no request, no network.
 */

/** One impression report of an action (the Engine API's ImpressionReporting, the fields read here). */
export interface DecisionReport {
  experienceId?: number;
  experienceName: string;
  variantLabel: string;
  isControl: boolean;
}

/** A content action (as the decision engine sends it: actionType, selector, json { amplienceGroups, contentKey, selector }, component, items). */
export interface DecisionAction {
  actionType: string;
  component?: string;
  selector?: string;
  json?: { amplienceGroups?: string[]; contentKey?: string; selector?: string };
  items?: unknown[];
  reports: DecisionReport[];
}

/** What a page's actions ask of it. */
export interface AppliedDecisions {
  /** the content item (delivery key) to show at a place (selector), the first action for a place winning */
  contentKeys: Record<string, string>;
  /** more customer groups to resolve personalised containers with, at a place (selector) or `*` (everywhere) */
  amplienceGroups: Record<string, string[]>;
  /** the experiences the visitor is in, as the engine reported them */
  experiences: DecisionReport[];
}

/** No decision: every place shows its default. A fresh object each time, so no caller can change another's. */
export function noDecisions(): AppliedDecisions {
  return { contentKeys: {}, amplienceGroups: {}, experiences: [] };
}

/** A selector a page may name: an id or class, no markup (the engine's text never reaches the HTML unchecked). */
const SELECTOR = /^[#.]?[A-Za-z][\w-]{0,80}$/;
/** A delivery key as Content Delivery accepts them. */
const DELIVERY_KEY = /^[A-Za-z0-9][\w./-]{0,149}$/;

/** Pure: the content actions of a decision, applied (unknown action types, malformed selectors and keys are ignored). */
export function applyDecisionActions(actions: readonly DecisionAction[]): AppliedDecisions {
  const applied = noDecisions();
  for (const action of actions) {
    for (const report of action.reports) {
      if (
        !applied.experiences.some(
          (seen) => seen.experienceName === report.experienceName && seen.variantLabel === report.variantLabel,
        )
      )
        applied.experiences.push(report);
    }
    const selector = action.json?.selector ?? action.selector;
    const place = selector === undefined ? '*' : SELECTOR.test(selector) ? selector : undefined;
    if (place === undefined) continue;
    const key = action.json?.contentKey;
    if (key !== undefined && place !== '*' && DELIVERY_KEY.test(key) && applied.contentKeys[place] === undefined)
      applied.contentKeys[place] = key;
    const groups = action.json?.amplienceGroups;
    if (groups?.length)
      applied.amplienceGroups[place] = [...new Set([...(applied.amplienceGroups[place] ?? []), ...groups])];
  }
  return applied;
}

/** The customer groups of a place: the shopper's plus what the actions add there and everywhere. */
export function groupsAt(applied: AppliedDecisions, selector: string, shopperGroups: readonly string[]): string[] {
  return [
    ...new Set([
      ...shopperGroups,
      ...(applied.amplienceGroups['*'] ?? []),
      ...(applied.amplienceGroups[selector] ?? []),
    ]),
  ];
}
