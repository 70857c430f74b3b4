import { redirect } from 'react-router';
import type { Route } from './+types/preview-action';
import {
  clearPreviewCookies,
  PREVIEW_HEADERS,
  previewTimestampFromInput,
  serializeCookie,
  VSE_TIMESTAMP_COOKIE,
} from '@ridgeline/renderer';
import {
  bodyProblem,
  crossSiteReason,
  crossSiteRefusal,
  readRequestBody,
} from '../../../platform/requestGuards.server';
import { isHttpsRequest } from '../../../platform/requestOrigin.server';
import { sameOriginPath } from '../../../platform/safeRedirect';

/** The toolbar's form is three short fields; a larger body is refused (413) unread. */
export const PREVIEW_FORM_MAX_BYTES = 8 * 1024;

/**
 * A same-origin path to go back to (the shared check, `sameOriginPath`: judged after URL normalisation, as the
 * browser will read the Location), without the preview query parameters (so the cookies decide); else `/`.
 */
export function returnPath(value: FormDataEntryValue | null): string {
  const path = sameOriginPath(value);
  if (path === undefined) return '/';
  const url = new URL(path, 'http://storefront.invalid');
  for (const name of ['vse', 'pagevse', 'vse-timestamp']) url.searchParams.delete(name);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The posted form, read within `PREVIEW_FORM_MAX_BYTES`. */
async function readForm(request: Request): Promise<FormData> {
  const body = await readRequestBody(request, PREVIEW_FORM_MAX_BYTES);
  return new Request(request.url, {
    method: 'POST',
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
    body: new Uint8Array(body),
  }).formData();
}

/**
 * The preview toolbar's buttons (a plain form post, so the page reloads): `update` stores the date-time field as the
 * new `vse-timestamp` (+7 h) and goes back to the page; `cancel` and `exit` clear both preview cookies and go to `/`.
 * Only from this site's pages: the `Origin` (or `Sec-Fetch-Site`) must say so, and a post with neither is refused
 * too, since a form needs no script and an old browser could send it from anywhere (403). At most
 * `PREVIEW_FORM_MAX_BYTES` (413).
 * @caching no-store
 */
export async function action({ request }: Route.ActionArgs) {
  const crossSite = crossSiteReason(request, { allowNonBrowser: false });
  if (crossSite) return crossSiteRefusal(request, crossSite);
  let form: FormData;
  try {
    form = await readForm(request);
  } catch (error) {
    const problem = bodyProblem(error, { ...PREVIEW_HEADERS });
    if (problem) return problem;
    return new Response('The form could not be read', {
      status: 400,
      headers: { ...PREVIEW_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' },
    });
  }
  const intent = form.get('intent');
  const secure = isHttpsRequest(request);
  const headers = new Headers(PREVIEW_HEADERS);
  if (intent === 'update') {
    const parsed = previewTimestampFromInput(String(form.get('datetime') ?? ''), Date.now());
    if (!parsed.ok) {
      return new Response(parsed.message, {
        status: 400,
        headers: { ...PREVIEW_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' },
      });
    }
    headers.append('Set-Cookie', serializeCookie(VSE_TIMESTAMP_COOKIE, String(parsed.timestamp), { secure }));
    return redirect(returnPath(form.get('returnTo')), { headers });
  }
  if (intent === 'cancel' || intent === 'exit') {
    for (const cookie of clearPreviewCookies({ secure })) headers.append('Set-Cookie', cookie);
    return redirect('/', { headers });
  }
  return new Response('Unknown preview action', { status: 400, headers: { ...PREVIEW_HEADERS } });
}

export function loader() {
  return redirect('/');
}
