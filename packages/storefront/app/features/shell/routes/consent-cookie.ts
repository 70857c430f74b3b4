import { consentCookieAnswer } from '@ridgeline/commerce';
import { envFrom } from '../../../platform/env.server';
import { crossSiteReason, crossSiteRefusal } from '../../../platform/requestGuards.server';

const HEADERS = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' } as const;

/**
 * `GET /__ridgeline/consent-cookie?domain&oneTrustActiveGroups&cjevent`: the set-consent-cookie endpoint the shell
 * calls after a consent change (`AFFILIATE_EVENT_CONSENT`; 404 without it). It keeps the affiliate event (`cje`) with
 * targeting consent (`CONSENT_TARGETING_GROUP`) and removes it without (commerce's `consentCookieAnswer`). Only this
 * site's own pages may ask: another site linking or framing it to plant its event is refused (403), as is a domain
 * other than this one or a value out of shape (400, nothing set).
 * @caching private
 */
export function loader({ request }: { request: Request }) {
  const env = envFrom();
  if (!env.AFFILIATE_EVENT_CONSENT) return Response.json({ ok: false }, { status: 404, headers: HEADERS });
  const crossSite = crossSiteReason(request, { allowNonBrowser: false });
  if (crossSite) return crossSiteRefusal(request, crossSite, (message) => ({ ok: false, message }));
  const url = new URL(request.url);
  const answer = consentCookieAnswer(url.searchParams, {
    host: url.hostname,
    targetingGroup: env.CONSENT_TARGETING_GROUP,
    secure: url.protocol === 'https:',
  });
  if (!answer.ok) return Response.json({ ok: false, message: answer.problem }, { status: 400, headers: HEADERS });
  return Response.json({ ok: true }, { headers: { ...HEADERS, 'Set-Cookie': answer.setCookie } });
}
