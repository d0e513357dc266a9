import type { SizeGuideKind } from '../../../src/domain/purchase/sizeGuides';

/**
 * What kind of goods each sub category sells: its option labels (each list as long as the size set it
 * replaces in `words.ts`, so the catalog's random draws stay the same), its size guide, and the family
 * whose copy and 規格 rows describe it.
 */
export type Family =
  | 'clothing' | 'sleepwear' | 'footwear' | 'bibs' | 'hat' | 'bottle' | 'pacifier' | 'tableware' | 'kitchen' | 'pump' | 'nursing'
  | 'bedding' | 'nightlight' | 'stroller' | 'carseat' | 'carrier' | 'bag' | 'toy' | 'bathtoy' | 'book' | 'plush'
  | 'diaper' | 'wipes' | 'wash' | 'detergent' | 'skincare' | 'intimate' | 'maternity' | 'safety' | 'storage';

export interface SubFamily {
  family: Family;
  guide: SizeGuideKind | null;
  /** Replaces the size set's labels; same length. */
  options?: string[];
}

const BABY_CLOTHES = ['60cm（0-3個月）', '66cm（3-6個月）', '70cm（6-12個月）', '80cm（12-18個月）', '90cm（18-24個月）', '100cm（2-3歲）'];
const KID_CLOTHES = ['80cm（12-18個月）', '90cm（18-24個月）', '100cm（2-3歲）', '110cm（3-4歲）', '120cm（4-6歲）'];
const MATERNITY = ['S（孕前 42-50kg）', 'M（孕前 50-58kg）', 'L（孕前 58-66kg）', 'XL（孕前 66-75kg）'];
const CREAM = ['50ml', '100ml', '150ml', '100ml×2 入'];

/** Diaper sizes with the weight band of the diaper size guide and the count per pack. */
export const DIAPER_OPTIONS = ['NB（5kg以下）76片', 'S（4-8kg）70片', 'M（6-11kg）58片', 'L（9-14kg）48片', 'XL（12-17kg）42片', 'XXL（15kg以上）36片'];

export const SUB_FAMILIES: Record<string, SubFamily> = {
  'short-sleeve': { family: 'clothing', guide: 'clothing', options: BABY_CLOTHES },
  rompers: { family: 'clothing', guide: 'clothing', options: BABY_CLOTHES },
  tees: { family: 'clothing', guide: 'clothing', options: KID_CLOTHES },
  pants: { family: 'clothing', guide: 'clothing', options: KID_CLOTHES },
  socks: { family: 'footwear', guide: 'shoes', options: ['11cm（6-12個月）', '12cm（12-18個月）', '13cm（18-24個月）', '14cm（2-3歲）'] },
  hats: { family: 'bibs', guide: null, options: ['單入', '2入組', '3入組', '5入組'] },
  bottles: { family: 'bottle', guide: 'bottle', options: ['120ml', '160ml', '240ml', '300ml'] },
  pacifiers: { family: 'pacifier', guide: null, options: ['0-6個月 單入', '6-18個月 單入', '0-6個月 2入', '6-18個月 2入'] },
  tableware: { family: 'tableware', guide: null },
  'food-makers': { family: 'kitchen', guide: null },
  'breast-pumps': { family: 'pump', guide: null },
  'nursing-pads': { family: 'nursing', guide: null, options: ['30入', '60入', '90入', '120入'] },
  'sleeping-bags': { family: 'sleepwear', guide: 'clothing', options: BABY_CLOTHES },
  pillows: { family: 'bedding', guide: null },
  'night-lights': { family: 'nightlight', guide: null },
  strollers: { family: 'stroller', guide: null },
  'car-seats': { family: 'carseat', guide: null },
  carriers: { family: 'carrier', guide: null },
  'diaper-bags': { family: 'bag', guide: null },
  blocks: { family: 'toy', guide: null },
  'bath-toys': { family: 'bathtoy', guide: null, options: ['單入', '2入組', '3入組', '6入組'] },
  'picture-books': { family: 'book', guide: null, options: ['單本', '3本套組', '5本套組', '10本套組'] },
  'cloth-books': { family: 'plush', guide: null },
  diapers: { family: 'diaper', guide: 'diaper', options: DIAPER_OPTIONS },
  wipes: { family: 'wipes', guide: null, options: ['80抽×3包', '80抽×6包', '80抽×12包', '80抽×24包（箱購）'] },
  'body-wash': { family: 'wash', guide: null, options: ['200ml', '400ml', '800ml 家庭號', '400ml 補充包'] },
  detergent: { family: 'detergent', guide: null, options: ['500ml', '1000ml', '1000ml 補充包', '500ml＋500ml 補充包'] },
  'stretch-mark': { family: 'skincare', guide: null, options: CREAM },
  face: { family: 'skincare', guide: null, options: CREAM },
  'intimate-care': { family: 'intimate', guide: null, options: ['50ml', '100ml', '150ml', '200ml'] },
  'maternity-wear': { family: 'maternity', guide: 'maternity', options: MATERNITY },
  'nursing-wear': { family: 'maternity', guide: 'maternity', options: MATERNITY },
  'belly-bands': { family: 'maternity', guide: 'maternity', options: MATERNITY },
  guards: { family: 'safety', guide: null, options: ['2入', '4入', '6入', '10入'] },
  storage: { family: 'storage', guide: null },
  'couple-care': { family: 'intimate', guide: null, options: ['50ml', '100ml', '150ml', '200ml'] },
};

/** Goods that sit in a sub category but are a different kind of thing (same option count as their sub's set). */
const NOUN_OVERRIDES: Record<string, SubFamily> = {
  消毒鍋: { family: 'kitchen', guide: null, options: ['標準款', '烘乾款', '大容量款', '雙層烘乾款'] },
  安全門欄: { family: 'safety', guide: null, options: ['寬 75-85cm', '寬 85-95cm', '寬 95-105cm', '寬 105-115cm'] },
  'U 型孕婦枕': { family: 'bedding', guide: null, options: ['標準款', '加大款', '附哺乳枕', '替換枕套'] },
  可洗式溢乳墊: { family: 'nursing', guide: null, options: ['4入', '6入', '8入', '10入'] },
  遮陽漁夫帽: { family: 'hat', guide: null, options: ['44cm（6-12個月）', '46cm（1-2歲）', '48cm（2-3歲）', '50cm（3-5歲）'] },
  奶嘴鍊: { family: 'pacifier', guide: null, options: ['單入', '2入組', '3入組', '附收納盒組'] },
};

/** The family of a product: its noun's own when it has one, else its sub category's. */
export const familyOf = (slug: string, noun = ''): SubFamily => NOUN_OVERRIDES[noun] ?? SUB_FAMILIES[slug] ?? { family: 'storage', guide: null };

/** Words before the noun in a group-buy title; fourteen each, like the draw they serve. */
const SOFT = ['有機棉', '超柔軟', '透氣', '輕量', '抗菌', '無螢光', '四季款', '經典款', '加厚', '親膚', '日系', '北歐風', '可愛動物', '純棉'];
const GEAR = ['輕量', '經典款', '日系', '北歐風', '人氣', '新款', '多功能', '高CP值', '安心', '簡約', '升級版', '好收納', '耐用', '質感'];
const CARE = ['溫和', '低敏', '無香料', '天然植萃', '經典款', '日系', '人氣', '新款', '無添加', '弱酸性', '保濕', '親膚', '植萃', '溫和配方'];
const DIAPER = ['超薄', '透氣', '棉柔', '日系', '經典款', '人氣', '新款', '輕薄', '超吸收', '不悶熱', '乾爽', '柔軟', '防漏', '敏感肌'];
const ADULT = ['經典款', '人氣', '新款', '質感', '放鬆', '香氛', '柔滑', '低調包裝', '溫感', '天然', '簡約', '旅行組', '升級版', '浪漫'];
const SOFT_FAMILIES: ReadonlySet<Family> = new Set(['clothing', 'sleepwear', 'footwear', 'bibs', 'hat', 'plush', 'maternity', 'bedding']);
const CARE_FAMILIES: ReadonlySet<Family> = new Set(['wash', 'detergent', 'skincare', 'intimate', 'wipes', 'nursing']);

export function adjectivesFor(slug: string, noun: string): string[] {
  const { family } = familyOf(slug, noun);
  if (family === 'diaper') return DIAPER;
  if (family === 'intimate') return ADULT;
  if (SOFT_FAMILIES.has(family)) return SOFT;
  return CARE_FAMILIES.has(family) ? CARE : GEAR;
}
