/** `Sec-GPC: 1` (Global Privacy Control) or `DNT: 1` on a request: do-not-track is on for this visitor. */
export function requestDoNotTrack(headers: Headers): boolean {
  return headers.get('sec-gpc')?.trim() === '1' || headers.get('dnt')?.trim() === '1';
}
