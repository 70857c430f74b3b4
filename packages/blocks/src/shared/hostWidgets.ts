/**
 * A host's answers to the blocks' third-party requests (the events of `host.ts`): the footer promo's SMS sign-up and
 * its "Website feedback" link. The storefront starts it in its overlays island (every public page, trigger `idle`).
 *
 * The SMS widget is a vendor's script (`SMS_WIDGET_SCRIPT_URL`; beside the sandbox its stand-in): loaded on the first
 * request only, so no page pays for it until a shopper asks, then triggered with the campaign the block chose by
 * width (`window.__smsSignup.trigger(campaignId)`). Its origin is in the page's `script-src`.
 */
import { FEEDBACK_SURVEY_EVENT, SMS_SIGNUP_EVENT, type SmsSignupDetail } from './host';

/** The global the widget script defines (the sandbox stand-in does; a real vendor's script gets a one-line adapter). */
export const SMS_WIDGET_GLOBAL = '__smsSignup';
/** A script that has not loaded by then counts as failed (and the next request tries again). */
export const SMS_WIDGET_LOAD_TIMEOUT_MS = 10_000;
/** A campaign id as vendors issue them; anything else is not passed to the vendor's code. */
const CAMPAIGN_ID = /^[A-Za-z0-9_-]{1,64}$/;

export interface SmsWidget {
  trigger(campaignId: string): void;
}

export interface WidgetAccess {
  /** Adds the script once; resolves when it has run. */
  loadScript(src: string, timeoutMs: number): Promise<void>;
  /** The widget the script defined, if any. */
  widget(): SmsWidget | undefined;
  /** Opens a page in a new tab (the feedback survey). */
  openTab(url: string): void;
}

/** One warn line in the storefront's log shape (`{"level":"warn","event":…,"message":…}`). */
function log(event: string, message: string) {
  console.warn(JSON.stringify({ level: 'warn', event, message }));
}

/** What the host offers: the widget's script (`SMS_WIDGET_SCRIPT_URL`) and the feedback page (`SUPPORT_URL`). */
export interface HostWidgetsConfig {
  smsWidget?: { scriptUrl: string };
  feedbackUrl?: string;
}

/** The browser's access: a `<script async>` in the head, the global, `window.open` without an opener. */
export function browserWidgetAccess(): WidgetAccess {
  return {
    loadScript: (src, timeoutMs) =>
      new Promise<void>((resolve, reject) => {
        const script = document.createElement('script');
        const timer = window.setTimeout(() => {
          script.remove();
          reject(new Error(`timed out after ${timeoutMs} ms`));
        }, timeoutMs);
        script.async = true;
        script.src = src;
        script.onload = () => {
          window.clearTimeout(timer);
          resolve();
        };
        script.onerror = () => {
          window.clearTimeout(timer);
          script.remove();
          reject(new Error(`could not load ${src}`));
        };
        document.head.append(script);
      }),
    widget: () => (window as unknown as Record<string, SmsWidget | undefined>)[SMS_WIDGET_GLOBAL],
    openTab: (url) => void window.open(url, '_blank', 'noopener'),
  };
}

/** Answers the blocks' SMS and feedback requests on `target`; returns the function that stops answering. */
export function watchHostWidgets(
  config: HostWidgetsConfig,
  access: WidgetAccess = browserWidgetAccess(),
  target: EventTarget = window,
): () => void {
  let loading: Promise<void> | undefined;
  const onSms = (event: Event) => {
    const scriptUrl = config.smsWidget?.scriptUrl;
    // Without a widget the request stays unanswered (not cancelled): the block knows nobody took it.
    if (!scriptUrl) return;
    event.preventDefault();
    const campaignId = (event as CustomEvent<SmsSignupDetail | undefined>).detail?.campaignId;
    if (typeof campaignId !== 'string' || !CAMPAIGN_ID.test(campaignId)) {
      log('sms-widget-failed', 'the request carries no valid campaign id');
      return;
    }
    loading ??= access.loadScript(scriptUrl, SMS_WIDGET_LOAD_TIMEOUT_MS).catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    loading
      .then(() => {
        const widget = access.widget();
        if (!widget || typeof widget.trigger !== 'function')
          throw new Error(`the script defines no ${SMS_WIDGET_GLOBAL}.trigger`);
        widget.trigger(campaignId);
      })
      .catch((error: unknown) => log('sms-widget-failed', error instanceof Error ? error.message : String(error)));
  };
  const onFeedback = (event: Event) => {
    if (!config.feedbackUrl) return;
    event.preventDefault();
    access.openTab(config.feedbackUrl);
  };
  target.addEventListener(SMS_SIGNUP_EVENT, onSms);
  target.addEventListener(FEEDBACK_SURVEY_EVENT, onFeedback);
  return () => {
    target.removeEventListener(SMS_SIGNUP_EVENT, onSms);
    target.removeEventListener(FEEDBACK_SURVEY_EVENT, onFeedback);
  };
}
