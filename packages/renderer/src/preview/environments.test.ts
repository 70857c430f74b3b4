import { describe, expect, it } from 'vitest';
import {
  findEnvironment,
  isDomainOf,
  normaliseVse,
  parsePreviewEnvironments,
  parseTimestamp,
  PreviewEnvironmentsError,
  stagingImageSources,
} from './environments';

const ENVS = [
  { name: 'Staging', hub: 'ridgeline', vse: 'kq3v8rdglnstg0demo7x2m4pw.staging.bigcontent.io' },
  { name: 'UAT', hub: 'other', vse: 'p5w1rdglnuat0demo9c6h2tzj.staging.bigcontent.io' },
];

describe('VSE validation', () => {
  it('accepts only a configured vse, case-insensitively and trimmed', () => {
    expect(findEnvironment('kq3v8rdglnstg0demo7x2m4pw.staging.bigcontent.io', ENVS)?.name).toBe('Staging');
    expect(findEnvironment('  KQ3V8RDGLNSTG0DEMO7X2M4PW.staging.bigcontent.io ', ENVS)?.name).toBe('Staging');
    expect(findEnvironment('p5w1rdglnuat0demo9c6h2tzj.staging.bigcontent.io', ENVS)?.hub).toBe('other');
  });

  it.each([
    ['an unknown host', 'evil.example.com'],
    ['a sibling of a configured vse', 'zz3v8rdglnstg0demo7x2m4pw.staging.bigcontent.io'],
    ['a URL', 'https://kq3v8rdglnstg0demo7x2m4pw.staging.bigcontent.io'],
    ['a host with a port', 'kq3v8rdglnstg0demo7x2m4pw.staging.bigcontent.io:443'],
    ['a host with a path', 'kq3v8rdglnstg0demo7x2m4pw.staging.bigcontent.io/content'],
    ['a suffix attack', 'kq3v8rdglnstg0demo7x2m4pw.staging.bigcontent.io.evil.com'],
    ['user info', 'me@kq3v8rdglnstg0demo7x2m4pw.staging.bigcontent.io'],
    ['script', '<script>alert(1)</script>'],
    ['empty', ''],
    ['null', null],
  ])('refuses %s', (_label, value) => {
    expect(findEnvironment(value as string | null, ENVS)).toBeUndefined();
  });

  it('normalises host names only', () => {
    expect(normaliseVse('A.B.C')).toBe('a.b.c');
    expect(normaliseVse('localhost')).toBeUndefined();
    expect(normaliseVse('-a.b')).toBeUndefined();
  });

  it('recognises time-machine domains of an environment only', () => {
    const env = ENVS[0]!;
    expect(isDomainOf('kq3v8rdglnstg0demo7x2m4pw-rdgltmchn-1805875200000.staging.bigcontent.io', env)).toBe(true);
    expect(isDomainOf(env.vse, env)).toBe(true);
    expect(isDomainOf('kq3v8rdglnstg0demo7x2m4pw-x.evil.com', env)).toBe(false);
    expect(isDomainOf('other-rdgltmchn-1805875200000.staging.bigcontent.io', env)).toBe(false);
    expect(isDomainOf('a.kq3v8rdglnstg0demo7x2m4pw-x.staging.bigcontent.io', env)).toBe(false);
  });

  it('parses timestamps as epoch milliseconds', () => {
    expect(parseTimestamp('1805875200000')).toBe(1805875200000);
    expect(parseTimestamp('12345')).toBeUndefined();
    expect(parseTimestamp('1805875200000abc')).toBeUndefined();
    expect(parseTimestamp('-1805875200000')).toBeUndefined();
    expect(parseTimestamp(undefined)).toBeUndefined();
  });
});

describe('PREVIEW_ENVIRONMENTS', () => {
  it('parses a JSON list of { name, hub, vse }', () => {
    expect(
      parsePreviewEnvironments(JSON.stringify([{ name: ' A ', hub: 'h', vse: 'X.staging.bigcontent.io' }])),
    ).toEqual([{ name: 'A', hub: 'h', vse: 'x.staging.bigcontent.io' }]);
  });

  it.each([
    ['not JSON', '{', /not JSON/],
    ['not an array', '{}', /JSON array/],
    ['a missing name', '[{"hub":"h","vse":"a.b"}]', /\[0\]\.name/],
    ['a bad hub', '[{"name":"n","hub":"a b","vse":"a.b"}]', /\[0\]\.hub/],
    ['a URL as vse', '[{"name":"n","hub":"h","vse":"https://a.b"}]', /\[0\]\.vse/],
  ])('fails loudly on %s', (_label, json, message) => {
    expect(() => parsePreviewEnvironments(json)).toThrow(PreviewEnvironmentsError);
    expect(() => parsePreviewEnvironments(json)).toThrow(message);
  });
});

describe('stagingImageSources', () => {
  it("every subdomain of each VSE's parent domain (its own host and its time-machine domains), once", () => {
    const environments = [
      { name: 'A', hub: 'ridgeline', vse: 'kq3v8rdglnstg0demo7x2m4pw.staging.bigcontent.io' },
      { name: 'B', hub: 'ridgeline', vse: 'abc.staging.bigcontent.io' },
      { name: 'C', hub: 'other', vse: 'preview.example' },
    ];
    expect(stagingImageSources(environments)).toEqual(['https://*.staging.bigcontent.io', 'https://preview.example']);
    expect(stagingImageSources([])).toEqual([]);
  });
});
