import type { ContentItem } from '@ridgeline/renderer';
import type { CmsLink, CmsTextColor, ImageLink, UrlTarget } from '../shared/cms';

export interface StoryCard {
  image: ImageLink;
  altText?: string;
  link?: CmsLink;
  linkTarget?: UrlTarget;
  cardText?: string;
  cardHeadline: string;
}

/** Delivered `https://schema.ridgeline.dev/story-slider` content. */
export interface StorySliderContent extends ContentItem {
  titleCardObj?: {
    /** A ui palette name. */
    titleCardColor?: string;
    titleCardBody?: string;
    titleCardBodyColor?: CmsTextColor;
    titleCardHeadline?: string;
    titleCardHeadlineColor?: CmsTextColor;
  };
  backgroundImgObj?: {
    image?: ImageLink;
    /** A ui palette name. */
    backgroundColor?: string;
  };
  cards: StoryCard[];
}
