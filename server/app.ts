import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import type { Config } from './config';
import type { AppContext } from './context';
import type { Database } from './db/schema';
import { defaultNotFound, frameworkErrors, registerErrorHandling } from './http/errorHandling';
import { clientErrorHandler, registerHygiene } from './http/hygiene';
import { limitConnectionsPerAddress, timeoutOptions } from './http/connectionLimits';
import { openApiRoutes } from './http/routes/openapi';
import { checkoutStoreRoutes } from './http/routes/checkoutStores';
import { newebPayRoutes } from './http/routes/newebpay';
import { newebPaySandboxRoutes } from './http/routes/newebpaySandbox';
import { ezPaySandboxRoutes } from './http/routes/ezpaySandbox';
import { exploreRoutes } from './http/routes/explore';
import { devMailboxRoutes } from './http/routes/devMailbox';
import { devBridgeRoutes } from './http/routes/devBridge';
import { imageRoutes } from './http/routes/images';
import { hideLoginTestPage } from './http/routes/loginTest';
import { trackingRoutes } from './http/routes/tracking';
import { webBasicsRoutes } from './http/routes/webBasics';
import { memberProfileRoutes } from './http/routes/memberProfile';
import { sandboxIdpRoutes } from './http/routes/sandboxIdp';
import { registerCsrfCheck } from './http/csrf';
import { registerEndpoints } from './http/registerEndpoints';
import { purchaseHandlers } from './services/purchase/handlers';
import { authHandlers } from './services/auth/handlers';
import { checkoutHandlers } from './services/checkout/handlers';
import { schedulePaymentJobs } from './services/payments/jobs';
import { scheduleRefundRecovery } from './services/admin/refundRecovery';
import { scheduleInvoiceJobs } from './services/invoices/jobs';
import { scheduleDealJobs } from './services/admin/dealJobs';
import { invoiceIssuerFor } from './services/invoices/issuerFor';
import type { InvoiceIssuer } from './services/invoices/InvoiceIssuer';
import { mallHandlers } from './services/mall/handlers';
import { healthHandlers } from './services/health/handlers';
import { trackingHandlers } from './services/tracking/handlers';
import { scheduleTrackingRetention } from './services/tracking/retentionSchedule';
import { qaHandlers } from './services/qa/handlers';
import { catalogPageHandlers } from './services/catalogPages/handlers';
import { exploreHandlers } from './services/explore/handlers';
import { memberProfileHandlers } from './services/memberProfile/handlers';
import { babyFitHandlers } from './services/babyFit/handlers';
import { memberDeviceHandlers } from './services/auth/deviceHandlers';
import { adminHandlers } from './services/admin/handlers';
import { notificationHandlers } from './services/notifications/handlers';
import { memberOrderHandlers } from './services/memberOrders/handlers';
import { lineBindingHandlers } from './services/member/lineBinding';
import { scheduleDemoJobs } from './services/memberOrders/demoJobs';
import { memberWalletHandlers } from './services/memberWallet/handlers';
import { profileBadgeHandlers } from './services/notifications/profileBadgeHandlers';
import { registerMethodCheck } from './http/methodNotAllowed';
import { registerSecurityHeaders } from './http/security';
import { registerMetrics } from './http/metrics';
import { createIdentityProvider } from './services/identity/createIdentityProvider';
import { ownOriginFetch } from './http/ownOriginFetch';
import { OutboxMailer } from './services/mail/OutboxMailer';
import { SmtpMailSender } from './services/mail/SmtpMailSender';
import { enqueueMail, registerMailJobs } from './services/mail/mailJobs';
import type { JobLog, Jobs } from './services/jobs/Jobs';
import { jobsFor } from './services/jobs/jobsFor';
import type { PaymentGateway } from './services/payments/PaymentGateway';
import { paymentGatewayFor } from './services/payments/gatewayFor';
import { FilePhotoStore } from './services/photos/FilePhotoStore';
import { logisticsFor } from './services/logistics/logisticsFor';
import { ecpayLogisticsRoutes } from './http/routes/ecpayLogistics';
import { ecpayLogisticsSandboxRoutes } from './http/routes/ecpayLogisticsSandbox';

export interface BuildAppOptions {
  db: Kysely<Database>;
  config: Config;
  /** Fastify/pino logger options; off unless given (tests stay quiet). */
  logger?: FastifyServerOptions['logger'];
  /** The page server (SSR, static assets, the pages' not-found handler): registered last. */
  registerPages?: (app: FastifyInstance, ctx: AppContext) => Promise<void>;
  /** Epoch-ms clock; tests may pin it. */
  now?: () => number;
  /** Told of every route as it is registered (the fuzz test and bench list the routes this way). */
  onRoute?: (route: { method: string | string[]; url: string }) => void;
  /** The payment gateway; by default the one the config names (the sandbox in demo mode). Tests swap in a failing one. */
  paymentGateway?: PaymentGateway;
  /** The e-invoice provider; by default the one the config names (the sandbox ezPay in demo mode). Tests swap in a failing one. */
  invoiceIssuer?: InvoiceIssuer;
  /** Demo mode's stand-in jobs (fulfilment, refund approval); on in demo mode unless false (a test comparing two reads of one state). */
  demoJobs?: boolean;
  /** The job runner; by default the database's (pg-boss on PostgreSQL, in process on SQLite). Test apps, one process each, run in process. */
  jobs?: (log: JobLog) => Jobs;
}

/** With SMTP configured, each new outbox row becomes a delivery job (services/mail/mailJobs.ts). */
function smtpRelay(app: FastifyInstance, db: Kysely<Database>, config: Config, now: () => number, jobs: Jobs): ((id: number) => void) | undefined {
  if (config.smtpUrl === null) return undefined;
  const relay = new SmtpMailSender(db, nodemailer.createTransport(config.smtpUrl), config.mailFrom, now);
  registerMailJobs(jobs, relay);
  app.addHook('onClose', async () => {
    await jobs.stop();
    relay.close();
  });
  return (id) => void enqueueMail(jobs, id).catch((err: unknown) => app.log.error({ err }, 'queueing a mail failed (the mail sweep queues it)'));
}

const contexts = new WeakMap<FastifyInstance, AppContext>();
/** The context an app was built with (what its handlers close over): tests drive the page server's in-process calls with it. */
export const appContext = (app: FastifyInstance): AppContext => {
  const ctx = contexts.get(app);
  if (!ctx) throw new Error('not an app built by buildApp');
  return ctx;
};

/** The shop's HTTP server: JSON API, generated images, demo tools, then the pages. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { db, config } = options;
  const now = options.now ?? Date.now;
  const app = Fastify({
    logger: options.logger ?? false, bodyLimit: 1024 * 1024,
    // X-Forwarded-For is believed only from the configured proxies (TRUST_PROXY), never from any caller.
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    ...timeoutOptions(config.http),
    // Our own closing hook answers in the documented shape (http/hygiene.ts).
    return503OnClosing: false, clientErrorHandler, frameworkErrors,
  });
  limitConnectionsPerAddress(app.server, config.http, config.trustProxy);
  const jobs = (options.jobs ?? ((log) => jobsFor(config.databaseUrl, log)))(app.log);
  const ctx: AppContext = {
    db, config, now, log: app.log, jobs,
    mailer: new OutboxMailer(db, now, smtpRelay(app, db, config, now, jobs)),
    identity: createIdentityProvider(config, db, now, ownOriginFetch(app, config.publicOrigin)),
    payments: options.paymentGateway ?? paymentGatewayFor(config),
    invoices: options.invoiceIssuer ?? invoiceIssuerFor(config),
    photos: new FilePhotoStore(config.uploadsDir),
    logistics: logisticsFor(config),
  };

  contexts.set(app, ctx);
  // Jobs start once the server is ready; on close no new run starts and the ones under way are waited for.
  app.addHook('onReady', async () => jobs.start());
  app.addHook('onClose', async () => jobs.stop());
  scheduleTrackingRetention(ctx);
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  await app.register(cookie);
  // After the cookie plugin: its onSend writes the Set-Cookie lines this one marks Secure.
  registerHygiene(app, config);
  // HTML and JSON go out compressed; hashed assets are precompressed at build time (scripts/precompress.mjs).
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await registerSecurityHeaders(app, config);
  // Before CSRF and body parsing: a method the path does not have is 405, whatever else is wrong.
  registerMethodCheck(app);
  registerCsrfCheck(app, config);
  registerErrorHandling(app);
  // Before any route: its response hook times every one of them.
  registerMetrics(app, ctx);

  for (const routes of [
    openApiRoutes, exploreRoutes, imageRoutes,
    checkoutStoreRoutes, newebPayRoutes, ecpayLogisticsRoutes,
    memberProfileRoutes, trackingRoutes, webBasicsRoutes,
  ]) {
    routes(app, ctx);
  }
  // Declared endpoints (contract/endpoints): routes, input parsing, the OpenAPI operation and the page server's in-process calls from one declaration each.
  registerEndpoints(app, ctx, [...healthHandlers(ctx), ...authHandlers(ctx), ...trackingHandlers(ctx), ...purchaseHandlers(ctx), ...qaHandlers(ctx), ...catalogPageHandlers(ctx), ...exploreHandlers(ctx),
    ...memberProfileHandlers(ctx), ...babyFitHandlers(ctx), ...memberDeviceHandlers(ctx), ...notificationHandlers(ctx),
    ...memberOrderHandlers(ctx), ...memberWalletHandlers(ctx), ...profileBadgeHandlers(ctx), ...lineBindingHandlers(ctx), ...mallHandlers(ctx),
    ...checkoutHandlers(ctx), ...adminHandlers(ctx)]);
  // Unpaid orders past their deadline, captured money no order can take, e-invoices to issue: in every mode.
  schedulePaymentJobs(ctx);
  scheduleRefundRecovery(ctx);
  scheduleInvoiceJobs(ctx);
  scheduleDealJobs(ctx);
  // Stand-ins for outside parties exist only in demo mode: otherwise they are not registered at all.
  const demoRoutes = config.demoMode ? [devMailboxRoutes, devBridgeRoutes, sandboxIdpRoutes, newebPaySandboxRoutes, ezPaySandboxRoutes, ecpayLogisticsSandboxRoutes] : [hideLoginTestPage];
  for (const routes of demoRoutes) routes(app, ctx);
  if (config.demoMode && options.demoJobs !== false) scheduleDemoJobs(jobs, ctx);

  if (options.registerPages) await options.registerPages(app, ctx);
  defaultNotFound(app);
  return app;
}
