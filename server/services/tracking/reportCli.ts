/** `npm run report [-- --days N] [-- --json]`: the funnel per Taipei day and campaign from the events table of DATABASE_URL. */
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config';
import { createDatabase } from '../../db/database';
import { dayOf } from './events';
import { funnel, type FunnelRow } from './funnel';

const COLUMNS: [keyof FunnelRow, string][] = [['day', '日期'], ['campaign', '活動'], ['visits', '訪客'], ['product_view', '看商品'], ['add_to_cart', '加入購物車'], ['checkout_start', '結帳'], ['order_paid', '已付款']];

const rate = (part: number, whole: number) => (whole > 0 ? ` (${Math.round((part / whole) * 100)}%)` : '');

/** Display width: CJK characters take two columns in a terminal. */
const width = (text: string) => [...text].reduce((n, ch) => n + (ch.codePointAt(0)! >= 0x2e80 ? 2 : 1), 0);
const pad = (text: string, to: number) => text + ' '.repeat(Math.max(0, to - width(text)));

function table(rows: FunnelRow[]): string {
  const cells = rows.map((r) => COLUMNS.map(([key]) => {
    const value = r[key];
    return key === 'day' || key === 'campaign' || key === 'visits' ? String(value) : `${value}${rate(Number(value), r.visits)}`;
  }));
  const head = COLUMNS.map(([, title]) => title);
  const widths = head.map((h, i) => Math.max(width(h), ...cells.map((c) => width(c[i]))));
  const line = (c: string[]) => c.map((v, i) => pad(v, widths[i])).join('  ').trimEnd();
  return [line(head), ...cells.map(line)].join('\n');
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { days: { type: 'string', default: '14' }, json: { type: 'boolean', default: false } } });
  const days = Number(values.days);
  if (!Number.isInteger(days) || days < 1 || days > 3660) throw new Error('--days must be a whole number from 1 to 3660');
  const config = loadConfig();
  const db = await createDatabase(config.databaseUrl);
  try {
    const rows = await funnel(db, dayOf(Date.now() - (days - 1) * 86_400_000));
    if (values.json) console.log(JSON.stringify(rows, null, 2));
    else console.log(rows.length === 0 ? `no events in the last ${days} days in ${config.databaseUrl}` : `funnel of the last ${days} days (${config.databaseUrl}); % of visitors\n${table(rows)}`);
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
