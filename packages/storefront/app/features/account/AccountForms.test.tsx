import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RegistrationFormView } from './AccountForms';
import { UNKNOWN_CUSTOMER_PRECHECK } from '@ridgeline/commerce';

const render = (props: Partial<Parameters<typeof RegistrationFormView>[0]>) =>
  renderToStaticMarkup(<RegistrationFormView precheck={UNKNOWN_CUSTOMER_PRECHECK} localeId="en-US" {...props} />);

describe('the /registration form', () => {
  it('after the e-mail step, shows the e-mail as text with an Edit link and posts it hidden', () => {
    const html = render({ email: 'ada@example.com' });
    expect(html).toMatch(/<input type="hidden" name="email" value="ada@example.com"\/>/);
    expect(html).toContain('data-edit-email');
    expect(html).not.toMatch(/<input[^>]*type="email"/);
  });

  it('opened directly, asks for the e-mail in a labelled field of its own', () => {
    const html = render({ emailField: true });
    const field = /<input[^>]*type="email"[^>]*>/.exec(html)?.[0] ?? '';
    expect(field).toContain('name="email"');
    expect(field).toContain('autoComplete="email"');
    const id = /id="([^"]+)"/.exec(field)?.[1];
    expect(html).toContain(`for="${id}"`);
    expect(html).not.toContain('data-edit-email');
    expect(html).not.toMatch(/type="hidden" name="email"/);
  });

  it('keeps what was typed when the server sends the form back', () => {
    const html = render({
      emailField: true,
      problem: {
        status: 400,
        values: { email: 'ada@' },
        errors: { email: 'Please enter a valid email address.' },
      } as never,
    });
    expect(html).toMatch(/<input[^>]*type="email"[^>]*value="ada@"/);
  });

  it('links the site’s terms pages: terms of use, privacy policy and, for a loyalty sign-up, the rewards terms', () => {
    const hrefs = (html: string) => [...html.matchAll(/<a[^>]*href="([^"]+)"/g)].map((m) => m[1]);
    const loyalty = {
      ...UNKNOWN_CUSTOMER_PRECHECK,
      registerFormSettings: { ...UNKNOWN_CUSTOMER_PRECHECK.registerFormSettings, canEnrollInLoyalty: true },
    };
    expect(hrefs(render({ precheck: loyalty }))).toEqual(
      expect.arrayContaining(['/terms-of-use.html', '/privacy-policy', '/greater-rewards-terms-and-conditions']),
    );
    const plain = hrefs(render({}));
    expect(plain).toEqual(expect.arrayContaining(['/terms-of-use.html', '/privacy-policy']));
    expect(plain).not.toContain('/greater-rewards-terms-and-conditions');
  });
});
