import { Hono } from 'hono';
import { clientAddress } from './commerce/auth.js';

/**
 * Stand-ins for the shop's two small browser calls around consent (docs/behaviour/accounts.md#client-ip-and-consent-calls):
 *
 * - `GET /consent/client-ip` → `{ clientIp }`: the caller's address as this sandbox sees it (the first
 *   `X-Forwarded-For` entry when it is an IP address, else the socket's peer), `no-store`.
 * - `GET /consent/set-consent-cookie?domain&oneTrustActiveGroups&cjevent` → `{ ok: true }` and the affiliate cookie
 *   `cje={cjevent}` (a year, `Path=/`, `SameSite=Lax`). A domain that is not a host name, groups that are not OneTrust's comma-separated ids, or a `cjevent` that
 *   is missing or over 256 characters answer 400 `{ ok: false, message }`.
 */
const HOST = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i;
/** OneTrust's active groups: `,C0001,C0003,` (ids of letters and digits between commas), at most 512 characters. */
const GROUP_ID = /^[A-Za-z0-9]{1,16}$/;
const validGroups = (groups: string) =>
  groups.length <= 512 &&
  groups.split(',').every((id, i, all) => GROUP_ID.test(id) || (id === '' && (i === 0 || i === all.length - 1)));
const CJEVENT = /^[A-Za-z0-9_-]{1,256}$/;

export function createConsentStandIn(): { app: Hono } {
  const app = new Hono();
  app.get('/consent/client-ip', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ clientIp: clientAddress(c) });
  });
  app.get('/consent/set-consent-cookie', (c) => {
    c.header('Cache-Control', 'no-store');
    const domain = c.req.query('domain') ?? '';
    const groups = c.req.query('oneTrustActiveGroups') ?? '';
    const cjevent = c.req.query('cjevent') ?? '';
    const refuse = (message: string) => c.json({ ok: false, message }, 400);
    if (!HOST.test(domain)) return refuse('"domain" must be a host name.');
    if (!validGroups(groups)) return refuse('"oneTrustActiveGroups" must be comma-separated group ids.');
    if (!CJEVENT.test(cjevent)) return refuse('"cjevent" must be 1 to 256 letters, digits, "-" or "_".');
    c.header('Set-Cookie', `cje=${cjevent}; Path=/; Max-Age=31536000; SameSite=Lax`);
    return c.json({ ok: true });
  });
  return { app };
}
