import type { ProductBuyBoxProps } from './ProductBuyBox';

const image = (colour: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="496" height="521"><rect width="100%" height="100%" fill="${colour}"/></svg>`)}`;

/** A jacket in two colours and three sizes, Pine and M chosen, en-US. */
export const buyBoxProps: ProductBuyBoxProps = {
  productId: 'RM1001',
  name: 'Summit Shell Jacket',
  locale: 'en-US',
  currency: 'USD',
  images: [{ src: image('#4d5a3c'), alt: 'Summit Shell Jacket, Pine', thumbnail: { src: image('#4d5a3c') } }],
  galleryKey: 'pine',
  price: { type: 'single', sales: 189 },
  colourPrices: [
    { id: 'pine', name: 'Pine', price: { type: 'single', sales: 189 } },
    { id: 'black', name: 'Black', price: { type: 'single', sales: 189 } },
  ],
  promotions: ['<strong>Free shipping</strong> for members'],
  attributes: [
    {
      id: 'color',
      name: 'Colour',
      variant: 'swatch',
      selected: 'pine',
      options: [
        { value: 'pine', name: 'Pine', href: '?color=pine&size=M', orderable: true, swatchUrl: image('#4d5a3c') },
        { value: 'black', name: 'Black', href: '?color=black&size=M', orderable: true, swatchUrl: image('#1f1f22') },
      ],
    },
    {
      id: 'size',
      name: 'Size',
      variant: 'chip',
      selected: 'M',
      options: ['S', 'M', 'L'].map((size) => ({
        value: size,
        name: size,
        href: `?color=pine&size=${size}`,
        orderable: size !== 'L',
      })),
    },
  ],
  onSelect: () => {},
  stock: { show: true, orderable: true, level: 3 },
  form: {
    action: '/cart/items',
    pid: 'RM1001-PINE-M',
    returnTo: '/product/RM1001?color=pine&size=M',
    onSubmit: () => {},
  },
  quantity: { min: 1, max: 3, step: 1, value: 1, onChange: () => {} },
  pending: false,
  added: null,
  onCloseAdded: () => {},
  links: { checkout: '/checkout', cart: '/cart' },
  text: {
    images: 'Summit Shell Jacket images',
    addToBag: 'Add to Bag',
    outOfStock: 'Out of stock',
    lowStock: 'Only {stockLevel} left!',
    quantity: 'Quantity',
    decrease: 'Decrease quantity',
    increase: 'Increase quantity',
    addedToBag: 'Added to bag',
    checkout: 'Checkout',
    qty: 'Qty',
    close: 'Close',
    bag: (count) => (count === undefined ? 'Bag' : `Bag (${count})`),
  },
};
