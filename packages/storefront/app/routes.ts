import { type RouteConfig, index, route } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx', { id: 'home-index' }),
  route('home', 'routes/home.tsx', { id: 'home' }),
  route('t/:slug', 'routes/content-page.tsx'),
  route('c/:categoryId', 'routes/category-landing-page.tsx'),
  route('visualization/:hub/:contentId', 'routes/visualization.tsx'),
  route('contampviz/:hub/:contentId', 'routes/contampviz.tsx'),
  route('__preview', 'routes/preview-action.tsx'),
  route('__toolkit', 'toolkit/toolkit-route.ts'),
  route('newsletter/subscribe', 'routes/newsletter-subscribe.tsx'),
  route('__ridgeline/block-data', 'routes/block-data.ts'),
  route('__ridgeline/search-suggestions', 'routes/search-suggestions.ts'),
  route('__ridgeline/error', 'routes/diagnostics-error.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
