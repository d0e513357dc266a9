/**
 * `npm run staff -- create --email … --name … --role 管理員`: the only way to make the first 管理員 in
 * production. Prints the one-time password and the TOTP enrolment (otpauth:// URI and a terminal QR).
 */
import { parseArgs } from 'node:util';
import QRCode from 'qrcode';
import { STAFF_ROLES, STAFF_ROLE_LABELS, staffRoleOf } from '../../contract/adminRoles';
import { loadConfig } from '../config';
import { createDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { createStaff } from '../services/admin/staffAccounts';

const USAGE = `usage: npm run staff -- create --email <e-mail> --name <姓名> --role <${STAFF_ROLES.map((r) => STAFF_ROLE_LABELS[r]).join('|')}>`;

function parsed() {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { email: { type: 'string' }, name: { type: 'string' }, role: { type: 'string' } } });
  const role = staffRoleOf(values.role ?? '');
  if (positionals[0] !== 'create' || !values.email?.includes('@') || !values.name?.trim() || !role) throw new Error(USAGE);
  return { email: values.email.trim(), name: values.name.trim(), role };
}

async function main(): Promise<void> {
  const input = parsed();
  const config = loadConfig();
  const db = await createDatabase(config.databaseUrl);
  try {
    await migrateToLatest(db);
    const outcome = await createStaff(db, input, config.passwordCost, Date.now());
    if (!outcome.ok) throw new Error(`${input.email} already has a staff account`);
    console.log(`staff #${outcome.enrolment.id} ${input.email} (${STAFF_ROLE_LABELS[input.role]})`);
    console.log(`password (shown once): ${outcome.enrolment.password}`);
    console.log(`authenticator: ${outcome.enrolment.otpauthUri}`);
    console.log(await QRCode.toString(outcome.enrolment.otpauthUri, { type: 'terminal', small: true }));
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
