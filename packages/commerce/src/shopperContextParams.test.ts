import { describe, expect, it } from 'vitest';
import { MAX_CONTEXT_STRING, shopperContextFromSearchParams, type ShopperContextParam } from './shopperContextParams';

const read = (query: string, mapping?: readonly ShopperContextParam[]) =>
  JSON.parse(JSON.stringify(shopperContextFromSearchParams(new URLSearchParams(query), mapping) ?? null)) as unknown;

describe('shopperContextFromSearchParams', () => {
  it('answers undefined when no mapped parameter is present', () => {
    expect(shopperContextFromSearchParams(new URLSearchParams('q=shoes&page=2'))).toBeUndefined();
  });

  it('reads geo location, qualifiers and the source code by the default mapping', () => {
    expect(read('city=%20Leeds%20&latitude=53.8&longitude=-1.55&deviceType=mobile&store=s1&sourceCode=tv')).toEqual({
      geoLocation: { city: 'Leeds', latitude: 53.8, longitude: -1.55 },
      customQualifiers: { deviceType: 'mobile' },
      assignmentQualifiers: { store: 's1' },
      sourceCode: 'tv',
    });
  });

  it('reads int and array types and drops invalid values', () => {
    const mapping: ShopperContextParam[] = [
      { param: 'n', field: 'n', target: 'customQualifiers', type: 'int' },
      { param: 'd', field: 'd', target: 'customQualifiers', type: 'double' },
      { param: 'tags', field: 'tags', target: 'customQualifiers', type: 'array' },
    ];
    expect(read('n=42&d=2.5&tags=a,%20b,,c', mapping)).toEqual({
      customQualifiers: { n: 42, d: 2.5, tags: ['a', 'b', 'c'] },
    });
    expect(read('n=4.2&d=abc', mapping)).toBeNull();
    expect(read('n=99999999999999999999&d=1e400', mapping)).toBeNull();
    expect(read('n=NaN&d=Infinity', mapping)).toBeNull();
    expect(read('n=0x10&d=', mapping)).toBeNull();
  });

  it('drops hostile input: long strings, prototype keys; takes the first of repeated parameters', () => {
    expect(read(`city=${'x'.repeat(10_000)}`)).toBeNull();
    expect(read(`city=${'x'.repeat(MAX_CONTEXT_STRING)}`)).toEqual({
      geoLocation: { city: 'x'.repeat(MAX_CONTEXT_STRING) },
    });
    expect(read('city=A&city=B')).toEqual({ geoLocation: { city: 'A' } });
    const hostile: ShopperContextParam[] = [
      { param: 'p', field: '__proto__', target: 'customQualifiers', type: 'string' },
      { param: 'c', field: 'constructor', target: 'root', type: 'string' },
    ];
    expect(read('p=x&c=y', hostile)).toBeNull();
    expect(read('__proto__=x&constructor=y')).toBeNull();
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });
});
