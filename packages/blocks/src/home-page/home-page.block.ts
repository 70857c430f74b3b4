import { defineBlock } from '@ridgeline/renderer';
import type { HomePageContent } from '../page/types';
import { SCHEMAS } from '../shared/cms';
import { HomePage } from './HomePage';

export const homePageBlock = defineBlock<HomePageContent>({
  schema: SCHEMAS.homePage,
  component: HomePage,
});
