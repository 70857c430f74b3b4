export { CategoryLandingPage, type CategoryLandingPageProps } from './CategoryLandingPage';
export { categoryLandingPageBlock } from './category-landing-page.block';
