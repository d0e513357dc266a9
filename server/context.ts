import type { Kysely } from 'kysely';
import type { Config } from './config';
import type { Database } from './db/schema';
import type { IdentityProvider } from './services/identity/IdentityProvider';
import type { MailSender } from './services/mail/MailSender';

/** What every route and service of the API needs: built once in buildApp. */
export interface AppContext {
  db: Kysely<Database>;
  config: Config;
  mailer: MailSender;
  identity: IdentityProvider;
  /** Epoch milliseconds; tests may pin it. */
  now: () => number;
}
