import { describe, expect, it } from 'vitest';
import { criticalStyleTag, injectIntoHead } from './critical-css';

describe('critical CSS', () => {
  it('writes one style tag naming the cache key and the ids', () => {
    expect(criticalStyleTag('css', ['abc', 'def'], '.css-abc{color:red}')).toBe(
      '<style data-emotion="css abc def">.css-abc{color:red}</style>',
    );
  });

  it('carries the response\'s CSP nonce as nonce="…" (only a base64 value is written)', () => {
    expect(criticalStyleTag('css', ['abc'], '.a{}', 'q+Z/0w==')).toBe('<style data-emotion="css abc" nonce="q+Z/0w==">.a{}</style>');
    expect(criticalStyleTag('css', ['abc'], '.a{}', '"><script>')).toBe('<style data-emotion="css abc">.a{}</style>');
  });

  it('writes nothing without CSS and escapes a closing style tag', () => {
    expect(criticalStyleTag('css', [], '')).toBe('');
    expect(criticalStyleTag('css', ['a'], 'a{content:"</style>"}')).not.toContain('</style>"');
  });

  it('injects before </head>', () => {
    expect(injectIntoHead('<html><head><title>x</title></head><body></body></html>', '<style></style>')).toBe(
      '<html><head><title>x</title><style></style></head><body></body></html>',
    );
  });
});
