import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from './config';
import type { Database } from './db/schema';
import type { IdentityProvider } from './services/identity/IdentityProvider';
import type { Jobs } from './services/jobs/Jobs';
import type { InvoiceIssuer } from './services/invoices/InvoiceIssuer';
import type { LogisticsProvider } from './services/logistics/LogisticsProvider';
import type { MailSender } from './services/mail/MailSender';
import type { PaymentGateway } from './services/payments/PaymentGateway';
import type { PhotoStore } from './services/photos/PhotoStore';

/** What every route and service of the API needs: built once in buildApp. */
export interface AppContext {
  db: Kysely<Database>;
  config: Config;
  mailer: MailSender;
  identity: IdentityProvider;
  /** The acquirer and wallets (the sandbox in demo mode): starts payments and gives captured money back. */
  payments: PaymentGateway;
  /** The e-invoice provider (ezPay; the local sandbox ezPay in demo mode): issues, voids, 折讓, carrier checks. */
  invoices: InvoiceIssuer;
  /** Members' review photos as files (UPLOADS_DIR); the rows keep only their keys. */
  photos: PhotoStore;
  /** ECPay logistics (the local sandbox in demo mode): the e-map, shipments, status callbacks; null when not configured. */
  logistics: LogisticsProvider | null;
  /** The server's logger, for what staff must hear of outside a request (jobs, payments given back). */
  log: FastifyBaseLogger;
  /** Background work, run once across processes (services/jobs): registered while the app is built, started when it is ready. */
  jobs: Jobs;
  /** Epoch milliseconds; tests may pin it. */
  now: () => number;
}
