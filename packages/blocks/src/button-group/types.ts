import type { ContentItem } from '@ridgeline/renderer';
import type { ImageLink, UrlTarget } from '../shared/cms';

export interface ButtonGroupButton {
  text: string;
  url: string;
  urlTarget?: UrlTarget;
  avatar?: { src?: ImageLink; name?: string };
}

/** Delivered `https://schema.ridgeline.dev/button-group` content. */
export interface ButtonGroupContent extends ContentItem {
  headerText?: { sectionHeaderText?: string; placement?: 'Above' | 'Inline' };
  buttons: ButtonGroupButton[];
  buttonStyle?: string;
  responsiveBehavior?: 'Content Overflow' | 'Content Stack';
}
