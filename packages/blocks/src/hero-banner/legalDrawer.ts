import { nonEmpty } from '../shared/cms';
import type { HeroBannerContent } from './types';

type WithLegalDrawer = { legalLink: { linkText: string; legalBody: string } };

/** Whether a hero banner shows a legal drawer link (text and body both given): the only part of it that needs code. */
export function hasLegalDrawer<C extends Pick<HeroBannerContent, 'legalLink'>>(
  content: C,
): content is C & WithLegalDrawer {
  return nonEmpty(content.legalLink?.linkText) && nonEmpty(content.legalLink?.legalBody);
}
