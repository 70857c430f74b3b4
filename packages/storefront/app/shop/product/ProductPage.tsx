import styled from '@emotion/styled';
import { Island } from '@ridgeline/renderer';
import { theme } from '@ridgeline/ui';
import type { ProductCopy } from './fromCommerce';
import { WISHLIST_HEART_ISLAND, WishlistHeart, type WishlistHeartProps } from '../../account/wishlist/WishlistHeart';
import { WISHLIST_MARKS_ISLAND } from '../../account/wishlist/WishlistMarks';
import { ProductAccordions } from './ProductAccordions';
import { PRODUCT_DETAIL_ISLAND, ProductDetail, type ProductDetailProps } from './ProductDetail';

export interface ProductPageProps {
  detail: ProductDetailProps;
  copy: ProductCopy;
  /** The wish-list control (`WISHLIST_ENABLED`), for this locale. */
  wishlist?: { localeId: string };
}

const Page = styled.div({
  maxWidth: theme.sizes.content,
  margin: '0 auto',
  padding: `${theme.space[6]} ${theme.space[4]} ${theme.space[16]}`,
});

/**
 * The product page: the buy box is one island (`interaction`: its code loads on the shopper's first pointer, touch,
 * focus or key in it); the accordions below are static HTML.
 */
export function ProductPage({ detail, copy, wishlist }: ProductPageProps) {
  const heart: WishlistHeartProps | undefined = wishlist ? { productId: detail.model.id, productName: detail.model.name, localeId: wishlist.localeId } : undefined;
  return (
    <Page data-product-page={detail.model.id}>
      <Island kind={PRODUCT_DETAIL_ISLAND} trigger="interaction" props={detail}>
        <ProductDetail {...detail} />
      </Island>
      {heart ? (
        <>
          <Island kind={WISHLIST_HEART_ISLAND} trigger="interaction" props={heart}>
            <WishlistHeart {...heart} />
          </Island>
          <Island kind={WISHLIST_MARKS_ISLAND} trigger="idle" props={{}}>
            {null}
          </Island>
        </>
      ) : null}
      <ProductAccordions copy={copy} />
    </Page>
  );
}
