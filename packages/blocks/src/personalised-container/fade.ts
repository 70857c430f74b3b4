// The personalised container's fade-in (docs/behaviour/blocks.md#personalised-container): content that
// becomes known in the browser fades from opacity 0 to 1 over 0.1 s; no fade in preview mode.
//
// Where personalisation resolves here: during preparation (the block's `adapt`), on the server for a page's
// first load and on the client for everything that arrives after it (a client-side navigation's loader data,
// the merchandiser toolkit's revalidation with new customer groups). So:
//
// - Server HTML is final and always visible: it never carries the fade, so content is never invisible
//   without JavaScript, for crawlers, or while the page hydrates (hydration renders exactly the server
//   markup, so it cannot mismatch).
// - A container whose content was resolved on the client fades in: one that mounts after hydration, or
//   one whose chosen items change (a new resolution for other customer groups remounts its root).
// - Never in preview (`RenderContext.mode === 'preview'`): editors see changes at once.
// - Never under `prefers-reduced-motion: reduce` (the animation is switched off by a media query).
//
// An Emotion keyframe (CSS) rather than framer-motion's `m.div`: an `m` element needs ui's `MotionScope`
// (`LazyMotion`), which fetches its animation features asynchronously after its first render, so an `m`
// element with `initial={{ opacity: 0 }}` stays invisible until they arrive (or forever, if their chunk
// fails to load), and the scope would add framer-motion to every page with a personalised container. A CSS
// animation needs no JavaScript to finish, and its end state is simply the element's own opacity (1).
import { keyframes, type CSSObject } from '@emotion/react';
import type { ContentItem, RenderMode } from '@ridgeline/renderer';
import { theme } from '@ridgeline/ui';
import { useState, useSyncExternalStore } from 'react';

/** The fade takes 0.1 s (a required timing, like the marketing banner's 300 ms fade: docs/behaviour/blocks.md). */
export const PERSONALISATION_FADE_MS = 100;

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/** The fade, applied only to containers resolved on the client (see `usePersonalisationFade`). */
export const personalisationFadeStyles: CSSObject = {
  animation: `${fadeIn} ${PERSONALISATION_FADE_MS}ms ${theme.easings.standard}`,
  [theme.mq.reducedMotion]: { animation: 'none' },
};

/** Identifies one resolution: the chosen items, in order. */
export function resolutionSignature(items: readonly ContentItem[]): string {
  return items.map((item, index) => item._meta?.deliveryId ?? `#${index}`).join('|');
}

/**
 * Whether the container should fade, given how its first render happened and what it shows now. Pure: the
 * rule of the module comment.
 */
export function shouldFade(options: {
  mode: RenderMode;
  /** The container's first render was a client render (not the server's, not hydration). */
  firstRenderOnClient: boolean;
  /** The resolution the container first rendered, and the one it renders now. */
  firstSignature: string;
  signature: string;
}): boolean {
  if (options.mode === 'preview') return false;
  return options.firstRenderOnClient || options.signature !== options.firstSignature;
}

const subscribeNothing = () => () => {};

/**
 * true while rendering on the client outside hydration; false on the server and while hydrating (React uses
 * the server snapshot then), so the server markup is reproduced exactly.
 */
function useClientRender(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}

/** Whether this container fades in now (see the module comment). */
export function usePersonalisationFade(mode: RenderMode, signature: string): boolean {
  const clientRender = useClientRender();
  // What the first render saw, kept for the container's life: hydration's re-render (with the client
  // snapshot) must not start a fade on content that is already on screen.
  const [first] = useState(() => ({ clientRender, signature }));
  return shouldFade({ mode, firstRenderOnClient: first.clientRender, firstSignature: first.signature, signature });
}
