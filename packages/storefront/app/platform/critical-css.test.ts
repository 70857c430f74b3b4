// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { criticalStyleTag, injectIntoHead } from './critical-css';
import { adoptCriticalStyles, createEmotionCache } from './emotion';

describe('critical CSS', () => {
  // The head is the worker's (files share it): what these tests write goes, what was there (Emotion's tags) comes back.
  let headAtStart: Node[] = [];
  beforeEach(() => {
    headAtStart = [...document.head.childNodes];
  });
  afterEach(() => {
    document.head.replaceChildren(...headAtStart);
  });

  it('writes one style tag naming the cache key and the ids', () => {
    expect(criticalStyleTag('css', ['abc', 'def'], '.css-abc{color:red}')).toBe(
      '<style data-critical-css="css abc def">.css-abc{color:red}</style>',
    );
  });

  it('carries the response\'s CSP nonce as nonce="…" (only a base64 value is written)', () => {
    expect(criticalStyleTag('css', ['abc'], '.a{}', 'q+Z/0w==')).toBe(
      '<style data-critical-css="css abc" nonce="q+Z/0w==">.a{}</style>',
    );
    expect(criticalStyleTag('css', ['abc'], '.a{}', '"><script>')).toBe(
      '<style data-critical-css="css abc">.a{}</style>',
    );
  });

  it('writes nothing without CSS and escapes a closing style tag', () => {
    expect(criticalStyleTag('css', [], '')).toBe('');
    expect(criticalStyleTag('css', ['a'], 'a{content:"</style>"}')).not.toContain('</style>"');
  });

  it('is adopted by the browser cache where it stands: its ids count as inserted, the element never moves', () => {
    document.head.innerHTML =
      criticalStyleTag('css', ['abc', 'animation-x1'], '.css-abc{color:red}') + '<meta name="after">';
    const style = document.head.querySelector('style')!;
    const observer = new MutationObserver(() => undefined);
    observer.observe(document.head, { childList: true });
    const cache = createEmotionCache();
    adoptCriticalStyles(cache);
    expect(observer.takeRecords()).toEqual([]);
    observer.disconnect();
    expect(style.nextElementSibling).toHaveProperty('name', 'after');
    expect(cache.inserted).toMatchObject({ abc: true, 'animation-x1': true });
  });

  it("ignores another cache key's critical style", () => {
    document.head.innerHTML = criticalStyleTag('other', ['abc'], '.other-abc{color:red}');
    const cache = createEmotionCache();
    adoptCriticalStyles(cache);
    expect(cache.inserted.abc).toBeUndefined();
  });

  it('injects before </head>', () => {
    expect(injectIntoHead('<html><head><title>x</title></head><body></body></html>', '<style></style>')).toBe(
      '<html><head><title>x</title><style></style></head><body></body></html>',
    );
  });
});
