import { redirect } from 'react-router';
import type { Route } from './+types/preview-action';
import { clearPreviewCookies, serializeCookie, VSE_TIMESTAMP_COOKIE } from '../preview/cookies';
import { previewTimestampFromInput } from '../preview/previewDate';
import { PREVIEW_HEADERS } from '../preview/preview.server';

/** A same-site path to go back to, without the preview query parameters (so the cookies decide); else `/`. */
export function returnPath(value: FormDataEntryValue | null): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return '/';
  const url = new URL(value, 'http://storefront.invalid');
  for (const name of ['vse', 'pagevse', 'vse-timestamp']) url.searchParams.delete(name);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The preview toolbar's buttons (a plain form post, so the page reloads): `update` stores the date-time field as the
 * new `vse-timestamp` (+7 h) and goes back to the page; `cancel` and `exit` clear both preview cookies and go to `/`.
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = form.get('intent');
  const secure = new URL(request.url).protocol === 'https:';
  const headers = new Headers(PREVIEW_HEADERS);
  if (intent === 'update') {
    const parsed = previewTimestampFromInput(String(form.get('datetime') ?? ''), Date.now());
    if (!parsed.ok) {
      return new Response(parsed.message, { status: 400, headers: { ...PREVIEW_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' } });
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
