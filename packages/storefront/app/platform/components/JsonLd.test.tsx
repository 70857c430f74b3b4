import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { NonceContext } from '../nonce';
import { JsonLd } from './JsonLd';

describe('JsonLd', () => {
  it('catalogue text cannot end the script element: </script> and <!-- stay inside the JSON, which parses back', () => {
    const name = 'Jacket</script><script>alert(document.cookie)</script><!--';
    const html = renderToString(
      <NonceContext.Provider value="abc123">
        <JsonLd documents={[{ '@context': 'https://schema.org', '@type': 'Product', name }]} />
      </NonceContext.Provider>,
    );
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).not.toContain('<!--');
    const script = /^<script type="application\/ld\+json" nonce="abc123">(.*)<\/script>$/.exec(html);
    expect(script).not.toBeNull();
    expect(JSON.parse(script![1]!).name).toBe(name);
  });

  it('renders nothing without documents', () => {
    expect(renderToString(<JsonLd documents={[]} />)).toBe('');
    expect(renderToString(<JsonLd documents={undefined} />)).toBe('');
  });
});
