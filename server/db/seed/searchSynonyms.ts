import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { indexAllGroupBuys } from '../../services/search/indexer';

/**
 * Words parents use for the same thing; the first word names the group in suggestions. A product
 * owner edits the search_synonyms table (or this list, for new databases); searches read it within a minute.
 */
export const SEARCH_SYNONYMS: readonly (readonly string[])[] = [
  ['紙尿褲', '尿布', '尿褲', '褲型尿布', '拉拉褲'],
  ['嬰兒推車', '推車', '嬰兒車', '手推車', 'stroller'],
  ['安撫奶嘴', '奶嘴', '安撫嘴'],
  ['副食品', '寶寶粥', '輔食', '離乳食', '寶寶副食品'],
  ['汽座', '安全座椅', '汽車座椅', '兒童座椅', '安全汽座'],
  ['揹巾', '背巾', '揹帶', '背帶', '腰凳'],
  ['吸乳器', '擠乳器', '吸奶器', '擠奶器'],
  ['儲乳袋', '母乳袋', '母乳儲存袋', '集乳袋'],
  ['溢乳墊', '防溢乳墊', '防溢墊'],
  ['防踢被', '睡袋', '睡袍'],
  ['包屁衣', '連身衣', '爬服', '連身褲'],
  ['學步鞋', '嬰兒鞋', '寶寶鞋'],
  ['圍兜', '口水巾', '口水兜'],
  ['濕紙巾', '柔濕巾', '濕巾'],
  ['沐浴乳', '沐浴露', '沐浴精', '洗澡'],
  ['媽媽包', '媽咪包', '尿布包'],
  ['孕婦枕', '哺乳枕', '月亮枕', '托腹枕'],
  ['夜燈', '小夜燈', '床頭燈'],
  ['奶瓶清潔劑', '奶瓶清潔液', '奶瓶洗潔精', '奶瓶清潔'],
  ['消毒鍋', '奶瓶消毒鍋', '消毒器', '烘乾鍋'],
  ['安全門欄', '門欄', '護欄', '圍欄'],
  ['嬰兒床墊', '嬰兒床', '床墊'],
];

export async function seedSearchSynonyms(db: Kysely<Database>): Promise<void> {
  await db.deleteFrom('search_synonyms').execute();
  const rows = SEARCH_SYNONYMS.flatMap((group, g) => group.map((term, i) => ({ group_id: g + 1, term, sort_order: i + 1 })));
  await db.insertInto('search_synonyms').values(rows).execute();
}

/** Synonyms and the index of every group-buy; called once the catalog is written. */
export async function seedSearch(db: Kysely<Database>): Promise<void> {
  await seedSearchSynonyms(db);
  await indexAllGroupBuys(db);
}
