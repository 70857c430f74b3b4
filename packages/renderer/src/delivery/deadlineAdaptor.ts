import axios, { type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { deadlineSignal } from './deadlineSignal';

/** The largest answer a Content Delivery or virtual-staging request may read; a larger one fails the request. */
export const MAX_DELIVERY_RESPONSE_BYTES = 16 * 1024 * 1024;

/** An upstream request that did not finish (headers and body) in its time. */
export class UpstreamTimeoutError extends Error {
  override name = 'UpstreamTimeoutError';
  readonly code = 'ETIMEDOUT';
  constructor(readonly timeoutMs: number) {
    super(`timed out after ${timeoutMs} ms`);
  }
}

/**
 * An axios adapter (dc-delivery-sdk-js's `adaptor` option, also taken by `StagingEnvironmentFactory`) that gives
 * every request a hard deadline: a signal (`deadlineSignal`) that ends it, body included, `timeoutMs` after it started.
 * axios's own `timeout` is a socket idle timer: an answer that trickles or stalls after its headers outlives it.
 * Answers are also capped at `MAX_DELIVERY_RESPONSE_BYTES`.
 */
export function deadlineAdaptor(timeoutMs: number): AxiosAdapter {
  const send = axios.getAdapter(axios.defaults.adapter);
  return (config: InternalAxiosRequestConfig) => {
    const signal = deadlineSignal(timeoutMs, config.signal as AbortSignal | undefined);
    const maxContentLength =
      config.maxContentLength && config.maxContentLength > 0 ? config.maxContentLength : MAX_DELIVERY_RESPONSE_BYTES;
    return send({ ...config, signal, maxContentLength }).catch((error: unknown) => {
      const timedOut = signal.aborted && (signal.reason as { name?: string } | undefined)?.name === 'TimeoutError';
      throw timedOut ? new UpstreamTimeoutError(timeoutMs) : error;
    });
  };
}
