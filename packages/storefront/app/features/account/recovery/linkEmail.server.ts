import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The e-mail a passwordless link was asked for, carried in the link and signed, so its landing can say whose account
 * the link signs in to before anyone clicks. SLAS's token is opaque and cannot be read without spending it, so the
 * storefront vouches for the address itself: it signs the address it asked SLAS to mail, and the landing shows only an
 * address whose signature holds. Someone who forwards their own link to a victim cannot make it name the victim: they
 * never see a link asked for the victim's address (SLAS mails that one to the victim).
 *
 * The key is the SLAS private client's secret, which passwordless needs anyway (no secret, no passwordless); the
 * purpose string keeps these signatures apart from anything else signed with it.
 */
const PURPOSE = 'ridgeline:passwordless-link-email:v1';

/** The signature of `email` (compared case-insensitively: SLAS logins are). */
export function linkEmailSignature(email: string, key: string): string {
  return createHmac('sha256', key).update(`${PURPOSE}\n${email.trim().toLowerCase()}`).digest('base64url');
}

/** The link's e-mail when its signature holds; undefined when either is missing, the key is unknown or it was altered. */
export function verifiedLinkEmail(
  email: string | null | undefined,
  signature: string | null | undefined,
  key: string | undefined,
): string | undefined {
  if (!key || !email || !signature || email.length > 254 || signature.length > 100) return undefined;
  const expected = Buffer.from(linkEmailSignature(email, key));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? email.trim() : undefined;
}
