import { describe, expect, it } from 'vitest';
import { intlFor } from '../../../platform/i18n/catalogs.server';
import { BAG_ERROR_MESSAGES } from '../bag/messages';
import { buyBoxMessagesOf, ENGLISH_BUY_BOX_MESSAGES } from './messages';

describe('the buy box’s messages', () => {
  it('en-US: the island’s own English, the bag errors those of the bag’s JSON answer', () => {
    expect(buyBoxMessagesOf(intlFor('en-US'))).toEqual(ENGLISH_BUY_BOX_MESSAGES);
    expect(ENGLISH_BUY_BOX_MESSAGES.errors).toEqual(BAG_ERROR_MESSAGES);
    expect(BAG_ERROR_MESSAGES.selection).toBe('Please select all your options above.');
  });

  it('fr-CA: the island’s props come from the catalogue, placeholders kept for the browser', () => {
    const french = buyBoxMessagesOf(intlFor('fr-CA'));
    for (const [key, english] of Object.entries(ENGLISH_BUY_BOX_MESSAGES))
      if (typeof english === 'string') expect(french[key as keyof typeof french], key).not.toBe(english);
    for (const [code, english] of Object.entries(BAG_ERROR_MESSAGES))
      expect(french.errors[code as keyof typeof french.errors], code).not.toBe(english);
    expect(french.lowStock).toContain('{stockLevel}');
    expect(french.bagCount).toContain('{count}');
    // the gallery's thumbnails are named in French, their numbers filled by ui
    expect(french.showImage).toBe('Afficher l’image {n} sur {total}');
  });
});
