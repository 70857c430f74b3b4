import type { ContentItem } from '@ridgeline/renderer';
import type { DiagnosticThrowFields } from '../shared/generated';

/** Delivered `https://schema.ridgeline.dev/diagnostic-throw` content; the fields come from schemas/diagnostic-throw.json. */
export interface DiagnosticThrowContent extends ContentItem, DiagnosticThrowFields {}
