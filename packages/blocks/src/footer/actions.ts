import { dispatchHostEvent, FEEDBACK_SURVEY_EVENT, SMS_SIGNUP_EVENT, type SmsSignupDetail } from '../shared/host';

/** The SMS sign-up widget hook (docs/behaviour/newsletter.md#sms-sign-up): a `window` CustomEvent with `{ campaignId }`. */
export { SMS_SIGNUP_EVENT, FEEDBACK_SURVEY_EVENT, type SmsSignupDetail };
/** One campaign for viewports 760 px and wider, another for narrower ones. */
export const SMS_WIDE_MIN_WIDTH = 760;
/** Used when `marketingPromoLink.desktopCampaignId` / `mobileCampaignId` are empty. */
export const DEFAULT_SMS_CAMPAIGN_IDS = { wide: 'ridgeline-sms-desktop', narrow: 'ridgeline-sms-mobile' } as const;

/** The campaign for the current width: `wide` from 760 px, else `narrow`. */
export function smsCampaignFor(
  width: number,
  ids: { wide?: string | undefined; narrow?: string | undefined } = {},
): string {
  const wide = ids.wide?.trim() || DEFAULT_SMS_CAMPAIGN_IDS.wide;
  const narrow = ids.narrow?.trim() || DEFAULT_SMS_CAMPAIGN_IDS.narrow;
  return width >= SMS_WIDE_MIN_WIDTH ? wide : narrow;
}

/** Asks the host's SMS widget for the campaign of the viewport's width; true when the host handled it. */
export function requestSmsSignup(ids: { wide?: string | undefined; narrow?: string | undefined }): boolean {
  if (typeof window === 'undefined') return false;
  const wide =
    window.matchMedia?.(`(min-width: ${SMS_WIDE_MIN_WIDTH}px)`).matches ?? window.innerWidth >= SMS_WIDE_MIN_WIDTH;
  const campaignId = smsCampaignFor(wide ? SMS_WIDE_MIN_WIDTH : 0, ids);
  return dispatchHostEvent<SmsSignupDetail>(SMS_SIGNUP_EVENT, { campaignId });
}

/** Asks the host for the website-feedback survey; true when the host handled it. */
export function requestFeedbackSurvey(): boolean {
  return dispatchHostEvent(FEEDBACK_SURVEY_EVENT);
}

/**
 * The locale alias of the location button's `/{localeAlias}/international`: the render context's
 * locale, lower-cased (`en-US` → `en-us`, `fr-CA` → `fr-ca`); an empty locale gives the default `en-us`.
 */
export function localeAlias(locale: string | undefined): string {
  const trimmed = (locale ?? '').trim().replace('_', '-');
  return trimmed ? trimmed.toLowerCase() : 'en-us';
}

/** "United States", from the locale's country (Intl.DisplayNames; the code itself if unavailable). */
export function countryName(locale: string): string {
  const code = locale.trim().slice(-2).toUpperCase();
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
