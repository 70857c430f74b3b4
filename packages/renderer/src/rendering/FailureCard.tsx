import { css } from '@emotion/react';
import { withoutState } from '../contentModel';
import type { ContentFailure } from '../types';

/** Shared with the server-render placeholder so a card replacing it does not move the page. */
export const FAILURE_CARD_MIN_HEIGHT = 96;

const TITLES: Record<ContentFailure['kind'], string> = {
  'missing-schema': 'Content without a schema',
  'unresolved-link': 'Linked content not inlined',
  'unknown-schema': 'No block for this schema',
  'invalid-content': 'Content does not match its schema',
  'loader-failed': 'Block data failed to load',
  'block-error': 'Block failed to render',
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
  const rawJson =
    failure.kind === 'unknown-schema' && content && typeof content === 'object'
      ? JSON.stringify(withoutState(content as Record<string, unknown>), null, 2)
      : undefined;
  return (
    <div
      role="group"
      aria-label={`Content failure: ${failure.kind}`}
      tabIndex={0}
      css={cardStyle}
      data-ridgeline-failure={failure.kind}
      data-schema={failure.schema}
      data-content-id={failure.deliveryId}
    >
      <p>
        <strong>{TITLES[failure.kind]}</strong> (<code>{failure.kind}</code>)
      </p>
      <dl>
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
      </dl>
      {failure.kind === 'invalid-content' ? (
        <ul aria-label="Field errors">
          {failure.errors.map((error, index) => (
            <li key={`${error.path}:${index}`}>
              <code>{error.path || '(item)'}</code> {error.message}
            </li>
          ))}
        </ul>
      ) : (
        <p>{failure.message}</p>
      )}
      {failure.kind === 'unresolved-link' ? (
        <p>
          Hint: <strong>{failure.hint}</strong>
        </p>
      ) : null}
      {rawJson ? (
        <pre tabIndex={0} aria-label="Raw content JSON">
          {rawJson}
        </pre>
      ) : null}
    </div>
  );
}
