import type { QaGateway, QaWrite } from '../../src/application/qa/ports';
import { NotFoundError } from '../../src/domain/errors/clientErrors';
import { QaMessages } from '../../src/domain/qa/messages';
import type { QuestionDraft } from '../../src/domain/qa/postRules';
import type { QaCategory } from '../../src/domain/qa/types';
import { ApiQaGateway } from '../../src/infrastructure/http/ApiQaGateway';
import { InMemoryQaGateway } from '../../src/infrastructure/memory/InMemoryQaGateway';
import { signUpVerified } from '../server/helpers/api';
import { dialects } from '../server/helpers/testApp';
import { AMY, BEN, openRealShop, type RealShop } from './helpers/realShop';

type Who = 'amy' | 'ben' | 'newcomer' | 'visitor';
interface Facts { categories: QaCategory[]; ids: Record<Who, number | null> }

const NEWCOMER = { email: 'asks.a.lot@example.com', password: 'secret-pass-1' };

const value = <T>(write: QaWrite<T>): T => {
  if (!write.ok) throw new Error(`refused: ${write.status} ${write.code} ${write.message}`);
  return write.value;
};
const refusal = <T>(write: QaWrite<T>) => (write.ok ? 'done' : [write.status, write.code]);

/**
 * 媽咪問答 (issue 4, SPEC §2.5): the forum fake the Gherkin uses, stocked with the real server's
 * categories and members, and the typed client over the real server, acting as Amy, Ben or a visitor.
 * Reads are public; writes need a member and touch only her own posts.
 */
describe.each(dialects())('QaGateway contract on %s', (dialect) => {
  let shop: RealShop;
  let facts: Facts;
  let real: Record<Who, QaGateway>;

  beforeAll(async () => {
    shop = await openRealShop(dialect);
    await signUpVerified(shop.test.app, NEWCOMER.email, NEWCOMER.password);
    real = {
      amy: new ApiQaGateway((await shop.member(AMY)).api), ben: new ApiQaGateway((await shop.member(BEN)).api),
      newcomer: new ApiQaGateway((await shop.member(NEWCOMER)).api), visitor: new ApiQaGateway(shop.visitor()),
    };
    const members = await shop.test.db.selectFrom('members').select(['id', 'email']).where('email', 'in', [AMY.email, BEN.email, NEWCOMER.email]).execute();
    const idOf = (email: string) => members.find((m) => m.email === email)!.id;
    facts = { categories: await real.visitor.categories(), ids: { amy: idOf(AMY.email), ben: idOf(BEN.email), newcomer: idOf(NEWCOMER.email), visitor: null } };
  });
  afterAll(() => shop.close());

  const fake = (): ((who: Who) => QaGateway) => {
    const forum = new InMemoryQaGateway();
    forum.categoryList = structuredClone(facts.categories);
    forum.nicknames.set(facts.ids.amy!, AMY.nickname).set(facts.ids.ben!, BEN.nickname);
    return (who) => { forum.actAs(facts.ids[who]); return forum; };
  };
  const subjects: [string, () => (who: Who) => QaGateway][] = [['the in-memory fake', fake], ['the typed client over the real server', () => (who) => real[who]]];
  const draft = (overrides: Partial<QuestionDraft> = {}): QuestionDraft => {
    const category = facts.categories.find((c) => c.situationalTags.length > 0)!;
    return { title: '寶寶半夜一直醒來怎麼辦', body: '六個月大的寶寶最近每兩小時就醒一次，大家都怎麼安撫呢？', categoryId: category.id, tagIds: [category.situationalTags[0].id], ageStage: '6-12m', anonymous: false, ...overrides };
  };

  describe.each(subjects)('%s', (_name, subject) => {
    let as: (who: Who) => QaGateway;
    beforeEach(() => { as = subject(); });

    it('posts a question that everyone reads, hers alone, under her nickname or anonymously', async () => {
      const { id } = value(await as('amy').postQuestion(draft({ title: '  寶寶半夜   一直醒來 ' })));
      const category = facts.categories.find((c) => c.id === draft().categoryId)!;
      const seen = await as('visitor').question(id);
      expect(seen).toMatchObject({ id, title: '寶寶半夜 一直醒來', categories: [{ id: category.id, name: category.name }], tags: [category.situationalTags[0]], author: { nickname: AMY.nickname, anonymous: false }, answerCount: 0, mine: false });
      expect((await as('amy').question(id)).mine).toBe(true);
      const hidden = value(await as('amy').postQuestion(draft({ anonymous: true })));
      expect((await as('ben').question(hidden.id)).author.anonymous).toBe(true);
      await expect(as('ben').question(987_654)).rejects.toBeInstanceOf(NotFoundError);
    });

    it('refuses a question with a tag of another category, and a visitor’s', async () => {
      const other = facts.categories.find((c) => c.id !== draft().categoryId && c.situationalTags.length > 0)!;
      const wrong = await as('amy').postQuestion(draft({ tagIds: [other.situationalTags[0].id] }));
      expect(refusal(wrong)).toEqual([400, 'GEN_000400']);
      expect(wrong.ok ? {} : Object.keys(wrong.fields)).toEqual(['tag_ids']);
      expect(refusal(await as('visitor').postQuestion(draft()))).toEqual([401, 'AUTH_100001']);
    });

    it('answers, counts the answers, and lets only the writer edit or delete hers', async () => {
      const { id } = value(await as('amy').postQuestion(draft()));
      const answer = value(await as('ben').answer(id, '  可以試試看固定的睡前儀式  '));
      expect(answer).toMatchObject({ body: '可以試試看固定的睡前儀式', author: { nickname: BEN.nickname, anonymous: false }, likeCount: 0, likedByMe: false, mine: true });
      const seen = await as('amy').question(id);
      expect([seen.answerCount, seen.answers.map((a) => [a.id, a.mine])]).toEqual([1, [[answer.id, false]]]);
      expect(refusal(await as('amy').editAnswer(answer.id, '改成我的話'))).toEqual([403, 'QA_NOT_OWNER']);
      expect(refusal(await as('amy').deletePost('answer', answer.id))).toEqual([403, 'QA_NOT_OWNER']);
      expect(refusal(await as('ben').editAnswer(answer.id, ''))).toEqual([400, 'GEN_000400']);
      expect(refusal(await as('ben').editAnswer(987_654, '沒有這則'))).toEqual([404, 'GEN_000002']);
      expect(refusal(await as('ben').answer(987_654, '沒有這題'))).toEqual([404, 'GEN_000002']);
      value(await as('ben').editAnswer(answer.id, '固定的睡前儀式很有用'));
      expect((await as('amy').question(id)).answers[0].body).toBe('固定的睡前儀式很有用');
      value(await as('ben').deletePost('answer', answer.id));
      expect((await as('amy').question(id)).answerCount).toBe(0);
    });

    it('deletes her own question only, and then nobody finds it', async () => {
      const { id } = value(await as('ben').postQuestion(draft()));
      expect(refusal(await as('amy').deletePost('question', id))).toEqual([403, 'QA_NOT_OWNER']);
      value(await as('ben').deletePost('question', id));
      await expect(as('amy').question(id)).rejects.toBeInstanceOf(NotFoundError);
      expect(refusal(await as('ben').deletePost('question', id))).toEqual([404, 'GEN_000002']);
    });

    it('counts each member’s like and follow once, and takes them back', async () => {
      const { id } = value(await as('ben').postQuestion(draft()));
      const answer = value(await as('amy').answer(id, '我家是靠白噪音'));
      value(await as('amy').like(answer.id, true));
      expect(value(await as('amy').like(answer.id, true))).toEqual({ liked: true, likeCount: 1 });
      expect(value(await as('ben').like(answer.id, true))).toEqual({ liked: true, likeCount: 2 });
      expect(value(await as('amy').like(answer.id, false))).toEqual({ liked: false, likeCount: 1 });
      expect((await as('ben').question(id)).answers[0]).toMatchObject({ likeCount: 1, likedByMe: true });
      expect((await as('amy').question(id)).answers[0]).toMatchObject({ likeCount: 1, likedByMe: false });
      expect(value(await as('ben').follow(id, true))).toEqual({ followed: true, followCount: 1 });
      expect(value(await as('amy').follow(id, true))).toEqual({ followed: true, followCount: 2 });
      expect(value(await as('ben').follow(id, false))).toEqual({ followed: false, followCount: 1 });
      expect([(await as('amy').question(id)).followedByMe, (await as('ben').question(id)).followedByMe]).toEqual([true, false]);
      expect(refusal(await as('ben').like(987_654, true))).toEqual([404, 'GEN_000002']);
      expect(refusal(await as('ben').follow(987_654, true))).toEqual([404, 'GEN_000002']);
      expect(refusal(await as('visitor').like(answer.id, true))).toEqual([401, 'AUTH_100001']);
    });

    it('takes five questions an hour from a member, and refuses the sixth', async () => {
      for (let i = 0; i < 5; i++) value(await as('newcomer').postQuestion(draft({ title: `寶寶的第${i + 1}個問題` })));
      const sixth = await as('newcomer').postQuestion(draft());
      expect(sixth.ok ? 'posted' : [sixth.status, sixth.code, sixth.message]).toEqual([429, 'GEN_000429', QaMessages.TOO_MANY_QUESTIONS]);
    });

    it('takes a report of a post that exists, and refuses one of a post that does not', async () => {
      const { id } = value(await as('ben').postQuestion(draft()));
      expect(value(await as('amy').report({ targetType: 'question', targetId: id, reason: 'spam' }))).toBeNull();
      expect(refusal(await as('amy').report({ targetType: 'answer', targetId: 987_654, reason: 'spam' }))).toEqual([404, 'GEN_000002']);
    });
  });
});
