// Story helpers (not exported from the package): render a fixture THROUGH the renderer, as a page does.
import { ContentRenderer, DEFAULT_CUSTOMER_GROUPS, createRegistry, type RenderContext } from '@ridgeline/renderer';
import { useMemo } from 'react';
import { blockDefinitions } from '../index';
import { diagnosticBlocks } from '../diagnostics';

const storyRegistry = createRegistry([...blockDefinitions, ...diagnosticBlocks]);

export interface RenderFixtureProps {
  /** A delivery-format (inlined) content item. */
  content: unknown;
  /** The shopper's customer groups (personalisation). */
  customerGroups?: readonly string[];
  mode?: RenderContext['mode'];
}

/**
 * Renders a fixture with <ContentRenderer>. Storybook runs in the browser, where the server-side
 * `prepareContent` (node:crypto, jsonschema, sanitize-html) is not available, so the fixture is
 * rendered unprepared: the renderer classifies it and the blocks resolve what `adapt` would have
 * (personalisation). Validation and sanitizing of the same fixtures are covered by the unit tests.
 */
export function RenderFixture({ content, customerGroups = DEFAULT_CUSTOMER_GROUPS, mode = 'development' }: RenderFixtureProps) {
  const context = useMemo<RenderContext>(() => ({ mode, locale: 'en-US', customerGroups }), [mode, customerGroups]);
  return <ContentRenderer content={content} registry={storyRegistry} context={context} />;
}

/** Viewport globals (names defined in .storybook/preview.tsx): 375, 768, 1024 and 1440 px wide. */
export const viewports = {
  mobile: { viewport: { value: 'mobile', isRotated: false } },
  tablet: { viewport: { value: 'tablet', isRotated: false } },
  laptop: { viewport: { value: 'laptop', isRotated: false } },
  desktop: { viewport: { value: 'desktop', isRotated: false } },
} as const;

/** The desktop breakpoint (ui's `lg`). */
export const isDesktopWidth = (canvasElement: HTMLElement) => (canvasElement.ownerDocument.defaultView?.innerWidth ?? 0) >= 992;
