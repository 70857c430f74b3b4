// OpenTelemetry traces, only when an OTLP endpoint is configured (`OTEL_EXPORTER_OTLP_ENDPOINT` or
// `OTEL_EXPORTER_OTLP_TRACES_ENDPOINT`; docs/deploying.md, "Traces"). server.mjs imports this module before Express
// and the app, so Node's http module (incoming requests, Content Delivery's axios) is patched before anything uses
// it; `fetch` (the commerce SDK, Einstein, the search service) is traced through undici's diagnostics channels.
// Without an endpoint nothing here is loaded: no SDK, no cost. Every other setting is the SDK's own `OTEL_*`
// variables (protocol, headers, sampler, resource attributes), read by the SDK itself.

/** Whether the environment asks for traces. */
export function tracingConfigured(env = process.env) {
  return Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim() || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim());
}

/**
 * Starts the SDK: traces only (metrics stay Prometheus, logs stay JSON lines), the service named
 * `ridgeline-storefront` unless `OTEL_SERVICE_NAME` says otherwise. Static assets and the operators' probes make no
 * spans. Returns a function that flushes and stops the SDK (called on shutdown).
 */
export async function startTracing(env = process.env) {
  const [{ NodeSDK }, { HttpInstrumentation }, { UndiciInstrumentation }] = await Promise.all([
    import('@opentelemetry/sdk-node'),
    import('@opentelemetry/instrumentation-http'),
    import('@opentelemetry/instrumentation-undici'),
  ]);
  const quiet = /^\/(assets\/|healthz$|readyz$|metrics$|favicon)/;
  const sdk = new NodeSDK({
    serviceName: env.OTEL_SERVICE_NAME?.trim() || 'ridgeline-storefront',
    // traces only: the SDK would otherwise also read OTEL_METRICS_EXPORTER / OTEL_LOGS_EXPORTER and start exporters
    metricReaders: [],
    logRecordProcessors: [],
    instrumentations: [
      new HttpInstrumentation({ ignoreIncomingRequestHook: (request) => quiet.test(request.url ?? '') }),
      new UndiciInstrumentation(),
    ],
  });
  sdk.start();
  return () => sdk.shutdown();
}
