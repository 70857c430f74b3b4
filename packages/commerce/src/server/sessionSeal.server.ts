/**
 * Sealing of the shopper's session cookie: AES-256-GCM (Node's crypto) under a key derived with HKDF-SHA256 from
 * `SESSION_SECRET`. A sealed value is confidential (the SLAS tokens and the customer id are not readable by whoever
 * holds the cookie jar's copy on disk) and authenticated (a changed byte fails the GCM tag: the cookie is read as no
 * session, so the request is a new guest). Decision: docs/decisions/0004-shopper-session.md (the storefront passes the
 * keys it derives from its `SESSION_SECRET`).
 *
 * Layout: `v1.{iv}.{ciphertext+tag}`, both base64url; the 12-byte IV is random per seal. `SESSION_SECRET` may name
 * several secrets separated by commas: the first seals, every one unseals, so a secret can be rotated without signing
 * every shopper out (add the new one first, drop the old one a session lifetime later).
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** The HKDF `info`: a key derived for the session cookie is useless for anything else the secret may key later. */
const KEY_INFO = 'ridgeline session cookie v1';
/** A secret shorter than this is refused at start: 32 characters of a random string is at least 128 bits. */
export const MIN_SESSION_SECRET_LENGTH = 32;

export interface SessionKeys {
  /** seals */
  current: Buffer;
  /** unseal, in order (the current one first) */
  accepted: readonly Buffer[];
}

const deriveKey = (secret: string): Buffer => Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), KEY_INFO, 32));

/** The keys of a `SESSION_SECRET` value (comma-separated secrets, each at least `MIN_SESSION_SECRET_LENGTH` long). */
export function sessionKeys(secrets: string): SessionKeys {
  const list = secrets
    .split(',')
    .map((secret) => secret.trim())
    .filter(Boolean);
  if (list.length === 0) throw new Error('SESSION_SECRET is empty.');
  const short = list.findIndex((secret) => secret.length < MIN_SESSION_SECRET_LENGTH);
  if (short >= 0)
    throw new Error(
      `SESSION_SECRET: secret ${short + 1} is shorter than ${MIN_SESSION_SECRET_LENGTH} characters (use e.g. \`openssl rand -base64 32\`).`,
    );
  const accepted = list.map(deriveKey);
  return { current: accepted[0]!, accepted };
}

/** Seals a text (the session's JSON) into a cookie-safe value. */
export function seal(plain: string, keys: SessionKeys): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keys.current, iv);
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return `${VERSION}.${iv.toString('base64url')}.${sealed.toString('base64url')}`;
}

/** The text of a sealed value, or undefined for anything this server did not seal (tampered, another secret, old layout). */
export function unseal(value: string, keys: SessionKeys): string | undefined {
  const [version, ivPart, sealedPart, ...rest] = value.split('.');
  if (version !== VERSION || !ivPart || !sealedPart || rest.length > 0) return undefined;
  const iv = Buffer.from(ivPart, 'base64url');
  const sealed = Buffer.from(sealedPart, 'base64url');
  if (iv.length !== IV_BYTES || sealed.length <= TAG_BYTES) return undefined;
  for (const key of keys.accepted) {
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, iv);
      decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
      return Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - TAG_BYTES)), decipher.final()]).toString(
        'utf8',
      );
    } catch {
      // not this key (or tampered): try the next
    }
  }
  return undefined;
}

/**
 * The JSON object a sealed cookie value holds; undefined for a value over `maxLength`, anything this server did not
 * seal, or a text that is not a JSON object. The caller checks the object's fields.
 */
export function unsealJson(
  value: string | undefined,
  keys: SessionKeys,
  maxLength: number,
): Record<string, unknown> | undefined {
  if (!value || value.length > maxLength) return undefined;
  const plain = unseal(value, keys);
  if (plain === undefined) return undefined;
  try {
    const parsed: unknown = JSON.parse(plain);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}
