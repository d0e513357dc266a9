import type { AccountGateway, MemberProfileGateway, ReviewGateway } from '../../src/application/memberProfile/ports';
import { MemberProfileErrorCode } from '../../contract/memberProfileCodes';
import { NotFoundError, type ApiError, type ParameterError } from '../../src/domain/errors/clientErrors';
import { MAX_BABIES } from '../../src/domain/memberProfile/babies';
import type { MemberHome } from '../../src/domain/memberProfile/memberHome';
import { asksSizeFit } from '../../src/domain/memberProfile/reviews';
import { FixedClock } from '../../src/infrastructure/clock/FixedClock';
import { ApiAccountGateway, ApiMemberProfileGateway, ApiReviewGateway } from '../../src/infrastructure/http/ApiMemberProfileGateways';
import { InMemoryAccountGateway, InMemoryMemberProfileGateway, InMemoryReviewGateway, type MemoryOrder } from '../../src/infrastructure/memory/InMemoryMemberProfile';
import { signUpVerified } from '../server/helpers/api';
import { dialects } from '../server/helpers/testApp';
import { AMY, openRealShop, type RealShop } from './helpers/realShop';

const NEWCOMER = { email: 'leaving@example.com', password: 'secret-pass-1' };
interface Subject { profile: MemberProfileGateway; reviews: ReviewGateway; account: (who: 'amy' | 'newcomer') => AccountGateway }
interface Facts { home: MemberHome; orders: MemoryOrder[] }

/** A refusal as (status, code, the fields it names). */
const codeOf = (call: Promise<unknown>) => call.then(() => 'done', (e: ApiError | ParameterError) => [e.status, e.code, Object.keys(e.fields ?? {})]);

/**
 * 會員中心: the profile, the babies, reviews of completed orders and closing the account (SPEC §7):
 * the fakes the Gherkin uses, stocked with Amy's home and orders as the real server holds them,
 * and the typed clients over the real server.
 */
describe.each(dialects())('MemberProfileGateway, ReviewGateway and AccountGateway contract on %s', (dialect) => {
  let shop: RealShop;
  let facts: Facts;
  let real: Subject;

  beforeAll(async () => {
    shop = await openRealShop(dialect);
    await signUpVerified(shop.test.app, NEWCOMER.email, NEWCOMER.password);
    const { api } = await shop.member(AMY);
    const newcomer = new ApiAccountGateway((await shop.member(NEWCOMER)).api);
    real = { profile: new ApiMemberProfileGateway(api), reviews: new ApiReviewGateway(api), account: (who) => (who === 'amy' ? new ApiAccountGateway(api) : newcomer) };
    facts = { home: await real.profile.home(), orders: await ordersOf(shop) };
  });
  afterAll(() => shop.close());

  const fake = (): Subject => {
    const profile = new InMemoryMemberProfileGateway(new FixedClock(shop.now));
    profile.state = structuredClone(facts.home);
    const reviews = new InMemoryReviewGateway();
    reviews.orders.push(...structuredClone(facts.orders));
    const amy = Object.assign(new InMemoryAccountGateway(), { password: AMY.password, openOrders: true });
    const newcomer = Object.assign(new InMemoryAccountGateway(), { password: NEWCOMER.password, openOrders: false });
    return { profile, reviews, account: (who) => (who === 'amy' ? amy : newcomer) };
  };
  const subjects: [string, () => Subject][] = [['the in-memory fakes', fake], ['the typed clients over the real server', () => real]];

  describe.each(subjects)('%s', (_name, subject) => {
    let s: Subject;
    beforeEach(() => { s = subject(); });

    it('saves the profile trimmed, shows it at home, and refuses a bad mobile and avatar field by field', async () => {
      const saved = await s.profile.updateProfile({ nickname: '  小美媽  ', mobile: '0911222333', avatar: 'whale' });
      expect(saved).toMatchObject({ nickname: '小美媽', mobile: '0911222333', avatar: 'whale' });
      expect(await s.profile.home()).toMatchObject({ nickname: '小美媽', mobile: '0911222333', avatar: 'whale', avatarUrl: saved.avatarUrl });
      expect(await codeOf(s.profile.updateProfile({ nickname: '小美媽', mobile: '12345', avatar: 'dragon' }))).toEqual([400, 'GEN_000400', ['mobile', 'avatar']]);
    });

    it('keeps the babies by birthday, changes and removes one, and refuses unknown ones', async () => {
      for (const baby of (await s.profile.home()).babies) await s.profile.removeBaby(baby.id);
      await s.profile.saveBaby(null, { name: '妹妹', birthday: '2025-03-01', gender: 'girl' });
      const babies = await s.profile.saveBaby(null, { name: '哥哥', birthday: '2023-01-15', gender: 'boy' });
      expect(babies.map((b) => b.name)).toEqual(['哥哥', '妹妹']);
      const changed = await s.profile.saveBaby(babies[1].id, { name: '妹妹', birthday: '2022-12-01', gender: 'girl' });
      expect(changed.map((b) => b.name)).toEqual(['妹妹', '哥哥']);
      expect((await s.profile.removeBaby(changed[0].id)).map((b) => b.name)).toEqual(['哥哥']);
      await expect(s.profile.removeBaby(987_654)).rejects.toBeInstanceOf(NotFoundError);
      await expect(s.profile.saveBaby(987_654, { name: '誰', birthday: '2024-01-01', gender: 'boy' })).rejects.toBeInstanceOf(NotFoundError);
      expect(await codeOf(s.profile.saveBaby(null, { name: '', birthday: 'someday', gender: 'boy' }))).toEqual([400, 'GEN_000400', ['name', 'birthday']]);
    });

    it(`holds ${MAX_BABIES} babies at most`, async () => {
      const held = (await s.profile.home()).babies.length;
      for (let i = held; i < MAX_BABIES; i++) await s.profile.saveBaby(null, { name: `寶寶${i}`, birthday: '2024-06-01', gender: 'unknown' });
      expect(await codeOf(s.profile.saveBaby(null, { name: '再一個', birthday: '2024-06-01', gender: 'unknown' }))).toEqual([409, MemberProfileErrorCode.BABY_LIMIT, []]);
    });

    it('lists completed lines to review, takes one review each, and refuses other orders', async () => {
      const pending = await s.reviews.pending(null);
      expect(pending.map((l) => [l.orderId, l.optionId, l.productId, l.productTitle, l.asksSizeFit])).toEqual(
        facts.orders.filter((o) => o.mine && o.status === 'completed').flatMap((o) => o.lines.map((l) => [o.id, l.optionId, l.productId, l.productTitle, l.asksSizeFit])));
      const [line] = pending;
      const review = { orderId: line.orderId, optionId: line.optionId, rating: 5, text: '很好用，寶寶很喜歡，家裡每天都在用，會再回購！', sizeFit: 'fits', asksSizeFit: line.asksSizeFit, photo: null };
      // A size fit is checked only where the line asks it (goods worn on the body).
      expect(await codeOf(s.reviews.write({ ...review, rating: 9, sizeFit: 'fit' }))).toEqual([400, 'GEN_000400', ['rating', ...(line.asksSizeFit ? ['size_fit'] : [])]]);
      const written = await s.reviews.write(review);
      expect(written).toMatchObject({ productId: line.productId, reviewPath: `/market/${line.productId}/review` });
      expect((await s.reviews.pending(line.orderId)).map((l) => l.optionId)).not.toContain(line.optionId);
      expect(await codeOf(s.reviews.write(review))).toEqual([409, MemberProfileErrorCode.REVIEW_ALREADY, []]);
      const open = facts.orders.find((o) => o.mine && o.status !== 'completed')!;
      expect(await codeOf(s.reviews.write({ ...review, orderId: open.id, optionId: open.lines[0].optionId }))).toEqual([409, MemberProfileErrorCode.REVIEW_NOT_ALLOWED, []]);
      const others = facts.orders.find((o) => !o.mine)!;
      await expect(s.reviews.write({ ...review, orderId: others.id, optionId: others.lines[0].optionId })).rejects.toBeInstanceOf(NotFoundError);
    });

    it('closes an account only without open orders, with the password, given and right', async () => {
      expect(await codeOf(s.account('amy').deleteAccount({ password: AMY.password }))).toEqual([409, MemberProfileErrorCode.OPEN_ORDERS, []]);
      expect(await codeOf(s.account('newcomer').deleteAccount({}))).toEqual([400, 'GEN_000400', ['password']]);
      expect(await codeOf(s.account('newcomer').deleteAccount({ password: 'wrong-pass-9' }))).toEqual([400, MemberProfileErrorCode.PASSWORD_WRONG, ['password']]);
      expect(typeof (await s.account('newcomer').deleteAccount({ password: NEWCOMER.password }))).toBe('string');
    });
  });
});

/** Amy's orders (hers) and Ben's (not hers) with their lines as review lines. */
async function ordersOf(shop: RealShop): Promise<MemoryOrder[]> {
  const db = shop.test.db;
  const members = await db.selectFrom('members').select(['id', 'email']).where('email', 'in', [AMY.email, 'ben@example.com']).execute();
  const amyId = members.find((m) => m.email === AMY.email)!.id;
  const rows = await db.selectFrom('orders').select(['id', 'number', 'status', 'member_id']).where('member_id', 'in', members.map((m) => m.id)).orderBy('id').execute();
  const orders: MemoryOrder[] = [];
  for (const row of rows) {
    const lines = await db.selectFrom('order_lines').innerJoin('options', 'options.id', 'order_lines.option_id')
      .leftJoin('group_buy_contents', 'group_buy_contents.group_buy_id', 'order_lines.group_buy_id')
      .select(['order_lines.option_id', 'options.product_id', 'order_lines.product_title', 'order_lines.group_buy_title', 'order_lines.size', 'order_lines.image', 'group_buy_contents.size_guide'])
      .where('order_id', '=', row.id).orderBy('order_lines.id').execute();
    orders.push({
      id: row.id, number: row.number, status: row.status, mine: row.member_id === amyId,
      lines: lines.map((l) => ({ optionId: l.option_id, productId: l.product_id, productTitle: l.product_title, groupBuyTitle: l.group_buy_title, size: l.size, image: l.image, asksSizeFit: asksSizeFit(l.size_guide) })),
    });
  }
  return orders;
}
