import type { ContentFailure, RenderMode } from '../types';
import { FailureCard } from './FailureCard';

/** Production shows nothing (the failure was logged); development and preview show the card. */
export function FailureView({
  failure,
  content,
  mode,
}: {
  failure: ContentFailure;
  content?: unknown;
  mode: RenderMode;
}) {
  if (mode === 'production') return null;
  return <FailureCard failure={failure} content={content} />;
}
