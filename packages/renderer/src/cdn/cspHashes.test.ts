// @vitest-environment node
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cspHashOf, replaceNonceWithHashes } from './cspHashes';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('replaceNonceWithHashes', () => {
  const html = [
    '<html><head><style nonce="N1">.a{}</style>',
    '<script type="speculationrules" nonce="N1">{"prerender":[]}</script>',
    '<script type="module" nonce="N1">import("/a.js")</script>',
    '<script type="application/json" nonce="N1" id="props">{"x":1}</script>',
    '<script type="application/ld+json">{"@type":"Thing"}</script>',
    '<script src="/b.js" nonce="N1"></script>',
    '</head><body><p>nonce="N1" as text stays a text</p></body></html>',
  ].join('');

  it('hashes the inline scripts that run, and leaves no nonce in the document', () => {
    const result = replaceNonceWithHashes(html, 'N1');
    expect(result.scriptHashes).toEqual([sha('{"prerender":[]}'), sha('import("/a.js")')]);
    expect(result.html).not.toContain(' nonce="N1"');
    expect(result.html).toContain('<script type="module">import("/a.js")</script>');
    expect(result.html).toContain('<style>.a{}</style>');
  });

  it('gives no hash to a script that did not carry the nonce (markup injected into the page is not allowed)', () => {
    const injected = '<script>alert(1)</script>';
    const result = replaceNonceWithHashes(`${html}${injected}`, 'N1');
    expect(result.scriptHashes).not.toContain(cspHashOf('alert(1)'));
  });
});
