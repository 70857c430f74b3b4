// The one same-origin check of redirect targets is @ridgeline/commerce's (`safeRedirect.ts`, isomorphic).
export { MAX_REDIRECT_LENGTH, redirectTarget, sameOriginPath } from '@ridgeline/commerce';
