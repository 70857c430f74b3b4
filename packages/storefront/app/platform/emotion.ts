import createCache, { type EmotionCache } from '@emotion/cache';

export const EMOTION_KEY = 'css';

/** The attribute of the server's one critical `<style>`: `"{key} {ids…}"`, as Emotion's own `data-emotion`. */
export const CRITICAL_STYLE_ATTRIBUTE = 'data-critical-css';

/**
 * A new Emotion cache. On the server one per request, in `compat` mode: styles are collected in the cache
 * (`cache.inserted`) instead of being written as `<style>` tags beside each element, so entry.server can put the
 * critical CSS into one tag in `<head>`. `nonce`: the document's Content-Security-Policy nonce, which every
 * `<style>` tag Emotion adds in the browser carries (the policy refuses style elements without it).
 */
export function createEmotionCache(options: { server?: boolean; nonce?: string | undefined } = {}): EmotionCache {
  // No vendor prefixer (Emotion's default plugin): the shop's browsers (those Vite's build targets) take flexbox,
  // sticky and transforms unprefixed, and the prefixer's `-webkit-box`/`-ms-flexbox` copies were about a tenth of every
  // page's HTML (≈ 23 KB raw, 1 KB gzip on the home page). The few properties Safari still wants prefixed are written
  // prefixed where they are used (`WebkitUserSelect`, `WebkitMaskImage`, `-webkit-text-size-adjust`).
  const cache = createCache({
    key: EMOTION_KEY,
    stylisPlugins: [],
    ...(options.nonce ? { nonce: options.nonce } : {}),
  });
  if (options.server) cache.compat = true;
  return cache;
}

/**
 * Counts the styles of the server's critical `<style>` as inserted in a browser cache, so hydrating adds none of them
 * again. Emotion adopts its own `<style data-emotion="css …">` too, but by re-inserting that element into `<head>`, and a
 * browser drops and re-parses a style element that moves: every element of the page is restyled and laid out again
 * (820 of 1,221 elements on the category landing page, one task of 100–150 ms on Lighthouse's phone). This reads the
 * ids and leaves the element where the server put it.
 */
export function adoptCriticalStyles(cache: EmotionCache, root: ParentNode = document): void {
  for (const style of root.querySelectorAll(`style[${CRITICAL_STYLE_ATTRIBUTE}]`)) {
    const [key, ...ids] = (style.getAttribute(CRITICAL_STYLE_ATTRIBUTE) ?? '').split(' ');
    if (key !== cache.key) continue;
    for (const id of ids) if (id) cache.inserted[id] = true;
  }
}
