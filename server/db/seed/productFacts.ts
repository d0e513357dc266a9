import type { Family } from './productFamilies';
import { prng } from './prng';

/**
 * The facts of one deal's goods, chosen once: how a garment opens, what a cream or a wash is made of. The
 * copy and the 規格 table both read them, so the text never says 肩開扣 where the table says 前開全扣.
 */
export interface Facts { opening?: string; contents?: string }

const OPENINGS: [RegExp, string[]][] = [
  [/和尚服/, ['和尚領側綁帶＋胯下壓扣']],
  [/包屁衣|連身衣|兔裝|蝴蝶衣/, ['肩開扣＋胯下三顆壓扣', '前開全扣']],
  [/T恤|上衣|衛衣/, ['套頭，領口加寬']],
  [/褲/, ['鬆緊腰頭']],
];

/** What each opening lets a parent do, as the copy says it. */
export const OPENING_POINTS: Record<string, string> = {
  '和尚領側綁帶＋胯下壓扣': '和尚領側邊綁帶，脖子還軟的新生兒也好穿脫',
  '肩開扣＋胯下三顆壓扣': '肩膀開扣，穿脫時不會卡到寶寶的耳朵；胯下三顆壓扣，半夜換尿布不用全部脫掉',
  '前開全扣': '前開全扣，寶寶躺著就能穿脫，換尿布也方便',
  '套頭，領口加寬': '領口加寬，套頭時不會卡到寶寶的耳朵',
  '鬆緊腰頭': '鬆緊腰頭留了活動量，包尿布也不會緊',
};

const CONTENTS: [RegExp | Family, string[]][] = [
  [/燕麥/, ['燕麥萃取、甘油、胺基酸界面活性劑']],
  [/慕斯/, ['胺基酸界面活性劑、乳酸、蘆薈萃取']],
  [/凝膠|精華/, ['玻尿酸、乳酸、蘆薈萃取', '玻尿酸、神經醯胺、乳酸']],
  [/凝露/, ['水、甘油、玻尿酸']],
  [/精油/, ['甜杏仁油、荷荷芭油、薰衣草精油', '葡萄籽油、甜杏仁油、玫瑰精油']],
  [/蠟燭/, ['大豆蠟、乳木果油、甜杏仁油']],
  ['wash', ['燕麥萃取、甘油、胺基酸界面活性劑', '椰子油衍生界面活性劑、蘆薈萃取', '胺基酸界面活性劑、金盞花萃取']],
  ['detergent', ['椰子油衍生界面活性劑、檸檬酸', '天然酵素、小蘇打、椰子油衍生界面活性劑']],
  ['skincare', ['乳木果油、積雪草萃取、維生素 E', '玻尿酸、神經醯胺、泛醇', '甜杏仁油、積雪草萃取、維生素 E']],
];

export function factsOf(groupBuyId: number, family: Family, noun: string): Facts {
  const rnd = prng(0xfac70000 + groupBuyId);
  const facts: Facts = {};
  const opening = family === 'clothing' ? OPENINGS.find(([re]) => re.test(noun)) : undefined;
  if (opening) facts.opening = rnd.pick(opening[1]);
  const contents = CONTENTS.find(([key]) => (typeof key === 'string' ? key === family : ['intimate', 'wash', 'skincare'].includes(family) && key.test(noun)));
  if (contents) facts.contents = rnd.pick(contents[1]);
  return facts;
}
