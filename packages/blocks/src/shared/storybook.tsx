/// <reference types="vite/client" />
// Story helpers (not exported from the package): render a fixture THROUGH the real pipeline, as a
// page does: `prepareContent` (validation against /schemas, sanitizing, adapt) in a Storybook loader,
// then <ContentRenderer> with the prepared tree. Vite-only (import.meta.glob, window): stories only.
import type { Meta } from '@storybook/react-vite';
import {
  ContentRenderer,
  DEFAULT_CUSTOMER_GROUPS,
  createRegistry,
  type FailureLogEntry,
  type PreparedContent,
  type RenderContext,
} from '@ridgeline/renderer';
import { createValidator, prepareContent } from '@ridgeline/renderer/prepare';
import { useMemo } from 'react';
import { expect, waitFor } from 'storybook/test';
import { blockDefinitions, diagnosticBlocks } from '../index';
import { renderedFitProblems } from '../test/srcset';

const storyRegistry = createRegistry([...blockDefinitions, ...diagnosticBlocks]);

/** The project's content-type schemas (/schemas/*.json), as the storefront validates with. */
const schemaModules = import.meta.glob<object>('../../../../schemas/*.json', { eager: true, import: 'default' });
const storyValidator = createValidator(Object.values(schemaModules));

export interface RenderFixtureProps {
  /** A delivery-format (inlined) content item. */
  content: unknown;
  /** The shopper's customer groups (personalisation). */
  customerGroups?: readonly string[];
  mode?: RenderContext['mode'];
}

/**
 * Images: fixtures' image-links name `cdn.media.amplience.net`, which does not resolve offline.
 * The media host is the page's own origin, where `.storybook/main.ts` serves `/i/{endpoint}/{name}`
 * through the sandbox's media service (dev server and story tests; a static build has no server,
 * so images there fall back to their alt text).
 */
function storyContext({
  customerGroups = DEFAULT_CUSTOMER_GROUPS,
  mode = 'development',
}: Omit<RenderFixtureProps, 'content'>): RenderContext {
  const mediaHost = typeof window === 'undefined' ? undefined : window.location.origin;
  return { mode, locale: 'en-US', customerGroups, ...(mediaHost ? { mediaHost } : {}) };
}

export interface PreparedFixture {
  prepared: PreparedContent;
  context: RenderContext;
  /** The failure log lines preparation wrote (invalid content, unknown schema, ...). */
  failures: FailureLogEntry[];
}

/**
 * Story `parameters.services`: what block loaders get as `ctx.services` (e.g. `{ commerce }`, a fake
 * `CommerceService` from `createFakeCommerceService` for the product carousels).
 */
export interface FixtureStoryParameters {
  services?: Record<string, unknown>;
}

/** Storybook loader: the story's `content` arg through `prepareContent`, with the real schemas and registry. */
export async function prepareFixture({
  args,
  parameters,
}: {
  args: RenderFixtureProps;
  parameters?: FixtureStoryParameters;
}): Promise<PreparedFixture> {
  const failures: FailureLogEntry[] = [];
  const context = storyContext(args);
  const prepared = await prepareContent(args.content, {
    registry: storyRegistry,
    validator: storyValidator,
    context,
    services: parameters?.services ?? {},
    logger: { log: (entry) => void failures.push(entry) },
  });
  return { prepared, context, failures };
}

/**
 * Renders a fixture with <ContentRenderer>, unprepared (the renderer classifies it; no validation
 * or sanitizing). The component of every fixture story (its args table); stories render through
 * `fixtureStories` below instead, which prepares first.
 */
export function RenderFixture({ content, customerGroups, mode }: RenderFixtureProps) {
  const context = useMemo(() => storyContext({ customerGroups, mode }), [mode, customerGroups]);
  return <ContentRenderer content={content} registry={storyRegistry} context={context} />;
}

function renderPrepared(_args: RenderFixtureProps, { loaded }: { loaded: Record<string, unknown> }) {
  const { prepared, context } = loaded as unknown as PreparedFixture;
  return <ContentRenderer content={prepared} registry={storyRegistry} context={context} />;
}

/**
 * Spread into a fixture story's meta: `component: RenderFixture`, the `prepareFixture` loader and a
 * render of the prepared tree, so each story shows what the storefront would render.
 */
export const fixtureStories = {
  component: RenderFixture,
  loaders: [prepareFixture],
  render: renderPrepared,
} satisfies Partial<Meta<typeof RenderFixture>>;

/** Viewport globals (names defined in .storybook/preview.tsx): 375, 768, 1024 and 1440 px wide. */
export const viewports = {
  mobile: { viewport: { value: 'mobile', isRotated: false } },
  tablet: { viewport: { value: 'tablet', isRotated: false } },
  laptop: { viewport: { value: 'laptop', isRotated: false } },
  desktop: { viewport: { value: 'desktop', isRotated: false } },
} as const;

/** The desktop breakpoint (ui's `lg`). */
export const isDesktopWidth = (canvasElement: HTMLElement) =>
  (canvasElement.ownerDocument.defaultView?.innerWidth ?? 0) >= 992;

/**
 * Once the image has loaded (so its box is final): its `sizes` names about the width it is drawn at,
 * and the candidate for that slot is not much wider than that times the pixel density (see `renderedFitProblems`).
 */
export async function expectImageFitsSlot(img: HTMLImageElement) {
  await waitFor(() => expect(img.complete && img.naturalWidth > 0).toBe(true), { timeout: 10_000 });
  await expect(renderedFitProblems(img)).toEqual([]);
}
