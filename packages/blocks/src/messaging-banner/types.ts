import type { ContentItem } from '@ridgeline/renderer';
import type { PaletteName } from '@ridgeline/ui';
import type { CmsFont, CmsTextColor, UrlTarget } from '../shared/cms';

export interface MessagingBannerButton {
  buttonText: string;
  url: string;
  urlTarget?: UrlTarget;
  buttonColor?: string;
}

/** Delivered `https://schema.ridgeline.dev/messaging-banner` content. */
export interface MessagingBannerContent extends ContentItem {
  headline: {
    localizableText: string;
    /** HTML, sanitized by the renderer on the server. */
    legalText?: string;
    font?: CmsFont;
    fontColor?: CmsTextColor;
  };
  backgroundColor?: PaletteName;
  buttonGroupSection?: {
    url?: string;
    addArrowForwardIcon?: boolean;
    linkTarget?: UrlTarget;
    buttonGroup?: MessagingBannerButton[];
  };
  layout?: { isStacked?: boolean };
}
