import type { ContentItem } from '@ridgeline/renderer';
import type { CmsFont, CmsLink, CmsTextColor, CtaButton, ImageLink, SpaceBelow, UrlTarget } from '../shared/cms';

/** Delivered `https://schema.ridgeline.dev/hero-banner` content. */
export interface HeroBannerContent extends ContentItem {
  imageObject: {
    dynamicImage: ImageLink;
    altText?: string;
    link?: CmsLink;
    linkTarget?: UrlTarget;
    logoColor?: 'dark' | 'light';
  };
  layout?: {
    contentWidth?: 'narrow' | 'default';
    verticalAlignment?: 'Top' | 'Middle' | 'Bottom';
    horizontalAlignment?: 'Left' | 'Center' | 'Right';
    contentJustification?: 'Left' | 'Center' | 'Right';
  };
  preheader?: { text?: string; color?: CmsTextColor };
  headline: { text: string; font?: CmsFont; color?: CmsTextColor };
  body?: { bodyText?: string; bodyColor?: CmsTextColor };
  buttonStyles?: { btnVariant?: string; btnColor?: string };
  desktopButtons?: CtaButton[];
  mobileButton?: CtaButton;
  secondaryGraphic?: { image?: ImageLink; altText?: string };
  spaceBelow?: SpaceBelow;
  fetchPriority?: 'auto' | 'high' | 'low';
  /** `legalBody` is HTML, sanitized by the renderer on the server. */
  legalLink?: { linkText?: string; legalBody?: string };
}
