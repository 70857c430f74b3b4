import { CacheProvider, Global } from '@emotion/react';
import styled from '@emotion/styled';
import createEmotionServer from '@emotion/server/create-instance';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { criticalStyleTag, injectIntoHead } from './critical-css';
import { createEmotionCache, EMOTION_KEY } from './emotion';

const Box = styled.div({ color: 'rebeccapurple', padding: 8 });

function Page() {
  return (
    <>
      <Global styles={{ body: { margin: 0 } }} />
      <Box>one</Box>
      <Box>two</Box>
      <p css={{ fontWeight: 700 }}>three</p>
    </>
  );
}

describe('server Emotion cache', () => {
  it('adds no vendor prefixes: what Safari still needs is written prefixed in the styles', () => {
    const cache = createEmotionCache({ server: true });
    const html = renderToString(
      <CacheProvider value={cache}>
        <p
          css={{
            display: 'flex',
            alignItems: 'center',
            transform: 'none',
            WebkitUserSelect: 'none',
            userSelect: 'none',
          }}
        >
          x
        </p>
      </CacheProvider>,
    );
    const { css } = createEmotionServer(cache).extractCritical(html);
    expect(css).toContain('display:flex;align-items:center;transform:none;');
    expect(css).not.toMatch(/-webkit-box|-ms-|-moz-|-webkit-flex|-webkit-transform/);
    expect(css).toContain('-webkit-user-select:none;user-select:none;');
  });

  it('writes no <style> beside elements and yields the used CSS once for the head', () => {
    const cache = createEmotionCache({ server: true });
    const html = renderToString(
      <CacheProvider value={cache}>
        <Page />
      </CacheProvider>,
    );
    expect(html).not.toContain('<style');
    expect(html).toMatch(/class="css-[a-z0-9]+"/);

    const { css, ids } = createEmotionServer(cache).extractCritical(html);
    expect(css).toContain('color:rebeccapurple');
    expect(css).toContain('font-weight:700');
    expect(css).toContain('body{margin:0;}');
    expect(css.match(/color:rebeccapurple/g)).toHaveLength(1);

    const document = injectIntoHead(
      `<html><head></head><body>${html}</body></html>`,
      criticalStyleTag(cache.key, ids, css),
    );
    expect(document.match(/<style/g)).toHaveLength(1);
    expect(document).toMatch(new RegExp(`<head><style data-critical-css="${EMOTION_KEY} [a-z0-9 ]+">`));
  });

  it('a fresh cache per request: styles of one render do not leak into the next', () => {
    const first = createEmotionCache({ server: true });
    renderToString(
      <CacheProvider value={first}>
        <Box>x</Box>
      </CacheProvider>,
    );
    const second = createEmotionCache({ server: true });
    const html = renderToString(
      <CacheProvider value={second}>
        <p>plain</p>
      </CacheProvider>,
    );
    expect(createEmotionServer(second).extractCritical(html).css).toBe('');
  });
});
