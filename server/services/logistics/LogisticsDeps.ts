import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { MailSender } from '../mail/MailSender';
import type { LogisticsProvider } from './LogisticsProvider';

/** What the logistics use cases need: the database, the provider, the mail, the shop's origin (callback URLs) and the clock. */
export interface LogisticsDeps {
  db: Kysely<Database>;
  logistics: LogisticsProvider;
  mailer: MailSender;
  origin: string;
  now: () => number;
}

/** The shop's URLs the provider posts to (ServerReplyURL of the map and of the status callbacks). */
export const LOGISTICS_PATHS = {
  mapHandOff: '/logistics/ecpay/map',
  mapReply: '/logistics/ecpay/map-reply',
  status: '/logistics/ecpay/status',
} as const;
