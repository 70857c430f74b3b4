import { type RouteConfig, index, route } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx', { id: 'home-index' }),
  route('home', 'routes/home.tsx', { id: 'home' }),
  route('t/:slug', 'routes/content-page.tsx'),
  route('c/:categoryId', 'routes/category.tsx'),
  route('category/:categoryId', 'routes/category-by-id.tsx'),
  route('search', 'routes/search.tsx'),
  route('product/:productId', 'routes/product.tsx', { id: 'product' }),
  route('p/:slug', 'routes/product.tsx', { id: 'product-slug' }),
  route('cart/items', 'routes/cart-items.tsx'),
  route('visualization/:hub/:contentId', 'routes/visualization.tsx'),
  route('contampviz/:hub/:contentId', 'routes/contampviz.tsx'),
  route('__preview', 'routes/preview-action.tsx'),
  route('__toolkit', 'toolkit/toolkit-route.ts'),
  route('newsletter/subscribe', 'routes/newsletter-subscribe.tsx'),
  route('__ridgeline/block-data', 'routes/block-data.ts'),
  route('__ridgeline/error', 'routes/diagnostics-error.tsx'),
  route('__ridgeline/visitor', 'shell/overlays/visitor-route.ts'),
  route('__ridgeline/marketing/:slot', 'shell/overlays/marketing-route.ts'),
  route('offline', 'shell/offline/offline-route.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
