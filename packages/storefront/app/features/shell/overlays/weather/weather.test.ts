import { describe, expect, it } from 'vitest';
import { weatherViewAllHref } from './weather';

describe("the weather drawer's 'view all' link", () => {
  it('defaults to a search for sun protection marked icid=weather-widget', () => {
    expect(weatherViewAllHref(undefined, 'en-US')).toBe('/search?q=sun+protection&icid=weather-widget');
    expect(weatherViewAllHref('javascript:alert(1)', 'en-US')).toBe('/search?q=sun+protection&icid=weather-widget');
  });

  it('rebuilds a search link with urls.search (locale prefix) and keeps its term and parameters', () => {
    expect(weatherViewAllHref('/search?q=rain+jacket', 'en-US')).toBe('/search?q=rain+jacket&icid=weather-widget');
    expect(weatherViewAllHref('/search?q=sun+protection', 'fr-CA')).toBe(
      '/fr-ca/search?q=sun+protection&icid=weather-widget',
    );
    expect(weatherViewAllHref('/search?sort=new&q=hats', 'en-US')).toBe('/search?q=hats&sort=new&icid=weather-widget');
  });

  it('marks another path of this site, and leaves another site’s address alone', () => {
    expect(weatherViewAllHref('/c/accessories/', 'en-US')).toBe('/c/accessories/?icid=weather-widget');
    expect(weatherViewAllHref('https://blog.example/sun', 'en-US')).toBe('https://blog.example/sun');
  });
});
