import { describe, expect, it } from 'vitest';
import { FIT_TIP_MAX_LENGTH, toProductDetailModel, type DetailProduct } from './fromCommerce';

const options = { sanitize: (html: string) => html, path: '/product/P1', locale: 'en-US', currency: 'USD' };
const model = (product: Partial<DetailProduct>, fitTip?: boolean) =>
  toProductDetailModel({ id: 'P1', name: 'Jacket', ...product } as DetailProduct, new Map(), {
    ...options,
    maxOrderQuantity: 10,
    ...(fitTip === undefined ? {} : { fitTip }),
  });

describe('fit tip', () => {
  it('is the product’s c_fitTip as plain text, and none when absent, blank, too long or switched off', () => {
    expect(model({ c_fitTip: '  Runs small: we suggest one size up ' }).fitTip).toBe(
      'Runs small: we suggest one size up',
    );
    expect(model({}).fitTip).toBeUndefined();
    expect(model({ c_fitTip: '   ' }).fitTip).toBeUndefined();
    expect(model({ c_fitTip: 42 }).fitTip).toBeUndefined();
    expect(model({ c_fitTip: 'x'.repeat(FIT_TIP_MAX_LENGTH + 1) }).fitTip).toBeUndefined();
    expect(model({ c_fitTip: 'Runs small' }, false).fitTip).toBeUndefined();
  });
});
