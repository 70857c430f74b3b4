import type { ContentItem } from '@ridgeline/renderer';
import type { ButtonGroupFields } from '../shared/generated';

/** Delivered `https://schema.ridgeline.dev/button-group` content; the fields come from schemas/button-group.json. */
export interface ButtonGroupContent extends ContentItem, ButtonGroupFields {}

export type ButtonGroupButton = ButtonGroupFields['buttons'][number];
