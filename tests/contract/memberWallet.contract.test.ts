import type { MemberWallet } from '../../src/application/memberWallet/ports';
import { ParameterError, type ApiError } from '../../src/domain/errors/clientErrors';
import type { CouponState, WalletCoupon } from '../../src/domain/memberWallet/coupons';
import type { CreditEntry } from '../../src/domain/memberWallet/credit';
import { FixedClock } from '../../src/infrastructure/clock/FixedClock';
import { ApiMemberWallet } from '../../src/infrastructure/http/ApiMemberWallet';
import { InMemoryMemberWallet, type CouponTemplate, type PromotionCode } from '../../src/infrastructure/memory/InMemoryMemberWallet';
import { signUpVerified } from '../server/helpers/api';
import { dialects } from '../server/helpers/testApp';
import { openRealShop, type RealShop } from './helpers/realShop';

type Who = 'visitor' | 'amy' | 'newcomer';
const STATES: CouponState[] = ['usable', 'used', 'expired'];
const NEWCOMER = { email: 'newcomer@example.com', password: 'secret-pass-1' };

interface Facts { amyId: number; coupons: WalletCoupon[]; codes: Map<string, PromotionCode>; gift: CouponTemplate[]; ledger: CreditEntry[] }

/**
 * 我的折價券, 序號領券, 新客禮 and 我的購物金 (SPEC §7): the wallet fake the Gherkin uses, stocked with
 * the seed's codes, gift and Amy's coupons and ledger, and the typed client over the real server.
 */
describe.each(dialects())('MemberWallet contract on %s', (dialect) => {
  let shop: RealShop;
  let facts: Facts;
  let real: Record<Who, MemberWallet>;

  beforeAll(async () => {
    shop = await openRealShop(dialect);
    await signUpVerified(shop.test.app, NEWCOMER.email, NEWCOMER.password);
    real = {
      visitor: new ApiMemberWallet(shop.visitor()),
      amy: new ApiMemberWallet((await shop.member()).api),
      newcomer: new ApiMemberWallet((await shop.member(NEWCOMER)).api),
    };
    facts = await readFacts(shop, real.amy);
  });
  afterAll(() => shop.close());

  const fake = (): ((who: Who) => MemberWallet) => {
    const wallet = new InMemoryMemberWallet(new FixedClock(shop.now));
    for (const [code, promo] of facts.codes) wallet.codes.set(code, structuredClone(promo));
    wallet.giftCoupons = facts.gift;
    for (const c of facts.coupons) wallet.give(facts.amyId, c, c.usedAt);
    for (const e of [...facts.ledger].reverse()) wallet.record(facts.amyId, { amount: e.amount, reason: e.reason, createdAt: e.createdAt, expiresAt: e.expiresAt, orderNumber: e.orderNumber });
    wallet.member(facts.amyId).hasOrder = true;
    const ids: Record<Who, number | null> = { visitor: null, amy: facts.amyId, newcomer: facts.amyId + 1000 };
    return (who) => { wallet.signedIn = ids[who]; return wallet; };
  };
  const subjects: [string, () => (who: Who) => MemberWallet][] = [['the in-memory fake', fake], ['the typed client over the real server', () => (who) => real[who]]];
  const shape = (c: WalletCoupon) => [c.title, c.kind, c.value, c.minSpend, c.branches.map((b) => b.path), c.expiresAt, c.usedAt];

  describe.each(subjects)('%s', (_name, subject) => {
    let as: (who: Who) => MemberWallet;
    beforeEach(() => { as = subject(); });

    it('lists the member’s coupons of each state in the shop’s order, with every state’s count', async () => {
      for (const state of STATES) {
        const list = await as('amy').coupons(state);
        expect(list.counts).toEqual(Object.fromEntries(STATES.map((s) => [s, facts.coupons.filter((c) => stateOf(c, shop.now) === s).length])));
        expect(list.coupons.map(shape)).toEqual(sortedAsServer(facts.coupons.filter((c) => stateOf(c, shop.now) === state), state).map(shape));
      }
    });

    it('claims a code once, whatever its case and spaces, and refuses codes with the server’s codes', async () => {
      const claimed = await as('amy').claimCode(' baby100 ');
      expect(claimed.coupons.map(shape)).toEqual([shape({ ...(facts.codes.get('BABY100')!.coupon), id: 0, usedAt: null, order: null })]);
      expect((await as('amy').coupons('usable')).coupons.map((c) => c.title)).toContain(claimed.coupons[0].title);
      const refused = (code: string) => as('amy').claimCode(code).then(() => 'claimed', (e: ApiError) => [e.status, e.code]);
      expect(await refused('BABY100')).toEqual([409, 'PROMOTION_CODE_ALREADY_CLAIMED']);
      expect(await refused('SUMMER2025')).toEqual([410, 'PROMOTION_CODE_EXPIRED']);
      expect(await refused('AUTUMN2026')).toEqual([409, 'PROMOTION_CODE_NOT_STARTED']);
      expect(await refused('LIMITED1')).toEqual([409, 'PROMOTION_CODE_LIMIT_REACHED']);
      expect(await refused('NOSUCHCODE')).toEqual([422, 'PROMOTION_CODE_UNKNOWN']);
      await expect(as('amy').claimCode('   ')).rejects.toBeInstanceOf(ParameterError);
      await expect(as('amy').claimCode('BABY 100!')).rejects.toBeInstanceOf(ParameterError);
    });

    it('shows the gift to a visitor, gives it to a newcomer once, and not to a member who has ordered', async () => {
      const gift = await as('visitor').gift();
      expect(gift.status).toBe('visitor');
      expect(gift.coupons.map((c) => c.title)).toEqual(facts.gift.map((c) => c.title));
      expect((await as('amy').gift()).status).toBe('has_order');
      await expect(as('amy').claimGift()).rejects.toMatchObject({ status: 409, code: 'GIFT_NOT_ELIGIBLE' });
      expect((await as('newcomer').gift()).status).toBe('eligible');
      expect((await as('newcomer').claimGift()).coupons.map(shape)).toEqual(facts.gift.map((c) => shape({ ...c, id: 0, usedAt: null, order: null })));
      expect((await as('newcomer').gift()).status).toBe('claimed');
      await expect(as('newcomer').claimGift()).rejects.toMatchObject({ status: 409, code: 'GIFT_ALREADY_CLAIMED' });
    });

    it('adds the ledger up to the balance, the latest entry first, with what expires soon', async () => {
      const account = await as('amy').credit();
      const expected = await real.amy.credit();
      const bare = (e: CreditEntry) => ({ ...e, id: 0 });
      expect({ ...account, entries: account.entries.map(bare) }).toEqual({ ...expected, entries: expected.entries.map(bare) });
      expect(account.balance).toBe(facts.ledger.reduce((sum, e) => sum + e.amount, 0));
    });
  });
});

const stateOf = (c: WalletCoupon, now: number): CouponState => (c.usedAt !== null ? 'used' : c.expiresAt <= now ? 'expired' : 'usable');
function sortedAsServer(coupons: WalletCoupon[], state: CouponState): WalletCoupon[] {
  const order = {
    usable: (a: WalletCoupon, b: WalletCoupon) => a.expiresAt - b.expiresAt || a.id - b.id,
    used: (a: WalletCoupon, b: WalletCoupon) => (b.usedAt ?? 0) - (a.usedAt ?? 0) || b.id - a.id,
    expired: (a: WalletCoupon, b: WalletCoupon) => b.expiresAt - a.expiresAt || b.id - a.id,
  }[state];
  return [...coupons].sort(order);
}

/** The seed's codes and gift as coupon templates, Amy's coupons (in the order she got them) and ledger. */
async function readFacts(shop: RealShop, amy: MemberWallet): Promise<Facts> {
  const db = shop.test.db;
  const amyId = (await db.selectFrom('members').select('id').where('email', '=', 'amy@example.com').executeTakeFirstOrThrow()).id;
  const branches = new Map((await db.selectFrom('branches').select(['id', 'name', 'path']).execute()).map((b) => [b.id, b]));
  const template = (c: { title: string; kind: string; value: number; min_spend: number; branch_ids: string; starts_at: number; expires_at: number }): CouponTemplate => ({
    title: c.title, kind: c.kind === 'percent' ? 'percent' : 'amount', value: c.value, minSpend: c.min_spend,
    branches: (JSON.parse(c.branch_ids) as number[]).flatMap((id) => (branches.has(id) ? [branches.get(id)!] : [])), startsAt: Number(c.starts_at), expiresAt: Number(c.expires_at),
  });
  const coupon = ['coupons.title', 'coupons.kind', 'coupons.value', 'coupons.min_spend', 'coupons.branch_ids', 'coupons.starts_at', 'coupons.expires_at'] as const;
  const codeRows = await db.selectFrom('promotion_codes').innerJoin('coupons', 'coupons.id', 'promotion_codes.coupon_id')
    .select(['promotion_codes.code', 'promotion_codes.total_limit', 'promotion_codes.claimed_count', 'promotion_codes.starts_at as code_starts', 'promotion_codes.expires_at as code_expires', ...coupon]).execute();
  const codes = new Map(codeRows.map((r) => [r.code, {
    coupon: template(r), totalLimit: r.total_limit, claimed: Number(r.claimed_count), startsAt: Number(r.code_starts), expiresAt: Number(r.code_expires),
  }]));
  const gift = (await db.selectFrom('new_customer_gift_coupons').innerJoin('coupons', 'coupons.id', 'new_customer_gift_coupons.coupon_id')
    .select(coupon).orderBy('new_customer_gift_coupons.position').execute()).map(template);
  const held = (await Promise.all(STATES.map((state) => amy.coupons(state)))).flatMap((list) => list.coupons).sort((a, b) => a.id - b.id);
  if (held.length === 0 || !codes.has('BABY100') || gift.length === 0) throw new Error('the seed has no coupons for Amy, no BABY100 code or no gift');
  return { amyId, coupons: held, codes, gift, ledger: (await amy.credit()).entries };
}
