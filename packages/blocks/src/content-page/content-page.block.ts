import { defineBlock } from '@ridgeline/renderer';
import type { ContentPageContent } from '../page/types';
import { SCHEMAS } from '../shared/cms';
import { ContentPage } from './ContentPage';

export const contentPageBlock = defineBlock<ContentPageContent>({
  schema: SCHEMAS.contentPage,
  component: ContentPage,
});
