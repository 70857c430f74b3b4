import { css } from '@emotion/react';

/** The notice's English words; an app passes its own in `RenderContext.labels.contentError`. */
export const CONTENT_ERROR_WORDS = Object.freeze({
  title: 'Something went wrong. Try again!',
  description: 'An error occurred while loading this content.',
  retry: 'Try Again',
});

export type ContentErrorWords = { -readonly [K in keyof typeof CONTENT_ERROR_WORDS]: string };

const noticeStyle = css({
  boxSizing: 'border-box',
  margin: '16px auto',
  padding: 16,
  maxWidth: 480,
  textAlign: 'center',
  '& p': { margin: '0 0 8px' },
  '& button': { font: 'inherit', padding: '8px 16px', minHeight: 44, cursor: 'pointer' },
});

/**
 * What a shopper sees where a block failed to render in the browser (production): the failure in plain words and a
 * button that renders the block again. The words come from the app (`RenderContext.labels.contentError`) so they
 * follow the page's language; the renderer knows only the English ones.
 */
export function ContentErrorNotice({
  words,
  onRetry,
}: {
  words?: Readonly<Partial<ContentErrorWords>> | undefined;
  onRetry: () => void;
}) {
  const text = { ...CONTENT_ERROR_WORDS, ...words };
  return (
    // No data-content-id: the block is not on the page (nothing counts it as shown).
    <div css={noticeStyle} data-content-error="">
      <p>
        <strong>{text.title}</strong>
      </p>
      <p>{text.description}</p>
      <button type="button" onClick={onRetry}>
        {text.retry}
      </button>
    </div>
  );
}
