/**
 * Browser storage and cookies for the overlays' once-rules. Storage can be missing or refuse access (privacy modes,
 * blocked third-party frames, a full quota): every call here answers instead of throwing, and says when it could not.
 */
import { parseCookies } from '../../lib/cookies';

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
    console.warn(JSON.stringify({ level: 'warn', event: 'shell-storage-failed', key, message: error instanceof Error ? error.message : String(error) }));
    return false;
  }
}

/** A cookie of this document (the storefront's one parser). */
export function readCookie(name: string, cookieHeader: string = document.cookie): string | undefined {
  return parseCookies(cookieHeader)[name];
}
