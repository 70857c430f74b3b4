import { useLocation, useMatches } from 'react-router';
import { PreviewToolbar as PreviewToolbarView } from '@ridgeline/ui';
import {
  applyPreviewGroups,
  authoringHref,
  formatPreviewTimestamp,
  formatWall,
  minimumPreviewWall,
  PREVIEW_DATE_FORMAT,
  previewTimestampFromInput,
  type PreviewInfo,
} from '@ridgeline/renderer';

/** The delivery id of the item the current route rendered (its loader's `content._meta.deliveryId`). */
function useRenderedContentId(): string | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const id = (matches[i]?.data as { content?: { _meta?: { deliveryId?: unknown } } } | undefined)?.content?._meta
      ?.deliveryId;
    if (typeof id === 'string') return id;
  }
  return undefined;
}

/**
 * The preview toolbar (docs/behaviour/preview.md#toolbar): the ui's `PreviewToolbar` with this page's content item, the
 * `/__preview` action and the time machine's date rules (DD/MM/YYYY HH:mm:ss, minimum today).
 */
export function PreviewToolbar({ preview }: { preview: PreviewInfo }) {
  const location = useLocation();
  const contentId = useRenderedContentId();
  return (
    <PreviewToolbarView
      preview={{
        ...preview,
        ...(preview.timestamp !== undefined ? { timestampText: formatPreviewTimestamp(preview.timestamp) } : {}),
      }}
      action="/__preview"
      returnTo={`${location.pathname}${location.search}`}
      {...(contentId
        ? { contentItem: { id: contentId, authoringHref: authoringHref(preview.authoringUrl, preview.hub, contentId) } }
        : {})}
      dateFormat={PREVIEW_DATE_FORMAT}
      // eslint-disable-next-line react-hooks/purity -- today's date: the same on every render of the day
      datePlaceholder={formatWall(minimumPreviewWall(Date.now()))}
      validateDate={(input) => {
        const result = previewTimestampFromInput(input, Date.now());
        return result.ok ? undefined : result.message;
      }}
      onApplyGroups={applyPreviewGroups}
    />
  );
}
