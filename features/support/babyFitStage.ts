import type { Kysely } from 'kysely';
import { LoadBabyPicks } from '../../src/application/babyFit/LoadBabyPicks';
import { addDays, taipeiDate } from '../../src/domain/memberProfile/dates';
import { ApiBabyPicks } from '../../src/infrastructure/http/ApiBabyPicks';
import { toTokenData } from '../../src/infrastructure/http/tokenMappers';
import { InMemoryTokenStore } from '../../src/infrastructure/memory/InMemoryTokenStore';
import type { Database } from '../../server/db/schema';
import { issueTokenPair } from '../../server/services/auth/tokens';
import { apiClientOf } from '../../tests/server/helpers/apiClient';
import { createTestApp, type TestApp } from '../../tests/server/helpers/testApp';
import type { Person } from './people';

/**
 * 適合寶寶 as a parent meets it: the LoadBabyPicks use case over the typed client in process (the page
 * server's way to home's row), on a small seeded catalog in an in-memory database, at one fixed moment.
 */
export class BabyFitStage {
  readonly db: Kysely<Database>;
  readonly today: string;
  private constructor(private readonly shop: TestApp, private readonly now: number) {
    this.db = shop.db;
    this.today = taipeiDate(now);
  }

  static async open(): Promise<BabyFitStage> {
    const now = Date.now();
    return new BabyFitStage(await createTestApp('sqlite', { seed: 0.05, now: () => now }), now);
  }

  private async memberId(person: Person): Promise<number> {
    return (await this.db.selectFrom('members').select('id').where('email', '=', person.email).executeTakeFirstOrThrow()).id;
  }

  /** The person's babies are this one alone, born (or due, ahead) `days` from today. */
  async keepOnly(person: Person, name: string, days: number): Promise<void> {
    const id = await this.memberId(person);
    await this.db.deleteFrom('babies').where('member_id', '=', id).execute();
    await this.db.insertInto('babies').values({ member_id: id, name, birthday: addDays(this.today, days), gender: 'girl', created_at: this.now }).execute();
  }

  /** Makes the hottest open deal adult-only and tags it for this age: were the row to let it in, it would lead. */
  async adultDealOfAge(age: string): Promise<number> {
    const deal = await this.db.selectFrom('group_buys').select('id').where('status', '=', 'open').orderBy('id').limit(1).executeTakeFirstOrThrow();
    await this.db.updateTable('group_buys').set({ is_adult_only: 1, hot_score: 1_000_000 }).where('id', '=', deal.id).execute();
    await this.db.deleteFrom('group_buy_ages').where('group_buy_id', '=', deal.id).execute();
    await this.db.insertInto('group_buy_ages').values({ group_buy_id: deal.id, age }).execute();
    return deal.id;
  }

  /** Home's row as the person's device reads it: signed in for a member, with no token for a visitor. */
  async homeRow(person: Person, signedIn: boolean) {
    const token = signedIn ? toTokenData(await issueTokenPair(this.db, await this.memberId(person), this.now)) : null;
    return new LoadBabyPicks(new ApiBabyPicks(apiClientOf(this.shop.app, new InMemoryTokenStore(token), 'in-process'))).execute();
  }

  async agesOf(groupBuyIds: number[]): Promise<{ id: number; ages: string[]; adult: boolean }[]> {
    const rows = await this.db.selectFrom('group_buys').leftJoin('group_buy_ages', 'group_buy_ages.group_buy_id', 'group_buys.id')
      .select(['group_buys.id', 'group_buys.is_adult_only', 'group_buy_ages.age']).where('group_buys.id', 'in', groupBuyIds).execute();
    return groupBuyIds.map((id) => ({
      id, ages: rows.filter((r) => r.id === id && r.age !== null).map((r) => r.age!), adult: rows.some((r) => r.id === id && r.is_adult_only === 1),
    }));
  }

  close(): Promise<void> {
    return this.shop.close();
  }
}
