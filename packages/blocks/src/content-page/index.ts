export { ContentPage, type ContentPageProps } from './ContentPage';
export { contentPageBlock } from './content-page.block';
