import { jsonLdScriptText } from '@ridgeline/commerce';
import { useNonce } from '../nonce';

/**
 * A page's structured data, rendered on the server: one `<script type="application/ld+json">` per document, its text
 * escaped by `jsonLdScriptText` (no catalogue text can close the element) and carrying the response's CSP nonce like
 * every inline script (a data block is never run, but the policy then covers it whatever a browser decides).
 */
export function JsonLd({ documents }: { documents: readonly unknown[] | undefined }) {
  const nonce = useNonce();
  if (!documents?.length) return null;
  return (
    <>
      {documents.map((document, index) => (
        <script
          key={index}
          type="application/ld+json"
          nonce={nonce}
          dangerouslySetInnerHTML={{ __html: jsonLdScriptText(document) }}
        />
      ))}
    </>
  );
}
