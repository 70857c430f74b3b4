import { css } from '@emotion/react';
import { useId } from 'react';
import { withoutState } from '../contentModel';
import type { ContentFailure } from '../types';
import { readablePath } from '../validation/readablePath';

/** Shared with the server-render placeholder so a card replacing it does not move the page. */
export const FAILURE_CARD_MIN_HEIGHT = 96;

// In an editor's words: what happened and, where it is theirs to fix, what to do. The technical
// detail (kind, schema, ids, position, developer hints) sits below, folded.
const TITLES: Record<ContentFailure['kind'], string> = {
  'missing-schema': 'This item has no content type',
  'unresolved-link': 'A linked item could not be loaded',
  'unknown-schema': 'This content type cannot be shown on the storefront yet',
  'invalid-content': 'Some fields need fixing',
  'loader-failed': "This block's data could not be loaded",
  'block-error': 'This block could not be displayed',
};

const ADVICE: Partial<Record<ContentFailure['kind'], string>> = {
  'unresolved-link': 'Check that the linked item exists and is published (or staged for this preview).',
  'unknown-schema': 'Ask a developer to add a block for this content type, or use another one.',
  'invalid-content': 'Edit the fields below in Amplience; the block shows again once they are valid.',
  'loader-failed': 'Check the product or category ids in this block; if they are right, try again later.',
};

const cardStyle = css({
  boxSizing: 'border-box',
  minHeight: FAILURE_CARD_MIN_HEIGHT,
  margin: '8px 0',
  padding: '12px 16px',
  border: '2px dashed #b42318',
  borderRadius: 6,
  background: '#fff4f2',
  color: '#3a0a06',
  font: '14px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  textAlign: 'left',
  overflowWrap: 'anywhere',
  '&:focus-visible': { outline: '3px solid #1849a9', outlineOffset: 2 },
  p: { margin: '0 0 6px' },
  code: { font: '13px/1.4 ui-monospace, SFMono-Regular, Menlo, monospace' },
  dl: { display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '2px 12px', margin: '0 0 6px' },
  dt: { fontWeight: 600 },
  dd: { margin: 0 },
  summary: { cursor: 'pointer', fontWeight: 600, margin: '0 0 6px' },
  ul: { margin: '0 0 6px', paddingLeft: 20 },
  pre: {
    maxHeight: 240,
    overflow: 'auto',
    margin: 0,
    padding: 8,
    background: '#fff',
    border: '1px solid #f4c7c0',
    whiteSpace: 'pre-wrap',
  },
});

export interface FailureCardProps {
  failure: ContentFailure;
  /** The failed item, shown as JSON for unknown schemas so the editor sees what arrived. */
  content?: unknown;
}

/**
 * The development / preview stand-in for a block that could not render: it sits where the
 * block would, is reachable with the keyboard and says what to fix.
 */
export function FailureCard({ failure, content }: FailureCardProps) {
  const id = useId();
  const advice = ADVICE[failure.kind];
  const rawJson =
    failure.kind === 'unknown-schema' && content && typeof content === 'object'
      ? JSON.stringify(withoutState(content as Record<string, unknown>), null, 2)
      : undefined;
  return (
    <div
      role="group"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-message`}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- the card is reachable with the keyboard (README)
      tabIndex={0}
      css={cardStyle}
      data-ridgeline-failure={failure.kind}
      data-schema={failure.schema}
      data-content-id={failure.deliveryId}
    >
      <p>
        <strong id={`${id}-title`}>{TITLES[failure.kind]}</strong>
      </p>
      <div id={`${id}-message`}>
        {failure.kind === 'invalid-content' ? (
          <ul aria-label="Fields to fix">
            {failure.errors.map((error, index) => (
              <li key={`${error.path}:${index}`}>
                <strong>{readablePath(error.path)}</strong> {error.message} (<code>{error.path || '(item)'}</code>)
              </li>
            ))}
          </ul>
        ) : (
          <p>{failure.message}</p>
        )}
        {advice ? <p>{advice}</p> : null}
        {failure.location ? <p>Where on the page: {readablePath(failure.location)}</p> : null}
      </div>
      <details>
        <summary>Technical details</summary>
        <dl>
          <dt>Failure</dt>
          <dd>
            <code>{failure.kind}</code>
          </dd>
          {failure.schema ? (
            <>
              <dt>Schema</dt>
              <dd>
                <code>{failure.schema}</code>
              </dd>
            </>
          ) : null}
          {failure.deliveryId ? (
            <>
              <dt>Delivery id</dt>
              <dd>
                <code>{failure.deliveryId}</code>
              </dd>
            </>
          ) : null}
          {failure.location ? (
            <>
              <dt>Position</dt>
              <dd>
                <code>{failure.location}</code>
              </dd>
            </>
          ) : null}
          {failure.kind === 'unresolved-link' ? (
            <>
              <dt>Hint</dt>
              <dd>{failure.hint}</dd>
            </>
          ) : null}
        </dl>
      </details>
      {rawJson ? (
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus to scroll by keyboard
        <pre tabIndex={0} aria-label="Raw content JSON">
          {rawJson}
        </pre>
      ) : null}
    </div>
  );
}
