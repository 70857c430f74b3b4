export { PageBlocks } from './PageBlocks';
export { pageSeo, OG_IMAGE, type PageHead } from './pageSeo';
export { pageShell, COLLECTION_LOGO_HEIGHT, type PageShell } from './pageShell';
export type {
  PageSeoContent,
  HomePageContent,
  ContentPageContent,
  CategoryLandingPageContent,
  PageContent,
} from './types';
