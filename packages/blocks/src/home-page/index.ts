export { HomePage, type HomePageProps } from './HomePage';
export { homePageBlock } from './home-page.block';
