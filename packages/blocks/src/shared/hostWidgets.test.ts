import { FEEDBACK_SURVEY_EVENT, SMS_SIGNUP_EVENT } from './host';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SMS_WIDGET_LOAD_TIMEOUT_MS, watchHostWidgets, type SmsWidget, type WidgetAccess } from './hostWidgets';

const SCRIPT = 'https://sms.test/widget.js';

function access(overrides: Partial<WidgetAccess> = {}) {
  const widget: SmsWidget = { trigger: vi.fn() };
  const loadScript = vi.fn(async () => undefined);
  const openTab = vi.fn();
  return {
    widget,
    loadScript,
    openTab,
    access: { loadScript, widget: () => widget, openTab, ...overrides } satisfies WidgetAccess,
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const sms = (target: EventTarget, campaignId: unknown) =>
  !target.dispatchEvent(new CustomEvent(SMS_SIGNUP_EVENT, { detail: { campaignId }, cancelable: true }));

afterEach(() => vi.restoreAllMocks());

describe('the SMS widget hook', () => {
  it('loads the widget script once, on the first request, and triggers the campaign the block chose', async () => {
    const target = new EventTarget();
    const { access: a, loadScript, widget } = access();
    const stop = watchHostWidgets({ smsWidget: { scriptUrl: SCRIPT } }, a, target);
    expect(loadScript).not.toHaveBeenCalled();
    expect(sms(target, 'rdgl-sms-wide-2026')).toBe(true);
    await flush();
    expect(sms(target, 'rdgl-sms-narrow-2026')).toBe(true);
    await flush();
    expect(loadScript).toHaveBeenCalledTimes(1);
    expect(loadScript).toHaveBeenCalledWith(SCRIPT, SMS_WIDGET_LOAD_TIMEOUT_MS);
    expect(vi.mocked(widget.trigger).mock.calls).toEqual([['rdgl-sms-wide-2026'], ['rdgl-sms-narrow-2026']]);
    stop();
    expect(sms(target, 'c')).toBe(false);
  });

  it('passes no campaign id that is not one (markup, a non-string) to the vendor', async () => {
    const target = new EventTarget();
    const { access: a, loadScript, widget } = access();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    watchHostWidgets({ smsWidget: { scriptUrl: SCRIPT } }, a, target);
    sms(target, '<img src=x onerror=alert(1)>');
    sms(target, 42);
    await flush();
    expect(loadScript).not.toHaveBeenCalled();
    expect(widget.trigger).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('a script that fails to load is logged and tried again on the next request', async () => {
    const target = new EventTarget();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { access: a, widget } = access();
    const loadScript = vi
      .fn()
      .mockRejectedValueOnce(new Error('timed out after 10000 ms'))
      .mockResolvedValueOnce(undefined);
    watchHostWidgets({ smsWidget: { scriptUrl: SCRIPT } }, { ...a, loadScript }, target);
    sms(target, 'c-1');
    await flush();
    expect(warn.mock.calls[0]?.[0]).toContain('timed out');
    expect(widget.trigger).not.toHaveBeenCalled();
    sms(target, 'c-1');
    await flush();
    expect(loadScript).toHaveBeenCalledTimes(2);
    expect(widget.trigger).toHaveBeenCalledWith('c-1');
  });

  it('without a configured widget the request is left unanswered', () => {
    const target = new EventTarget();
    const { access: a, loadScript } = access();
    watchHostWidgets({}, a, target);
    expect(sms(target, 'c-1')).toBe(false);
    expect(loadScript).not.toHaveBeenCalled();
  });

  it('"Website feedback" opens the feedback page in a new tab', () => {
    const target = new EventTarget();
    const { access: a, openTab } = access();
    watchHostWidgets({ feedbackUrl: 'https://help.test/feedback' }, a, target);
    expect(!target.dispatchEvent(new CustomEvent(FEEDBACK_SURVEY_EVENT, { cancelable: true }))).toBe(true);
    expect(openTab).toHaveBeenCalledWith('https://help.test/feedback');
  });
});
