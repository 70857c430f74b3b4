import styled from '@emotion/styled';
import { Island } from '@ridgeline/renderer';
import { theme } from '@ridgeline/ui';
import { ShopDataLayer } from '../../shell/dataLayer/ShopDataLayer';
import { priceOf } from '../../shell/dataLayer/shopEvents';
import type { ProductCopy } from './fromCommerce';
import { ProductAccordions } from './ProductAccordions';
import { PRODUCT_DETAIL_ISLAND, ProductDetail, type ProductDetailProps } from './ProductDetail';

export interface ProductPageProps {
  detail: ProductDetailProps;
  copy: ProductCopy;
}

const Page = styled.div({
  maxWidth: theme.sizes.content,
  margin: '0 auto',
  padding: `${theme.space[6]} ${theme.space[4]} ${theme.space[16]}`,
});

/** The product page's data-layer data: the product (master id, name, price) once it has loaded. */
export function productPageData({ model }: Pick<ProductDetailProps, 'model'>) {
  const price = priceOf(model.price);
  return {
    pageType: 'product' as const,
    locale: model.locale,
    currency: model.currency,
    product: { id: model.id, name: model.name, ...(price !== undefined ? { price } : {}) },
  };
}

/**
 * The product page: the buy box is one island (`interaction`: its code loads on the shopper's first pointer, touch,
 * focus or key in it); the accordions below are static HTML.
 */
export function ProductPage({ detail, copy }: ProductPageProps) {
  return (
    <Page data-product-page={detail.model.id}>
      <Island kind={PRODUCT_DETAIL_ISLAND} trigger="interaction" props={detail}>
        <ProductDetail {...detail} />
      </Island>
      <ProductAccordions copy={copy} />
      <ShopDataLayer data={productPageData(detail)} />
    </Page>
  );
}
