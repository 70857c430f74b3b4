import { log, messageOf } from '../../../platform/log';
/**
 * Browser storage and cookies for the overlays' once-rules. Storage can be missing or refuse access (privacy modes,
 * blocked third-party frames, a full quota): every call here answers instead of throwing, and says when it could not.
 */
export type StorageArea = 'local' | 'session';

function area(kind: StorageArea): Storage {
  // Reading the property itself throws when storage is blocked.
  return kind === 'local' ? window.localStorage : window.sessionStorage;
}

/** The stored value; `null` when there is none; `undefined` when storage cannot be read at all. */
export function readStorage(kind: StorageArea, key: string): string | null | undefined {
  try {
    return area(kind).getItem(key);
  } catch {
    return undefined;
  }
}

/** Stores a value; false (and one log line) when storage refuses it. */
export function writeStorage(kind: StorageArea, key: string, value: string): boolean {
  try {
    area(kind).setItem(key, value);
    return true;
  } catch (error) {
    log.warn({ event: 'shell-storage-failed', key }, messageOf(error));
    return false;
  }
}

/** Removes a value; false when storage cannot be reached (nothing to remove then either). */
export function removeStorage(kind: StorageArea, key: string): boolean {
  try {
    area(kind).removeItem(key);
    return true;
  } catch {
    return false;
  }
}

/**
 * A cookie of this document. Not the storefront's `Cookie` header parser (`lib/cookies.ts`, on the `cookie` package):
 * that would put the whole package into the overlays island, which every page loads, to read one name.
 */
export function readCookie(name: string, cookieHeader: string = document.cookie): string | undefined {
  for (const pair of cookieHeader.split(';')) {
    const at = pair.indexOf('=');
    if (at === -1 || pair.slice(0, at).trim() !== name) continue;
    try {
      return decodeURIComponent(pair.slice(at + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}
