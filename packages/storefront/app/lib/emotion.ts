import createCache, { type EmotionCache } from '@emotion/cache';

export const EMOTION_KEY = 'css';

/**
 * A new Emotion cache. On the server one per request, in `compat` mode: styles are collected in the cache
 * (`cache.inserted`) instead of being written as `<style>` tags beside each element, so entry.server can put the
 * critical CSS into one tag in `<head>`.
 */
export function createEmotionCache(options: { server?: boolean } = {}): EmotionCache {
  const cache = createCache({ key: EMOTION_KEY });
  if (options.server) cache.compat = true;
  return cache;
}
