import { CRITICAL_STYLE_ATTRIBUTE } from './emotion';

/** Escapes what could end a `<style>` element early. */
function escapeStyle(css: string): string {
  return css.replace(/<\/(style)/gi, '<\\/$1');
}

/**
 * One `<style data-critical-css="{key} {ids…}">` holding the page's critical CSS, with the response's
 * Content-Security-Policy nonce when there is one (base64: nothing in it needs escaping in an attribute). The browser's
 * cache takes the ids as inserted (`adoptCriticalStyles`), so hydration adds none of these styles again.
 */
export function criticalStyleTag(key: string, ids: readonly string[], css: string, nonce?: string): string {
  if (!css) return '';
  const safeIds = ids.filter((id) => /^[\w-]+$/.test(id));
  const nonceAttribute = nonce && /^[A-Za-z0-9+/=]+$/.test(nonce) ? ` nonce="${nonce}"` : '';
  return `<style ${CRITICAL_STYLE_ATTRIBUTE}="${[key, ...safeIds].join(' ')}"${nonceAttribute}>${escapeStyle(css)}</style>`;
}

/** Puts `tag` at the end of the document's `<head>`. */
export function injectIntoHead(html: string, tag: string): string {
  if (!tag) return html;
  const index = html.indexOf('</head>');
  return index === -1 ? tag + html : html.slice(0, index) + tag + html.slice(index);
}
