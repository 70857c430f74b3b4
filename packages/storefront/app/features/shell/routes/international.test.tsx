import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import InternationalRoute, { countryOfLocale } from './international';

describe('/international', () => {
  it('names the country of each locale by its region', () => {
    expect(countryOfLocale('en-US')).toBe('United States');
    expect(countryOfLocale('fr-CA')).toBe('Canada');
  });

  it('links every shop locale to its home page, labelled in its own language', () => {
    const html = renderToString(<InternationalRoute />);
    expect(html).toContain('href="/"');
    expect(html).toContain('href="/en-ca/home"');
    expect(html).toContain('href="/fr-ca/home"');
    expect(html).toContain('Canada: français (CAD)');
  });
});
