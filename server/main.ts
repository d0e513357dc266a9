/** The shop's process: config → database → migrations → seed when asked (or in development) → HTTP server. */
import 'reflect-metadata';
import { appContext } from './app';
import { bootShop } from './boot';
import { loggerOptions } from './http/logging';
import { hashConcurrency } from './services/auth/hashQueue';
import { drainAndClose } from './shutdown';
import { demoExposedWarning } from './startup';
import { registerPages } from './ssr/registerPages';
import { parseSettings } from './settings';

const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const dev = process.argv.includes('--dev');
  const { app, db, config } = await bootShop(process.env, process.argv, {
    logger: loggerOptions(parseSettings(process.env).LOG_LEVEL),
    registerPages: (instance, ctx) => registerPages(instance, { ctx, dev }),
  });
  const threads = { uvThreadpoolSize: Number(process.env.UV_THREADPOOL_SIZE) || 4, hashConcurrency: hashConcurrency() };
  app.log.info({ demoMode: config.demoMode, ...threads }, config.demoMode
    ? 'demo mode ON: login-test, the dev mailbox and the sandbox providers are served (never expose this to the internet)'
    : 'demo mode off: only real outside parties');
  const exposed = demoExposedWarning(config);
  if (exposed !== null) app.log.warn({ host: config.host }, exposed);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: draining in-flight requests');
    process.exit(await drainAndClose(app, db, SHUTDOWN_GRACE_MS, appContext(app).jobs));
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void shutdown(signal));
  await app.listen({ host: config.host, port: config.port });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
