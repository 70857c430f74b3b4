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
});
