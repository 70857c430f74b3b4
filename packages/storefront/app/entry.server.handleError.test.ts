import { describe, expect, it } from 'vitest';
import { handleError } from './entry.server';
import { captureLog } from './testing/logCapture';
import { runWithRequestId } from './platform/log.server';

describe("handleError (loader and action errors, React Router's hook)", () => {
  it('writes one route-error line with the request id, the path (no query) and the error; a thrown Response or an aborted request none', () => {
    const logs = captureLog();
    const request = new Request('http://shop.test/t/about?email=ada%40example.com');
    runWithRequestId('req-route', () => handleError(new Error('Content Delivery failed'), { request }));
    handleError(new Response(null, { status: 404 }), { request });
    const aborted = new AbortController();
    aborted.abort();
    handleError(new Error('gone'), { request: new Request('http://shop.test/', { signal: aborted.signal }) });
    expect(logs.lines()).toHaveLength(1);
    expect(logs.lines()[0]).toMatchObject({
      level: 'error',
      requestId: 'req-route',
      event: 'route-error',
      url: '/t/about',
      message: 'Content Delivery failed',
      err: { type: 'Error' },
    });
    expect(logs.text()).not.toContain('example.com');
  });
});
