import { describe, expect, it } from 'vitest';
import { envFlag } from '../lib/config.server';
import { intlFor } from './catalogs.server';
import { formatMessages } from './formatMessages';

describe('formatMessages', () => {
  it('formats a table in the locale, keeping the placeholders named for an island to fill', () => {
    const table = {
      viewAll: { id: 'search.viewAll', defaultMessage: 'View all results for “{term}”' },
      label: { id: 'search.label', defaultMessage: 'Search' },
    };
    expect(formatMessages(intlFor('fr-CA'), table, ['term'])).toEqual({ viewAll: 'Voir tous les résultats pour « {term} »', label: 'Rechercher' });
    expect(formatMessages(intlFor('en-US'), table, ['term'])).toEqual({ viewAll: 'View all results for “{term}”', label: 'Search' });
  });
});

describe('envFlag', () => {
  it('is on for 1, true or on in any case, off for anything else', () => {
    for (const on of ['1', 'true', 'ON', ' on ']) expect(envFlag(on), on).toBe(true);
    for (const off of [undefined, '', '0', 'false', 'yes', 'enabled']) expect(envFlag(off), String(off)).toBe(false);
  });
});
