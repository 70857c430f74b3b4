/**
 * For stories and tests only: an in-memory `CommerceService` and the sample products it is usually given (the
 * sandbox's demo catalogue, as Shopper Search answers it).
 */
import type { CommerceProduct } from './types';
import sampleProducts from './testing/sample-products.json';

export { createFakeCommerceService, type FakeCommerceCall } from './testing/fakeCommerceService';

/** Sample products (search hits and products of the demo catalogue) for a fake service, a story or a test. */
export const SAMPLE_PRODUCTS = sampleProducts as unknown as readonly CommerceProduct[];

/** A small `ProductDetailModel` (colours 010 and 820, sizes S, M, L) for the variation rules' tests. */
export { sampleModel as sampleProductDetailModel } from './product/sampleModel';
