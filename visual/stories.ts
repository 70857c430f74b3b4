import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Stories left out of the visual suite (all projects, or only those named), each with the reason. These components
 * have only stories with a play function, and the play function fails in the static build: it waits for images from
 * the media service (`storybook dev` and the story tests serve /i/ URLs; a static build answers 404), or it drives a
 * control the phone layout hides. They stay covered by the story tests (`npm run test:stories`).
 */
const MEDIA = 'play function waits for images from the media service, which the static build has not got';
const DESKTOP_ONLY = 'play function drives a control the phone layout hides or replaces';
export const EXCLUDED: Record<string, { reason: string; projects?: string[] }> = {
  'blocks-hero-banner--default': { reason: MEDIA },
  'blocks-marketing-banner--default': { reason: MEDIA },
  'blocks-card-carousel--default': { reason: MEDIA },
  'blocks-navigation-tile-grid--default': { reason: MEDIA },
  'blocks-story-slider--default': { reason: MEDIA },
  'account-profilingdrawer--start': { reason: 'play function expects the Continue button visible before it renders' },
  'components-sortselect--submits-on-change': {
    reason: 'play function checks the no-JavaScript submit button is gone, which a channel-switched render keeps',
  },
  // Not yet stable: one run in four differed (text antialiasing of the tray heading; the drawer open or closed).
  'product-comparetray--collapsed': { reason: 'unstable between runs, cause not yet found (heading antialiasing)' },
  'shell-recommendationsdrawer--default': { reason: 'unstable between runs, cause not yet found (drawer state)' },
  'shell-disclosurenav--keyboard-disclosure': { reason: DESKTOP_ONLY, projects: ['phone'] },
  'commerce-recommendationsrail--shown': { reason: MEDIA, projects: ['phone'] },
  'pages-category-landing-page--mobile': { reason: MEDIA, projects: ['phone'] },
  'blocks-product-category-carousel--mobile': { reason: MEDIA, projects: ['phone'] },
  'blocks-product-recommendations-carousel--mobile': { reason: MEDIA, projects: ['phone'] },
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
  const chosen = [...byTitle.values()].map(
    (stories) => stories.find((story) => !story.tags?.includes('play-fn')) ?? stories[0]!,
  );
  return chosen.filter((story) => !(story.id in EXCLUDED && !EXCLUDED[story.id]!.projects)).slice(0, LIMIT);
}
