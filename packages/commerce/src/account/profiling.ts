/**
 * Progressive profiling, browser-safe: the preference types the step data carries, the answers the drawer saves,
 * the order of the drawer's steps and the check of one answer before it goes to the API.
 */

/** A preference type of the profiling steps; an option has a `Name` or a `Label`. */
export interface PreferenceType {
  Key: string;
  Name: string;
  Description?: string;
  Options: { Key: string; Name?: string; Label?: string }[];
}

/** What the profiling drawer saves: the birthday, or the chosen options of preference types. */
export interface ProfilingAnswers {
  birthday?: { month: number; day: number };
  preferences?: Record<string, string[]>;
}

/** One step's answer as the drawer sends it: a birthday, or the chosen options of one preference type. */
export type ProfilingAnswer = { birthday: { month: number; day: number } } | { preferences: Record<string, string[]> };

/** What the drawer reads from the storefront's profiling endpoint. */
export interface ProfilingData {
  preferenceTypes: PreferenceType[];
  answers: { birthday?: { month: number; day: number } } & Record<string, unknown>;
}

/** The fixed steps, in order; the server's further preference types follow. */
export const PROFILING_STEPS = ['start', 'birthday', 'category', 'activity'] as const;

/** start, birthday, category, activity, then one step per further preference type (in the server's order, once each). */
export function profilingSteps(preferenceTypes: readonly Pick<PreferenceType, 'Key'>[]): string[] {
  const steps: string[] = [...PROFILING_STEPS];
  for (const type of preferenceTypes) if (!steps.includes(type.Key)) steps.push(type.Key);
  return steps;
}

/** The one answer shape the drawer sends: a birthday (month 1–12, day 1–31) or option keys per preference type. */
export function parseProfilingAnswer(value: unknown): ProfilingAnswers | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const body = value as Record<string, unknown>;
  const birthday = body.birthday as { month?: unknown; day?: unknown } | undefined;
  if (birthday !== undefined) {
    const { month, day } = birthday ?? {};
    if (
      !Number.isInteger(month) ||
      !Number.isInteger(day) ||
      (month as number) < 1 ||
      (month as number) > 12 ||
      (day as number) < 1 ||
      (day as number) > 31
    )
      return undefined;
    return { birthday: { month: month as number, day: day as number } };
  }
  const preferences = body.preferences;
  if (typeof preferences !== 'object' || preferences === null || Array.isArray(preferences)) return undefined;
  const entries = Object.entries(preferences);
  if (entries.length === 0 || entries.length > 20) return undefined;
  for (const [key, options] of entries) {
    if (
      key.length > 64 ||
      !Array.isArray(options) ||
      options.length > 50 ||
      options.some((option) => typeof option !== 'string' || option.length > 64)
    )
      return undefined;
  }
  return { preferences: preferences as Record<string, string[]> };
}
