import createCache, { type EmotionCache } from '@emotion/cache';

export const EMOTION_KEY = 'css';

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
  const cache = createCache({ key: EMOTION_KEY, stylisPlugins: [], ...(options.nonce ? { nonce: options.nonce } : {}) });
  if (options.server) cache.compat = true;
  return cache;
}
