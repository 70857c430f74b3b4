import { createContext, useContext } from 'react';

/**
 * The Content-Security-Policy nonce of the document being rendered (see README, "Security headers"). On the server
 * entry.server provides the response's fresh nonce; in the browser the entries read it back from the document
 * (`documentNonce`), so whole-document hydration renders the same `nonce` attributes and the scripts and styles the
 * browser adds later carry it too.
 */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}

/**
 * The nonce of this document, from an element the server gave it to. Browsers hide the attribute's value from the
 * DOM (`getAttribute('nonce')` is empty) but keep it in the `nonce` property, which is what is read here.
 */
export function documentNonce(root: Pick<Document, 'querySelector'> = document): string | undefined {
  const element = root.querySelector<HTMLElement>('script[nonce], style[nonce]');
  return element?.nonce || element?.getAttribute('nonce') || undefined;
}
