import type { Family } from './productFamilies';

/**
 * What parents say about each kind of goods: fit only for what is worn by size, 紅屁屁 only for what touches
 * a baby's bottom, play only for toys. A review keeps its draw from the old shared list and reads it here.
 */
const SHARED = ['出貨很快，包裝也很用心，推推。', '第二次團了，品質一樣穩定。', '價格划算，比外面門市便宜不少。', '客服回覆很快，有問題都有耐心解答。'];

const THEMES: Record<string, string[]> = {
  wear: ['質感很好，寶寶穿起來很舒服，會再回購！', '尺寸剛好，洗過也沒有縮水。', '顏色跟照片一樣可愛，送禮很體面。', '稍微偏大一點，建議選小一號。', '布料很軟，洗了幾次也沒有起毛球。', '照著尺寸表買剛剛好。'],
  mom: ['穿起來很舒服，肚子越來越大也不會緊。', '尺寸照孕前買剛好，洗過也沒有縮水。', '布料很透氣，夏天穿也不悶。', '稍微偏大一點，建議選小一號。', '產後也還在穿，很值得。', '顏色很耐看，上班穿也不突兀。'],
  bottom: ['用了一個月，沒有出現紅屁屁，很放心。', '很溫和，寶寶的屁屁一直都很乾爽。', '家裡囤了好幾箱，品質一直很穩。', '吸收力很好，半夜不用再起來換。', '味道很淡，寶寶皮膚也沒有過敏。', '一包用很久，很划算。'],
  play: ['寶寶很喜歡，每天都要玩。', '做工很細緻，邊角都很圓滑。', '顏色柔和，放在客廳也好看。', '買來當週歲禮物，收到的朋友很喜歡。', '可以玩很久，寶寶專注力變好了。', '材質很安心，寶寶咬也不擔心。'],
  care: ['擦起來很清爽，不會黏黏的。', '味道很淡，孕期聞了也不會不舒服。', '用了一陣子，皮膚變得比較穩定。', '質地好推開，一點點就夠用。', '包裝很好按壓，一手就能用。', '很溫和，敏感肌用了也沒有泛紅。'],
  adult: ['包裝很低調，外箱完全看不出來是什麼。', '質地很溫和，用起來很舒服。', '味道淡淡的很好聞。', '出貨很快，也很注重隱私。', '用量很省，一瓶可以用很久。', '回購第二次了，品質很穩定。'],
  gear: ['用起來很順手，每天都用得到。', '做工很紮實，看得出來很用心。', '比想像中輕巧，收納也方便。', '顏色跟照片一樣，放在家裡很好看。', '爸爸媽媽都覺得很好用。', '說明書寫得很清楚，第一次用就上手。'],
};

const THEME_OF: Partial<Record<Family, string>> = {
  clothing: 'wear', sleepwear: 'wear', footwear: 'wear', maternity: 'mom', diaper: 'bottom', wipes: 'bottom', wash: 'bottom',
  toy: 'play', bathtoy: 'play', book: 'play', plush: 'play', skincare: 'care', intimate: 'adult',
};

/** The review text for the n-th of ten old draws, in the words of this kind of goods. */
export function reviewBody(family: Family, drawn: number): string {
  const list = [...THEMES[THEME_OF[family] ?? 'gear'], ...SHARED];
  return list[drawn % list.length];
}
