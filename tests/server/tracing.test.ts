import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dialects, type Dialect } from './helpers/testApp';

interface Span { name: string; kind: number; traceId: string; attributes: { key: string; value: { stringValue?: string } }[] }
interface Export { resourceSpans: { scopeSpans: { scope: { name: string }; spans: Span[] }[] }[] }

/** An OTLP/HTTP (JSON) collector: every span it is sent, with the instrumentation that made it. */
function collector(): Promise<{ server: Server; url: string; spans: (Span & { scope: string })[] }> {
  const spans: (Span & { scope: string })[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const sent = JSON.parse(body) as Export;
      for (const scoped of sent.resourceSpans.flatMap((r) => r.scopeSpans)) spans.push(...scoped.spans.map((s) => ({ ...s, scope: scoped.scope.name })));
      response.setHeader('content-type', 'application/json').end('{}');
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, spans })));
}

function startShop(dialect: Dialect, env: Record<string, string>): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, ['--import', 'tsx', '--import', './scripts/tracing.mjs', 'tests/server/tracing/tracedShop.ts', dialect], {
    env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const port = /listening (\d+)/.exec(out)?.[1];
      if (port) resolve({ child, port: Number(port) });
    });
    child.once('exit', (code) => reject(new Error(`the traced shop ended (${code}) before listening`)));
  });
}

const until = async (condition: () => boolean) => {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 50));
};
const attribute = (span: Span, key: string) => span.attributes.find((a) => a.key === key)?.value.stringValue;

describe('which settings switch tracing on', () => {
  it('none without OTEL_* settings, so the server loads no OpenTelemetry code', () => {
    const script = `import { tracingArgs } from './scripts/tracing-wanted.mjs';
      console.log(JSON.stringify([{}, { OTEL_TRACES_EXPORTER: 'none' }, { OTEL_TRACES_EXPORTER: 'console', OTEL_SDK_DISABLED: 'true' },
        { OTEL_TRACES_EXPORTER: 'console' }, { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' }].map((env) => tracingArgs(env).length > 0)));`;
    const wanted = JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' })) as boolean[];
    expect(wanted).toEqual([false, false, false, true, true]);
  });
});

describe('npm run scaleout', () => {
  it('starts each app process with the tracing preload only when OTEL_* settings switch tracing on', () => {
    const script = `import { appProcessArgs } from './scripts/scaleout.mjs';
      console.log(JSON.stringify([appProcessArgs({}, true), appProcessArgs({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' }, false)]));`;
    const [off, on] = JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' })) as string[][];
    expect(off).toEqual(['--enable-source-maps', 'dist/app/main.js', '--seed']);
    expect(on.slice(0, 2)).toEqual(['--import', expect.stringMatching(/scripts\/tracing\.mjs$/)]);
    expect(on.slice(2)).toEqual(['--enable-source-maps', 'dist/app/main.js']);
  });
});

describe.each(dialects())('OpenTelemetry tracing switched on with OTEL_* (%s)', (dialect) => {
  it('sends a server span for a request, with its route, and on PostgreSQL the query spans in the same trace', async () => {
    const otlp = await collector();
    const shop = await startShop(dialect, {
      OTEL_TRACES_EXPORTER: 'otlp', OTEL_EXPORTER_OTLP_ENDPOINT: otlp.url, OTEL_EXPORTER_OTLP_TRACES_PROTOCOL: 'http/json', OTEL_BSP_SCHEDULE_DELAY: '100',
    });
    try {
      expect((await fetch(`http://127.0.0.1:${shop.port}/v1/qa/categories`)).status).toBe(200);
      const isRequest = (s: Span) => s.kind === 2 && attribute(s, 'url.path') === '/v1/qa/categories';
      await until(() => otlp.spans.some(isRequest));
      const request = otlp.spans.find(isRequest)!;
      expect(attribute(request, 'http.route')).toBe('/v1/qa/categories');
      const sameTrace = otlp.spans.filter((s) => s.traceId === request.traceId).map((s) => s.scope);
      expect(sameTrace).toContain('@fastify/otel');
      if (dialect === 'postgres') {
        await until(() => otlp.spans.some((s) => s.traceId === request.traceId && s.scope === '@opentelemetry/instrumentation-pg'));
      }
    } finally {
      shop.child.kill('SIGTERM');
      await new Promise((resolve) => shop.child.once('exit', resolve));
      otlp.server.close();
    }
  }, 120_000);
});
