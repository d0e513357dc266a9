import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import { accounts } from './migrations/0001_accounts';
import { catalog } from './migrations/0002_catalog';
import { buy } from './migrations/0004_buy';
import { browse } from './migrations/0003_browse';
import { qa } from './migrations/0006_qa';
import { explore } from './migrations/0007_explore';
import { checkout } from './migrations/0009_checkout';
import { memberOrders } from './migrations/0010_memberOrders';
import { memberWallet } from './migrations/0011_memberWallet';
import { memberProfile } from './migrations/0012_memberProfile';
import { passwordResets } from './migrations/0013_passwordResets';
import { notifications } from './migrations/0014_notifications';
import { tracking } from './migrations/0015_tracking';
import { profileBadges } from './migrations/0016_profileBadges';
import { search } from './migrations/0017_search';
import { productContent } from './migrations/0018_productContent';
import { openGroupBuys } from './migrations/0019_openGroupBuys';
import { searchWordRanks } from './migrations/0020_searchWordRanks';
import { openHotList } from './migrations/0021_openHotList';
import { oneOpenPayment } from './migrations/0022_oneOpenPayment';
import { storedBounds } from './migrations/0023_storedBounds';
import { reviewPhotoFiles } from './migrations/0024_reviewPhotoFiles';
import { signedInDevices } from './migrations/0025_signedInDevices';
import { signUpClaims } from './migrations/0026_signUpClaims';
import { reviewCredit } from './migrations/0027_reviewCredit';
import { sandboxMpgTrades } from './migrations/0028_sandboxMpgTrades';
import { socialSignInStates } from './migrations/0029_socialSignInStates';
import { einvoices } from './migrations/0030_einvoices';
import { shipments } from './migrations/0031_shipments';
import { staff } from './migrations/0032_staff';
import { backOfficeWork } from './migrations/0033_backOfficeWork';
import { shipmentClaims } from './migrations/0034_shipmentClaims';
import { lineMemberBindings } from './migrations/0041_lineMemberBindings';
import { cardStats } from './migrations/0043_cardStats';
import { gatewayRefunds } from './migrations/0047_gatewayRefunds';
import { searchReadings } from './migrations/0050_searchReadings';
import { termsConsent } from './migrations/0051_termsConsent';

/** Migrations live in code (not files on disk) so tsx, the bundle and jest all find them. */
const migrations: Record<string, Migration> = {
  '0001_accounts': accounts,
  '0002_catalog': catalog,
  '0004_buy': buy,
  '0003_browse': browse,
  '0006_qa': qa,
  '0007_explore': explore,
  '0009_checkout': checkout,
  '0010_memberOrders': memberOrders,
  '0011_memberWallet': memberWallet,
  '0012_memberProfile': memberProfile,
  '0013_passwordResets': passwordResets,
  '0014_notifications': notifications,
  '0015_tracking': tracking,
  '0016_profileBadges': profileBadges,
  '0017_search': search,
  '0018_productContent': productContent,
  '0019_openGroupBuys': openGroupBuys,
  '0020_searchWordRanks': searchWordRanks,
  '0021_openHotList': openHotList,
  '0022_oneOpenPayment': oneOpenPayment,
  '0023_storedBounds': storedBounds,
  '0024_reviewPhotoFiles': reviewPhotoFiles,
  '0025_signedInDevices': signedInDevices,
  '0026_signUpClaims': signUpClaims,
  '0027_reviewCredit': reviewCredit,
  '0028_sandboxMpgTrades': sandboxMpgTrades,
  '0029_socialSignInStates': socialSignInStates,
  '0030_einvoices': einvoices,
  '0031_shipments': shipments,
  '0032_staff': staff,
  '0033_backOfficeWork': backOfficeWork,
  '0034_shipmentClaims': shipmentClaims,
  '0041_lineMemberBindings': lineMemberBindings,
  '0043_cardStats': cardStats,
  '0047_gatewayRefunds': gatewayRefunds,
  '0050_searchReadings': searchReadings,
  '0051_termsConsent': termsConsent,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Undoes the newest migration: how a test makes an older database (a backup from before an upgrade). */
export async function undoLastMigration<DB>(db: Kysely<DB>): Promise<string> {
  const { error, results } = await new Migrator({ db, provider }).migrateDown();
  const undone = results?.[0];
  if (error || !undone || undone.status !== 'Success') throw new Error(`undoing the last migration failed: ${String(error ?? undone?.status)}`, { cause: error });
  return undone.migrationName;
}

export async function migrateToLatest<DB>(db: Kysely<DB>): Promise<void> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
}
