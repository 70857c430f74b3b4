import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Stories left out of the visual suite (all projects, or only those named), each with the reason: the play function
 * fails under the suite's conditions. They stay covered by the story tests (`npm run test:stories`). A component
 * whose every story has a play function that expects motion (which the emulated reduced motion turns off) or that
 * ends in a state the suite cannot draw the same each time has an `AtRest` story without one instead, which the
 * suite picks: the marketing banner (its stories expect the offers to rotate), the story slider (the title card
 * animating in; on phone, the arrow press left the track 16 px off by run) and the compare tray (its Collapsed story
 * opens the table, which puts the fixed tray's top at a fractional pixel: the heading's text then fell on one pixel
 * row or the next by run, with the same layout).
 */
const DESKTOP_ONLY = 'play function drives a control the phone layout hides or replaces';
export const EXCLUDED: Record<string, { reason: string; projects?: string[] }> = {
  'shell-disclosurenav--keyboard-disclosure': { reason: DESKTOP_ONLY, projects: ['phone'] },
};

/**
 * The story compared for a component when the default choice does not suit: SortSelect's first story checks that
 * the no-JavaScript submit button is gone, which a story switched through the channel keeps; SizeGuide's first opens
 * its drawer, whose slide-in the emulated reduced motion leaves unfinished when the play function looks;
 * RecommendationsRail's first clicks a tile, whose focus ring then shows or not by the input (keys or pointer) the
 * stories before it in the same page used last.
 */
export const CHOSEN: Record<string, string> = {
  'Components/SortSelect': 'components-sortselect--page-size',
  'Product/SizeGuide': 'product-sizeguide--table',
  'Commerce/RecommendationsRail': 'commerce-recommendationsrail--few',
};

/** How many components are compared (their first story each); undefined = all. */
export const LIMIT: number | undefined = undefined;

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
  tags?: string[];
}

/**
 * The stories compared: one per component (its main state), in the build's index order: the first story without a
 * play function when there is one (a still state: play functions are interaction tests, some of which need the
 * media service a static build has not got, or a viewport the other project has not), else the first story.
 */
export function visualStories(buildDir: string): IndexEntry[] {
  const index = JSON.parse(readFileSync(path.join(buildDir, 'index.json'), 'utf8')) as {
    entries: Record<string, IndexEntry>;
  };
  const byTitle = new Map<string, IndexEntry[]>();
  for (const entry of Object.values(index.entries)) {
    if (entry.type !== 'story') continue;
    byTitle.set(entry.title, [...(byTitle.get(entry.title) ?? []), entry]);
  }
  const chosen = [...byTitle.entries()].map(
    ([title, stories]) =>
      stories.find((story) => story.id === CHOSEN[title]) ??
      stories.find((story) => !story.tags?.includes('play-fn')) ??
      stories[0]!,
  );
  return chosen.filter((story) => !(story.id in EXCLUDED && !EXCLUDED[story.id]!.projects)).slice(0, LIMIT);
}
