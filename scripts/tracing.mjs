// Preloaded with `node --import` (tracing-wanted.mjs) when OTEL_* settings switch tracing on: the NodeSDK
// configured from the environment (exporter, endpoint, protocol, sampler, service name), with spans for
// HTTP in and out, Fastify's routes and PostgreSQL queries. It must run before the server imports pg and
// fastify, hence a preload and the import-in-the-middle hook for ES modules.
import { register } from 'node:module';

register('@opentelemetry/instrumentation/hook.mjs', import.meta.url);

// Traces only: the shop's metrics are Prometheus' (/metrics), and its logs go to stdout.
process.env.OTEL_METRICS_EXPORTER ??= 'none';
process.env.OTEL_LOGS_EXPORTER ??= 'none';
process.env.OTEL_SERVICE_NAME ??= 'baobei-jiutuan';

const [{ NodeSDK }, { HttpInstrumentation }, { PgInstrumentation }, { default: FastifyOtelInstrumentation }] = await Promise.all([
  import('@opentelemetry/sdk-node'),
  import('@opentelemetry/instrumentation-http'),
  import('@opentelemetry/instrumentation-pg'),
  import('@fastify/otel'),
]);

const sdk = new NodeSDK({
  instrumentations: [
    // The probes (/ping, /metrics) would be most of the spans and say nothing.
    new HttpInstrumentation({ ignoreIncomingRequestHook: (request) => request.url === '/ping' || request.url === '/metrics' }),
    new PgInstrumentation(),
    new FastifyOtelInstrumentation({ registerOnInitialization: true }),
  ],
});
sdk.start();

// The server ends with process.exit after draining: flush the last spans on the way out.
const flush = () => void sdk.shutdown().catch(() => undefined);
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) process.once(signal, flush);
