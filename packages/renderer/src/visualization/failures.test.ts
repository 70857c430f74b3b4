import { STATE_KEY } from '../contentModel';
import { describe, expect, it } from 'vitest';
import { failedItemCount, liveEditAnnouncement } from './failures';

const ok = (extra: object = {}) => ({ _meta: { schema: 's:ok' }, [STATE_KEY]: { status: 'ok' }, ...extra });
const failed = { _meta: { schema: 's:bad' }, [STATE_KEY]: { status: 'failed', failure: { kind: 'invalid-content' } } };

describe('live visualization failures', () => {
  it('counts failed items anywhere in the prepared tree, each once', () => {
    expect(failedItemCount(ok())).toBe(0);
    expect(failedItemCount(failed)).toBe(1);
    expect(failedItemCount(ok({ blocks: [ok(), failed, ok({ variants: [{ content: [failed] }] })] }))).toBe(2);
    expect(failedItemCount(null)).toBe(0);
  });

  it('announces the result of an edit in words', () => {
    expect(liveEditAnnouncement(0)).toBe('Preview updated. Every block is shown.');
    expect(liveEditAnnouncement(1)).toBe('Preview updated. 1 block needs attention.');
    expect(liveEditAnnouncement(3)).toBe('Preview updated. 3 blocks need attention.');
  });
});
