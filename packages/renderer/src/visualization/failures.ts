import { STATE_KEY, stateOf } from '../contentModel';

/** How many items of a prepared tree failed preparation (each shows a failure card in preview). */
export function failedItemCount(content: unknown): number {
  if (Array.isArray(content)) return content.reduce((total: number, entry) => total + failedItemCount(entry), 0);
  if (typeof content !== 'object' || content === null) return 0;
  if (stateOf(content)?.status === 'failed') return 1;
  let total = 0;
  for (const [key, value] of Object.entries(content))
    if (key !== '_meta' && key !== STATE_KEY) total += failedItemCount(value);
  return total;
}

/** What a screen reader hears after a live edit: whether every block is shown, or how many need fixing. */
export function liveEditAnnouncement(failed: number): string {
  if (failed === 0) return 'Preview updated. Every block is shown.';
  return `Preview updated. ${failed} ${failed === 1 ? 'block needs' : 'blocks need'} attention.`;
}
