// The footer's newsletter sign-up (docs/behaviour/newsletter.md): validation rules, constants and the
// service the block calls. Pure and React-free except for the context at the bottom.
import { FOOTER_WORDS, type FooterWords } from '@ridgeline/commerce';
import { createContext, createElement, useContext, useMemo, type ReactNode } from 'react';

/** docs/behaviour/newsletter.md#email: word characters . % + - before @, a domain, and a 2-6 letter top-level domain. */
export const EMAIL_PATTERN = /^[\w.%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,6}$/;
export const EMAIL_MAX_LENGTH = 50;

/**
 * The sign-up's messages, in English: commerce's `FOOTER_WORDS`, the one place they are written. A page in another
 * language passes its own (`footerWordsOf` the render context) to the validators.
 */
export type NewsletterMessages = Pick<
  FooterWords,
  'invalidEmail' | 'emailTooLong' | 'required' | 'invalidPostalCode' | 'toastTitle' | 'toastDescription'
>;
export const NEWSLETTER_MESSAGES: Readonly<NewsletterMessages> = {
  invalidEmail: FOOTER_WORDS.invalidEmail,
  emailTooLong: FOOTER_WORDS.emailTooLong,
  required: FOOTER_WORDS.required,
  invalidPostalCode: FOOTER_WORDS.invalidPostalCode,
  toastTitle: FOOTER_WORDS.toastTitle,
  toastDescription: FOOTER_WORDS.toastDescription,
};

/**
 * An empty email on submit gives the invalid-email message (docs/behaviour/newsletter.md#email); over 50 characters
 * the length message. `messages`: the page's words (English by default).
 */
export function validateEmail(
  value: string,
  messages: Pick<NewsletterMessages, 'invalidEmail' | 'emailTooLong'> = NEWSLETTER_MESSAGES,
): string | undefined {
  const email = value.trim();
  if (email === '') return messages.invalidEmail;
  if (email.length > EMAIL_MAX_LENGTH) return messages.emailTooLong;
  if (!EMAIL_PATTERN.test(email)) return messages.invalidEmail;
  return undefined;
}

/** The footer's words that name the postal-code field, one per country's usage. */
export type PostalCodeWord = 'zipCode' | 'postalCode' | 'postcode' | 'postleitzahl';

export interface PostalCodeRule {
  pattern: RegExp;
  maxLength: number;
  /** Which of the footer's words labels the field for that country (`postalCodeLabel`). */
  labelWord: PostalCodeWord;
}

/**
 * Postal code rules by the last two letters of the locale (docs/behaviour/newsletter.md#postal-code). US, CA,
 * DE, GB and JP are the required examples; GB's pattern is the UK postcode shape (only its max length is given).
 * Any other country gets `DEFAULT_POSTAL_CODE_RULE`.
 */
export const POSTAL_CODE_RULES: Readonly<Record<string, PostalCodeRule>> = {
  US: { pattern: /^\d{5}(-\d{4})?$/, maxLength: 10, labelWord: 'zipCode' },
  CA: { pattern: /^[A-Za-z]\d[A-Za-z][ -]?\d[A-Za-z]\d$/, maxLength: 7, labelWord: 'postalCode' },
  DE: { pattern: /^\d{5}$/, maxLength: 5, labelWord: 'postleitzahl' },
  GB: { pattern: /^[A-Za-z]{1,2}\d[A-Za-z\d]? ?\d[A-Za-z]{2}$/, maxLength: 10, labelWord: 'postcode' },
  JP: { pattern: /^\d{3}-\d{4}$/, maxLength: 8, labelWord: 'postalCode' },
};
export const DEFAULT_POSTAL_CODE_RULE: PostalCodeRule = {
  pattern: /^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/,
  maxLength: 10,
  labelWord: 'postalCode',
};

/** The country of a locale: its last two letters (`en-US` → `US`, `fr-CA` → `CA`). */
export const countryOfLocale = (locale: string) => locale.trim().slice(-2).toUpperCase();
export const postalCodeRuleFor = (locale: string): PostalCodeRule =>
  POSTAL_CODE_RULES[countryOfLocale(locale)] ?? DEFAULT_POSTAL_CODE_RULE;

/** The postal-code field's label for the locale's country, in the page's words (English by default). */
export const postalCodeLabel = (locale: string, words: Pick<FooterWords, PostalCodeWord> = FOOTER_WORDS): string =>
  words[postalCodeRuleFor(locale).labelWord];

export function validatePostalCode(
  value: string,
  locale: string,
  messages: Pick<NewsletterMessages, 'required' | 'invalidPostalCode'> = NEWSLETTER_MESSAGES,
): string | undefined {
  const code = value.trim();
  if (code === '') return messages.required;
  const rule = postalCodeRuleFor(locale);
  if (code.length > rule.maxLength || !rule.pattern.test(code)) return messages.invalidPostalCode;
  return undefined;
}

/** Gender codes (docs/behaviour/newsletter.md#gender); 0 is the placeholder and the default. */
export type NewsletterGender = 0 | 1 | 2 | -1;
/** The footer's words that name the gender options. */
export type GenderWord = 'selectGender' | 'male' | 'female' | 'preferNotToAnswer';
export const NEWSLETTER_GENDERS: readonly { value: NewsletterGender; word: GenderWord }[] = [
  { value: 0, word: 'selectGender' },
  { value: 1, word: 'male' },
  { value: 2, word: 'female' },
  { value: -1, word: 'preferNotToAnswer' },
];
export const DEFAULT_GENDER: NewsletterGender = 0;
/** A saved gender code's name in the page's words (English by default); the placeholder or none is Not provided. */
export function genderLabel(code: unknown, words: Pick<FooterWords, GenderWord | 'notProvided'> = FOOTER_WORDS) {
  const gender = NEWSLETTER_GENDERS.find((option) => option.value === code && option.value !== 0);
  return gender ? words[gender.word] : words.notProvided;
}

/** The `source` of the footer's PATCH (docs/behaviour/newsletter.md#subscriptions-api). */
export const FOOTER_NEWSLETTER_SOURCE = 'footer';
/** The `messageId` of the footer's PATCH (its value is left open; this is ours). */
export const FOOTER_NEWSLETTER_MESSAGE_ID = 'ridgeline-footer-signup';

/** POST newsletter/subscribe response. */
export interface NewsletterSubscribeResult {
  success: boolean;
  msg?: string;
  allFieldsProvided?: boolean;
  postalCode?: string;
  gender?: number;
  emailProfileCreationDate?: string;
}

/** PATCH newsletter/subscribe body. */
export interface NewsletterProfile {
  email: string;
  postalCode: string;
  gender: NewsletterGender;
  source: string;
  messageId: string;
  emailProfileCreationDate?: string;
}

export interface NewsletterService {
  /** POST `newsletter/subscribe` `{ email }`. Rejects with the response's `msg` (or the error's message) when it fails. */
  subscribe(email: string): Promise<NewsletterSubscribeResult>;
  /** PATCH `newsletter/subscribe` with the profile. Rejects when it fails. */
  updateProfile(profile: NewsletterProfile): Promise<{ success: boolean; msg?: string }>;
}

export class NewsletterError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'NewsletterError';
  }
}

export interface NewsletterServiceOptions {
  /** Base URL of the subscriptions API; `newsletter/subscribe` is resolved against it. */
  baseUrl: string;
  fetch?: typeof fetch;
}

/** Default base URL: the page's own origin (`/newsletter/subscribe`). */
export const DEFAULT_NEWSLETTER_BASE_URL = '/';

export function newsletterEndpoint(baseUrl: string): string {
  return `${baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`}newsletter/subscribe`;
}

/** The default `NewsletterService`: JSON over fetch to `{baseUrl}newsletter/subscribe`. */
export function createNewsletterService({ baseUrl, fetch: fetchImpl }: NewsletterServiceOptions): NewsletterService {
  const url = newsletterEndpoint(baseUrl);
  const call = async <T extends { success: boolean; msg?: string }>(
    method: 'POST' | 'PATCH',
    body: unknown,
  ): Promise<T> => {
    const doFetch = fetchImpl ?? globalThis.fetch;
    const response = await doFetch(url, {
      method,
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
    });
    let payload: Partial<T>;
    try {
      payload = (await response.json()) as Partial<T>;
    } catch {
      payload = {};
    }
    if (!response.ok || payload.success !== true) {
      throw new NewsletterError(
        typeof payload.msg === 'string' && payload.msg
          ? payload.msg
          : `Subscription request failed (${response.status})`,
        response.status,
      );
    }
    return payload as T;
  };
  return {
    subscribe: (email) => call<NewsletterSubscribeResult>('POST', { email }),
    updateProfile: (profile) => call<{ success: boolean; msg?: string }>('PATCH', profile),
  };
}

const NewsletterServiceContext = createContext<NewsletterService | null>(null);

export interface NewsletterServiceProviderProps {
  /** A ready service (tests, stories, a storefront with its own client) ... */
  service?: NewsletterService;
  /** ... or the base URL for the default fetch service. */
  baseUrl?: string;
  children?: ReactNode;
}

/** What the storefront sets around its pages so the footer knows where to subscribe. */
export function NewsletterServiceProvider({ service, baseUrl, children }: NewsletterServiceProviderProps) {
  const value = useMemo(
    () => service ?? createNewsletterService({ baseUrl: baseUrl ?? DEFAULT_NEWSLETTER_BASE_URL }),
    [service, baseUrl],
  );
  return createElement(NewsletterServiceContext.Provider, { value }, children);
}

const defaultService = createNewsletterService({ baseUrl: DEFAULT_NEWSLETTER_BASE_URL });

/** The provided service, else the fetch service on the page's own origin. */
export function useNewsletterService(): NewsletterService {
  return useContext(NewsletterServiceContext) ?? defaultService;
}
