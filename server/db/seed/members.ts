import type { Insertable } from 'kysely';
import type { ReviewsTable, GroupBuysTable, ProductsTable } from '../catalogSchema';
import type { NewMember } from '../schema';
import { hashPassword } from '../../services/auth/passwords';
import { DAY, minute, scaled, type SeedContext } from './context';
import type { Family } from './productFamilies';
import { reviewBody } from './reviewThemes';
import { REVIEW_BODIES } from './words';
import { DEMO_EMAIL_DOMAIN } from '../../../src/domain/auth/socialMessages';

/** The demo accounts of the README; every seeded member's e-mail is on the demo domain. */
export const DEMO_MEMBERS = [
  { email: 'amy@example.com', password: 'jiutuan-demo-1', nickname: '媽咪Amy' },
  { email: 'ben@example.com', password: 'jiutuan-demo-2', nickname: '爸比Ben' },
] as const;
export { DEMO_EMAIL_DOMAIN };

type SeedMember = NewMember & { id: number };

export async function memberRows(ctx: SeedContext, passwordCost: number): Promise<SeedMember[]> {
  const demo: SeedMember[] = [];
  for (const [i, m] of DEMO_MEMBERS.entries()) {
    const at = ctx.base - (200 - i) * DAY;
    demo.push({
      id: i + 1, email: m.email, nickname: m.nickname, password_hash: await hashPassword(m.password, passwordCost),
      email_verified_at: at, has_installed_app: i === 0 ? 1 : 0, created_at: at,
    });
  }
  // Generated members write the reviews; they have no password and sign in only through login-test.
  const generated = Array.from({ length: scaled(ctx, 40, 5) }, (_, i): SeedMember => {
    const at = minute(ctx.base - ctx.random.number.int({ min: 1, max: 365 }) * DAY);
    const id = demo.length + i + 1;
    return {
      id, email: `member${id}${DEMO_EMAIL_DOMAIN}`,
      nickname: `${ctx.random.person.firstName()}${ctx.random.helpers.arrayElement(['媽咪', '爸比', '', '媽'])}`,
      password_hash: null, email_verified_at: at, has_installed_app: ctx.random.datatype.boolean(0.5) ? 1 : 0, created_at: at,
    };
  });
  return [...demo, ...generated];
}

export function reviewRows(
  ctx: SeedContext, gbs: GroupBuysTable[], products: ProductsTable[], memberIds: number[], familyOfDeal: (gb: GroupBuysTable) => Family,
): (Insertable<ReviewsTable> & { id: number })[] {
  const byGroupBuy = new Map<number, ProductsTable[]>();
  for (const p of products) byGroupBuy.set(p.group_buy_id, [...(byGroupBuy.get(p.group_buy_id) ?? []), p]);
  const rows: (Insertable<ReviewsTable> & { id: number })[] = [];
  for (const gb of gbs) {
    for (let n = ctx.random.number.int({ min: 0, max: 4 }); n > 0; n--) {
      rows.push({
        id: rows.length + 1,
        group_buy_id: gb.id,
        product_id: ctx.random.helpers.arrayElement(byGroupBuy.get(gb.id)!).id,
        member_id: ctx.random.helpers.arrayElement(memberIds),
        rating: ctx.random.helpers.arrayElement([5, 5, 5, 4, 4, 3]),
        body: reviewBody(familyOfDeal(gb), REVIEW_BODIES.indexOf(ctx.random.helpers.arrayElement(REVIEW_BODIES))),
        created_at: gb.created_at + ctx.random.number.int({ min: 1, max: 20 }) * DAY,
      });
    }
  }
  return rows;
}
