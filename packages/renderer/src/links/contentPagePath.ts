/**
 * A content page's slug: one or more path segments (`about`, `guides/hiking/boots`), each starting with a letter or a
 * digit, then letters, digits, `_`, `.` or `-`. No empty, `.` or `..` segment can pass, so a slug never walks out of
 * the `page/` delivery keys (Content Delivery's key lookup keeps `/` as it is).
 */
const CONTENT_PAGE_SLUG = /^[A-Za-z0-9][\w.-]*(?:\/[A-Za-z0-9][\w.-]*)*$/;
/** The longest slug read (a delivery key is at most 150 characters, `page/` included). */
export const CONTENT_PAGE_SLUG_MAX_LENGTH = 145;
/** The deepest content page address read (`/t/a/b/c/d/e/f/g/h`). */
export const CONTENT_PAGE_MAX_SEGMENTS = 8;

/**
 * The delivery key of the content page at `/t/{slug}` or `/t/{slug}/{sub-path}`: `page/{slug}[/{sub-path}]`, one
 * trailing slash ignored; undefined for anything that is not a slug (the page is then not found, without a lookup).
 */
export function contentPageKey(path: string | undefined): string | undefined {
  const slug = path?.endsWith('/') ? path.slice(0, -1) : path;
  if (!slug || slug.length > CONTENT_PAGE_SLUG_MAX_LENGTH || !CONTENT_PAGE_SLUG.test(slug)) return undefined;
  return slug.split('/').length <= CONTENT_PAGE_MAX_SEGMENTS ? `page/${slug}` : undefined;
}
