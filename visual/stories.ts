import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Stories left out of the visual suite (all projects, or only those named), each with the reason. Their play
 * functions fail under the suite's conditions: they expect motion that the emulated reduced motion turns off, or
 * drive a control the phone layout hides. They stay covered by the story tests (`npm run test:stories`).
 */
const DESKTOP_ONLY = 'play function drives a control the phone layout hides or replaces';
export const EXCLUDED: Record<string, { reason: string; projects?: string[] }> = {
  'blocks-marketing-banner--default': {
    reason: 'every story has a play function that expects the offers to rotate; reduced motion turns that off',
  },
  'blocks-story-slider--default': {
    reason:
      'desktop: the play function expects the title card to animate in, which reduced motion keeps still; ' +
      'phone: the slide images differed between runs by one colour step (as the tile grid), cause not yet found',
  },
  // Not yet stable: in one full run of three, every tile image on desktop differed slightly in colour and at its
  // edges (as if another rendition had been drawn); the media service's answers are the same bytes at every run.
  'blocks-navigation-tile-grid--default': { reason: 'tile images differed between runs, cause not yet found' },
  // Differed in one run of four last session and again in the final run of this one (280 pixels on desktop, after
  // 20 clean repeats): cause not found, so it stays out until one is.
  'product-comparetray--collapsed': { reason: 'differed between runs on desktop (280 pixels), cause not yet found' },
  'account-profilingdrawer--start': { reason: 'play function expects the Continue button visible before it renders' },
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
