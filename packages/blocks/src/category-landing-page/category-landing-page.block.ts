import { defineBlock } from '@ridgeline/renderer';
import type { CategoryLandingPageContent } from '../page/types';
import { SCHEMAS } from '../shared/cms';
import { CategoryLandingPage } from './CategoryLandingPage';

export const categoryLandingPageBlock = defineBlock<CategoryLandingPageContent>({
  schema: SCHEMAS.categoryLandingPage,
  component: CategoryLandingPage,
});
