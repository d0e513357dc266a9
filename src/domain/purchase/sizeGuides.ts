/** The shop's size guides (尺寸表): their kinds, titles and paths; the tables are in sizeGuideTables.ts. */
export type SizeGuideKind = 'diaper' | 'clothing' | 'shoes' | 'maternity' | 'bottle';
export const SIZE_GUIDE_KINDS: readonly SizeGuideKind[] = ['diaper', 'clothing', 'shoes', 'maternity', 'bottle'];

/** Each guide's title: what a product page's link names (the tables are in sizeGuideTables.ts, loaded with the guide). */
export const SIZE_GUIDE_TITLES: Record<SizeGuideKind, string> = {
  diaper: '紙尿褲尺寸表（依體重）',
  clothing: '童裝尺寸表（依身高與月齡）',
  shoes: '學步鞋・襪尺寸表（依腳長）',
  maternity: '孕婦裝・哺乳衣尺寸表',
  bottle: '奶瓶容量・奶嘴孔徑對照表',
};

export const isSizeGuideKind = (value: unknown): value is SizeGuideKind => SIZE_GUIDE_KINDS.includes(value as SizeGuideKind);

export const sizeGuidePath = (kind: SizeGuideKind): string => `/size-guide/${kind}`;
