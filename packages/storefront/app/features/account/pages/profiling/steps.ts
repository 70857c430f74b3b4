import { log, messageOf } from '../../../../platform/log';
/**
 * The progressive-profiling drawer's steps and the banner's dismissal: pure logic, shared by the islands, the
 * stories and the tests (no server code).
 */

/** The fixed steps, in order; the server's further preference types follow. */
export const PROFILING_STEPS = ['start', 'birthday', 'category', 'activity'] as const;

export interface PreferenceOption {
  Key: string;
  Name?: string;
  Label?: string;
}

export interface PreferenceTypeData {
  Key: string;
  Name: string;
  Description?: string;
  Options: PreferenceOption[];
}

/** What the drawer reads from the storefront's profiling endpoint. */
export interface ProfilingData {
  preferenceTypes: PreferenceTypeData[];
  answers: { birthday?: { month: number; day: number } } & Record<string, unknown>;
}

/** start, birthday, category, activity, then one step per further preference type (in the server's order, once each). */
export function profilingSteps(preferenceTypes: readonly Pick<PreferenceTypeData, 'Key'>[]): string[] {
  const steps: string[] = [...PROFILING_STEPS];
  for (const type of preferenceTypes) if (!steps.includes(type.Key)) steps.push(type.Key);
  return steps;
}

/** The step after `current`; the last step has none (its button completes the profile). */
export function nextStep(steps: readonly string[], current: string): string | undefined {
  const index = steps.indexOf(current);
  return index >= 0 && index < steps.length - 1 ? steps[index + 1] : undefined;
}

export const isLastStep = (steps: readonly string[], current: string): boolean =>
  steps.indexOf(current) === steps.length - 1;

/** An option's text: its `Name`, else its `Label`, else its key. */
export const optionLabel = (option: PreferenceOption): string => option.Name ?? option.Label ?? option.Key;

/** Months 1–12 and days 1–31 (the birthday step's selects). */
export const BIRTHDAY_MONTHS = Array.from({ length: 12 }, (_, index) => index + 1);
export const BIRTHDAY_DAYS = Array.from({ length: 31 }, (_, index) => index + 1);

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
      preferenceTypes?: PreferenceTypeData[];
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

export type ProfilingAnswer = { birthday: { month: number; day: number } } | { preferences: Record<string, string[]> };

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
