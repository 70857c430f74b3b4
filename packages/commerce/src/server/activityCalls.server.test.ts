import { describe, expect, it } from 'vitest';
import { activityCallOf, anchorsOf } from './activityCalls.server';

describe('activityCallOf', () => {
  it('names the browser activities, a recommender and a zone', () => {
    expect(activityCallOf('activities/viewPage')).toEqual({ kind: 'activity', name: 'viewPage' });
    expect(activityCallOf('recs/products-in-all-categories')).toEqual({
      kind: 'recs',
      recommender: 'products-in-all-categories',
    });
    expect(activityCallOf('zones/home-top/recs')).toEqual({ kind: 'zone', zone: 'home-top' });
  });

  it('refuses a server-only activity, a path that climbs out and an unknown shape', () => {
    expect(activityCallOf('activities/checkoutStep')).toBeUndefined();
    expect(activityCallOf('recs/../admin')).toBeUndefined();
    expect(activityCallOf('zones/home-top')).toBeUndefined();
    expect(activityCallOf('')).toBeUndefined();
  });
});

describe('anchorsOf', () => {
  it('keeps product and category ids, leaving the empty lists out', () => {
    expect(anchorsOf({ products: [{ id: 'RM1001' }], categories: [] })).toEqual({ products: ['RM1001'] });
    expect(anchorsOf({})).toEqual({});
  });

  it('refuses a non-list, an id of another shape and too many anchors', () => {
    expect(anchorsOf({ products: 'RM1001' })).toBeUndefined();
    expect(anchorsOf({ products: [{ id: '<script>' }] })).toBeUndefined();
    expect(anchorsOf({ categories: Array.from({ length: 25 }, (_, i) => ({ id: `c${i}` })) })).toBeUndefined();
  });
});
