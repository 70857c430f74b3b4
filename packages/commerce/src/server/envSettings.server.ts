/**
 * How a server reads its environment variables into a schema (zod), each setting checked with a message that names
 * the variable: the mechanism; which variables an app reads, and their defaults, are the app's (the storefront's
 * `app/platform/env.server.ts`).
 */
import { isIP } from 'node:net';
import { z } from 'zod';

/** One bad setting: thrown (as a `ConfigError`) with its message. The message always starts with the variable's name. */
export class SettingError extends Error {}

/** An on/off setting: on when `1`, `true` or `on` (any case, spaces trimmed); off otherwise, unset included. */
export function envFlag(value: string | undefined): boolean {
  return /^(1|true|on)$/i.test(value?.trim() ?? '');
}

export function envList(value: string | undefined, separator: RegExp = /[,\s]+/): string[] {
  return (value ?? '')
    .split(separator)
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/**
 * A CSP host source for an origin: `scheme://host[:port]`, where the host may start with `*.` (any subdomain) and the
 * port may be `*` (any port). No path, quote, semicolon or space can reach the policy.
 */
const ORIGIN_SOURCE = /^(https?):\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:(\d{1,5}|\*))?$/;
const TRUST_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** `AMPLIENCE_APP_ORIGINS` / `CSP_IMAGE_SOURCES`: origins for the Content-Security-Policy, each checked. */
export function originSources(variable: string, value: string | undefined): string[] {
  return envList(value).map((entry) => {
    const source = entry.replace(/\/+$/, '').toLowerCase();
    if (!ORIGIN_SOURCE.test(source)) {
      throw new Error(
        `${variable}: "${entry.slice(0, 80)}" is not an origin like https://app.amplience.net (a leading *. and a :* port are allowed).`,
      );
    }
    return source;
  });
}

/** `TRUSTED_PROXIES`: IP addresses, CIDR ranges or Express's `loopback` / `linklocal` / `uniquelocal`. */
export function trustedProxies(value: string | undefined): string[] {
  return envList(value).map((entry) => {
    if (TRUST_NAMES.has(entry)) return entry;
    const [address = '', prefix, ...rest] = entry.split('/');
    const family = isIP(address);
    const bits = family === 4 ? 32 : 128;
    const validPrefix = prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= bits);
    if (family === 0 || rest.length > 0 || !validPrefix) {
      throw new Error(
        `TRUSTED_PROXIES: "${entry.slice(0, 80)}" is not an IP address, a CIDR range (10.0.0.0/8) or one of loopback, linklocal, uniquelocal.`,
      );
    }
    return entry;
  });
}

export const quoted = (value: string) => `"${value.slice(0, 80)}"`;

/** An absolute http(s) URL (its trailing slashes dropped); `origin` reduces it to its origin. */
export function httpUrl(name: string, value: string, { origin = false } = {}): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new SettingError(
      `${name} must be an absolute http(s) URL such as https://www.example.com (got ${quoted(value)}).`,
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new SettingError(`${name} must use http or https (got ${quoted(value)}).`);
  return origin ? url.origin : value.replace(/\/+$/, '');
}

/**
 * An absolute https URL, or an http one to this machine only (a local stand-in): for an address that is sent a
 * credential, which must never cross a network in the clear.
 */
export function secureUrl(name: string, value: string): string {
  const address = httpUrl(name, value);
  if (/^http:/i.test(address) && !/^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(?=[:/]|$)/i.test(address))
    throw new SettingError(`${name} must be https (it is sent a credential), got ${quoted(value)}.`);
  return address;
}

export function wholeNumber(name: string, value: string, min: number, max: number, unit: string): number {
  const number = Number(value);
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(number) || number < min || number > max) {
    throw new SettingError(`${name} must be a whole number ${unit}from ${min} to ${max}; got ${quoted(value)}.`);
  }
  return number;
}

/** A whole number in a range, else the default (for the settings documented as forgiving). */
export function wholeNumberOr(value: string | undefined, min: number, max: number, fallback: number): number {
  const number = value && /^\d{1,7}$/.test(value) ? Number(value) : Number.NaN;
  return Number.isInteger(number) && number >= min && number <= max ? number : fallback;
}

export function oneOf<T extends string>(name: string, value: string, allowed: readonly T[]): T {
  const lower = value.toLowerCase() as T;
  if (!allowed.includes(lower))
    throw new SettingError(
      `${name} must be ${allowed.slice(0, -1).join(', ')} or ${allowed.at(-1)}, got ${quoted(value)}`,
    );
  return lower;
}

/**
 * One variable: a string (spaces trimmed; blank is unset) that `parse` turns into its value, or `fallback` when unset.
 * An error `parse` throws becomes the issue of this variable.
 */
export function setting<T, D extends T | undefined = undefined>(parse: (value: string) => T, fallback?: D) {
  return z
    .string()
    .optional()
    .transform((raw, ctx): T | D => {
      const value = raw?.trim();
      if (!value) return fallback as D;
      try {
        return parse(value);
      } catch (error) {
        ctx.issues.push({
          code: 'custom',
          message: error instanceof Error ? error.message : String(error),
          input: raw,
        });
        return z.NEVER;
      }
    });
}

export const textSetting = () => setting((value) => value);
export const urlSetting = (name: string) => setting((value) => httpUrl(name, value));
export const flagSetting = () => setting((value) => envFlag(value), false);
export const onSetting = () => setting((value) => envFlag(value), true);
/** `on`/`off` (also `1`/`0`, `true`/`false`); unset is undefined (the reader's own default). */
export const onOffSetting = (name: string) =>
  setting((value) => oneOf(name, value, ['on', 'off', '1', '0', 'true', 'false'] as const)).transform((value) =>
    value === undefined ? undefined : ['on', '1', 'true'].includes(value),
  );
/** A forgiving whole number (`wholeNumberOr`): anything but a whole number from min to max is the default. */
export const wholeNumberOrDefaultSetting = (min: number, max: number, fallback: number) =>
  setting((value) => wholeNumberOr(value, min, max, fallback), fallback);
export const portSetting = (name: string) => setting((value) => wholeNumber(name, value, 1, 65_535, ''));
