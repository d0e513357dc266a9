// Tracing is off unless the standard OTEL_* settings ask for it: an exporter other than `none`, or an OTLP
// endpoint. Off, the server loads no OpenTelemetry code at all (supervise.mjs adds the preload only when on).
export function tracingWanted(env) {
  if (env.OTEL_SDK_DISABLED === 'true') return false;
  const exporter = (env.OTEL_TRACES_EXPORTER ?? '').trim();
  if (exporter !== '') return exporter !== 'none';
  return Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT);
}

/** The node arguments that start tracing before the server's first import (an ESM loader hook for `pg`). */
export const tracingArgs = (env) => (tracingWanted(env) ? ['--import', new URL('./tracing.mjs', import.meta.url).pathname] : []);
