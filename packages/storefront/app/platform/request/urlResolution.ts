import {
  resolveUnknownPath as resolveWith,
  type ResolveUnknownPathInput,
  type UrlResolution,
} from '@ridgeline/commerce/server';
import { sameOriginPath } from '../safeRedirect';
import { urls } from '../urls';

/**
 * What an address no route knows stands for (`resolveUnknownPath` of `@ridgeline/commerce/server`: the URL mapping's
 * rules), with this shop's product addresses and its one same-origin check (`sameOriginPath`) on every `Location`.
 */
export function resolveUnknownPath(
  input: Omit<ResolveUnknownPathInput, 'productPath' | 'sameOriginPath'>,
): Promise<UrlResolution> {
  return resolveWith({
    ...input,
    productPath: (productId, localeId) => urls.product(productId, { localeId }),
    sameOriginPath,
  });
}
