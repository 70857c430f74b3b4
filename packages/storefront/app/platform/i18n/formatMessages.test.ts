import { describe, expect, it } from 'vitest';
import { envFlag } from '../config.server';
import { intlFor } from './catalogs.server';
import { formatMessages, unlessEnglish } from './formatMessages';

describe('formatMessages', () => {
  it('formats a table in the locale, keeping the placeholders named for an island to fill', () => {
    const table = {
      viewAll: { id: 'search.viewAll', defaultMessage: 'View all results for “{term}”' },
      label: { id: 'search.label', defaultMessage: 'Search' },
    };
    expect(formatMessages(intlFor('fr-CA'), table, ['term'])).toEqual({
      viewAll: 'Voir tous les résultats pour « {term} »',
      label: 'Rechercher',
    });
    expect(formatMessages(intlFor('en-US'), table, ['term'])).toEqual({
      viewAll: 'View all results for “{term}”',
      label: 'Search',
    });
  });
});

describe('unlessEnglish', () => {
  const english = { label: 'Search', groups: { recent: 'Recent searches' } };

  it('is undefined for the English words, nested tables included, whatever the key order', () => {
    expect(unlessEnglish({ groups: { recent: 'Recent searches' }, label: 'Search' }, english)).toBeUndefined();
  });

  it('gives the words back when one differs, at any depth', () => {
    const french = { label: 'Rechercher', groups: { recent: 'Recent searches' } };
    expect(unlessEnglish(french, english)).toBe(french);
    const group = { label: 'Search', groups: { recent: 'Recherches récentes' } };
    expect(unlessEnglish(group, english)).toBe(group);
  });
});

describe('envFlag', () => {
  it('is on for 1, true or on in any case, off for anything else', () => {
    for (const on of ['1', 'true', 'ON', ' on ']) expect(envFlag(on), on).toBe(true);
    for (const off of [undefined, '', '0', 'false', 'yes', 'enabled']) expect(envFlag(off), String(off)).toBe(false);
  });
});
