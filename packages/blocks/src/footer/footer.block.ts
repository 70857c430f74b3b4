import { defineBlock } from '@ridgeline/renderer';
import { SCHEMAS } from '../shared/cms';
import { Footer } from './Footer';
import type { FooterContent } from './types';

export const footerBlock = defineBlock<FooterContent>({
  schema: SCHEMAS.footer,
  component: Footer,
});
