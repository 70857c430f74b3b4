import { log, messageOf } from '../../../../platform/log';
import type { ProfilingAnswer, ProfilingData } from '@ridgeline/commerce';
/**
 * The progressive-profiling drawer's calls to the storefront's endpoint and the banner's dismissal, shared by the
 * islands, the stories and the tests (no server code). The steps and answers are @ridgeline/commerce's.
 */

/** The session-storage key of "No Thanks": the banner stays hidden until the browser session ends. */
export const BANNER_DISMISSED_KEY = 'ridgeline-profile-banner-dismissed';

const logStorage = (action: string, error: unknown) =>
  log.warn({ event: 'session-storage-failed', action }, messageOf(error));

/** Whether the banner was dismissed in this session; a storage that cannot be read is logged and counts as not dismissed. */
export function isBannerDismissed(storage: () => Storage | undefined): boolean {
  try {
    return storage()?.getItem(BANNER_DISMISSED_KEY) === '1';
  } catch (error) {
    logStorage('read', error);
    return false;
  }
}

/** Remembers "No Thanks" for the session; a storage that cannot be written is logged and ignored (the banner still hides now). */
export function dismissBanner(storage: () => Storage | undefined): void {
  try {
    storage()?.setItem(BANNER_DISMISSED_KEY, '1');
  } catch (error) {
    logStorage('write', error);
  }
}

export const browserSessionStorage = (): Storage | undefined =>
  typeof window === 'undefined' ? undefined : window.sessionStorage;

/** The storefront's same-origin profiling endpoint (GET: step data; POST: answers). */
export const PROFILING_ENDPOINT = '/account/profiling';

/** The step data, or undefined when it cannot be read (logged only: the fixed steps still work). */
export async function fetchProfilingData(fetchImpl: typeof fetch = fetch): Promise<ProfilingData | undefined> {
  try {
    const response = await fetchImpl(PROFILING_ENDPOINT, {
      headers: { accept: 'application/json' },
      credentials: 'same-origin',
    });
    if (!response.ok) throw new Error(`Request failed with status ${response.status} ${response.statusText}`);
    const body = (await response.json()) as {
      preferenceTypes?: ProfilingData['preferenceTypes'];
      answers?: ProfilingData['answers'];
    };
    return {
      preferenceTypes: Array.isArray(body.preferenceTypes) ? body.preferenceTypes : [],
      answers: body.answers ?? {},
    };
  } catch (error) {
    log.warn({ event: 'profiling-fetch-failed' }, messageOf(error));
    return undefined;
  }
}

/** Saves one step's answer; a failure is logged only (the drawer goes on). */
export async function saveProfilingAnswer(answer: ProfilingAnswer, fetchImpl: typeof fetch = fetch): Promise<boolean> {
  try {
    const response = await fetchImpl(PROFILING_ENDPOINT, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify(answer),
    });
    if (!response.ok) throw new Error(`Request failed with status ${response.status} ${response.statusText}`);
    return true;
  } catch (error) {
    log.warn({ event: 'profiling-save-failed' }, messageOf(error));
    return false;
  }
}
