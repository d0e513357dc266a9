import type { NotificationGateway, ProfileBadgeGateway } from '../../src/application/notifications/ports';
import { NotFoundError } from '../../src/domain/errors/clientErrors';
import type { AppNotification } from '../../src/domain/notifications/notification';
import type { ProfileBadges } from '../../src/domain/notifications/profileBadges';
import { ApiNotificationGateway } from '../../src/infrastructure/http/ApiNotificationGateway';
import { ApiProfileBadgeGateway } from '../../src/infrastructure/http/ApiProfileBadgeGateway';
import { InMemoryNotificationGateway, InMemoryProfileBadges } from '../../src/infrastructure/memory/InMemoryNotifications';
import { dialects } from '../server/helpers/testApp';
import { openRealShop, type RealShop } from './helpers/realShop';

/** Amy's seeded notes, oldest first, and the mission members get on shopping pages. */
interface Facts { notes: AppNotification[]; mission: AppNotification; badges: ProfileBadges }

/**
 * The notification popup's calls and the member menu's red dots (SPEC §4.2, §7): the fakes, stocked
 * with what the real server holds for Amy, and the typed clients over the real server.
 */
describe.each(dialects())('NotificationGateway and ProfileBadgeGateway contract on %s', (dialect) => {
  let shop: RealShop;
  let facts: Facts;
  let real: { notes: NotificationGateway; badges: ProfileBadgeGateway };
  let amyId: number;

  beforeAll(async () => {
    shop = await openRealShop(dialect);
    const { api } = await shop.member();
    real = { notes: new ApiNotificationGateway(api), badges: new ApiProfileBadgeGateway(api) };
    amyId = (await shop.test.db.selectFrom('members').select('id').where('email', '=', 'amy@example.com').executeTakeFirstOrThrow()).id;
    facts = await readFacts(shop, real, amyId);
  });
  afterAll(() => shop.close());

  const fake = () => {
    const notes = new InMemoryNotificationGateway();
    notes.normals = [...facts.notes];
    notes.missions.set('ec', facts.mission);
    const badges = new InMemoryProfileBadges();
    for (const badge of facts.badges.badges) if (badge.isHighlight) badges.arrive(badge.type, countOf(badge.type));
    return { notes, badges };
  };
  const subjects: [string, () => Promise<typeof real>][] = [
    ['the in-memory fakes', async () => fake()],
    ['the typed clients over the real server', async () => { await resetReads(shop, amyId); return real; }],
  ];

  describe.each(subjects)('%s', (_name, subject) => {
    let s: typeof real;
    beforeEach(async () => { s = await subject(); });

    it('gives the newest unread note, then the next once it is read, then none', async () => {
      const [older, newer] = facts.notes;
      expect((await s.notes.normal())?.title).toBe(newer.title);
      await s.notes.markNormalRead(newer.id!);
      expect((await s.notes.normal())?.title).toBe(older.title);
      await s.notes.markNormalRead(older.id!);
      await s.notes.markNormalRead(older.id!);
      expect(await s.notes.normal()).toBeNull();
    });

    it('refuses to mark a note that is not the member’s, and keeps hers unread', async () => {
      await expect(s.notes.markNormalRead(987_654)).rejects.toBeInstanceOf(NotFoundError);
      expect((await s.notes.normal())?.id).toBe(facts.notes[1].id);
    });

    it('serves the member’s mission of a page type until she has read it', async () => {
      expect((await s.notes.mission('ec'))?.title).toBe(facts.mission.title);
      expect(await s.notes.mission('ec')).toEqual(await s.notes.mission('ec'));
      await s.notes.markMissionRead();
      expect(await s.notes.mission('ec')).toBeNull();
    });

    it('lights each kind with something new, counts the new things, and puts a kind out once its page is seen', async () => {
      const before = await s.badges.load();
      expect(before).toEqual(facts.badges);
      const lit = before.badges.find((b) => b.isHighlight)!;
      await s.badges.markSeen(lit.type);
      const after = await s.badges.load();
      expect(after.badges.find((b) => b.type === lit.type)?.isHighlight).toBe(false);
      expect(after.total).toBe(before.total - countOf(lit.type));
    });
  });
});

/** How many new things lit a kind: marking it seen on the real server tells (the total drops by them). */
const seenCounts = new Map<string, number>();
const countOf = (type: string) => seenCounts.get(type) ?? 0;

async function readFacts(shop: RealShop, real: { notes: NotificationGateway; badges: ProfileBadgeGateway }, amyId: number): Promise<Facts> {
  const rows = await shop.test.db.selectFrom('bubble_notifications').select('id').where('member_id', '=', amyId).orderBy('created_at').orderBy('id').execute();
  const notes: AppNotification[] = [];
  for (const row of [...rows].reverse()) {
    const note = await real.notes.normal();
    if (note?.id !== row.id) throw new Error('the seed’s notes are not served newest first');
    notes.unshift(note);
    await real.notes.markNormalRead(row.id);
  }
  const mission = await real.notes.mission('ec');
  if (!mission || notes.length < 2) throw new Error('the seed has no member mission or fewer than two notes for Amy');
  const badges = await real.badges.load();
  for (const badge of badges.badges.filter((b) => b.isHighlight)) {
    const before = (await real.badges.load()).total;
    await real.badges.markSeen(badge.type);
    seenCounts.set(badge.type, before - (await real.badges.load()).total);
  }
  if (!badges.badges.some((b) => b.isHighlight)) throw new Error('the seed lights no red dot for Amy');
  await resetReads(shop, amyId);
  return { notes, mission, badges };
}

/** What the real server remembers of Amy's reading, forgotten: each test starts from the seed. */
async function resetReads(shop: RealShop, amyId: number): Promise<void> {
  await shop.test.db.updateTable('bubble_notifications').set({ read_at: null }).where('member_id', '=', amyId).execute();
  await shop.test.db.deleteFrom('mission_reads').where('member_id', '=', amyId).execute();
  await shop.test.db.deleteFrom('profile_badge_views').where('member_id', '=', amyId).execute();
}
