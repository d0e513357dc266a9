import { SIZE_GUIDE_TITLES, type SizeGuideKind } from './sizeGuides';

/**
 * The size guides' tables (尺寸表), one per kind of sized goods. The seed names its options from the
 * same rows, so a size on a button always matches the guide it links to.
 */
export interface SizeGuide {
  kind: SizeGuideKind;
  title: string;
  intro: string;
  columns: string[];
  rows: string[][];
  tips: string[];
}

const GUIDES: Record<SizeGuideKind, SizeGuide> = {
  diaper: {
    kind: 'diaper', title: SIZE_GUIDE_TITLES.diaper,
    intro: '紙尿褲請以寶寶的體重挑選，月齡僅供參考；體重落在兩個尺寸重疊的區間時，腿圍肉肉的寶寶建議選大一號。',
    columns: ['尺寸', '適用體重', '參考月齡', '每包片數（黏貼型）'],
    rows: [
      ['NB', '5kg 以下', '新生兒', '76 片'],
      ['S', '4-8kg', '約 1-3 個月', '70 片'],
      ['M', '6-11kg', '約 3-12 個月', '58 片'],
      ['L', '9-14kg', '約 9-18 個月', '48 片'],
      ['XL', '12-17kg', '約 1.5-3 歲', '42 片'],
      ['XXL', '15kg 以上', '約 2.5 歲以上', '36 片'],
    ],
    tips: ['腰貼黏好後可伸入兩根手指為剛好。', '大腿或腰間出現紅色壓痕、或常常側漏，就是換大一號的時候了。'],
  },
  clothing: {
    kind: 'clothing', title: SIZE_GUIDE_TITLES.clothing,
    intro: '童裝尺寸以身高為準，標示數字約等於適穿身高上限（公分）。寶寶長得快，介於兩個尺寸之間建議選大一號。',
    columns: ['尺寸', '適合身高', '參考體重', '參考月齡'],
    rows: [
      ['60', '55-60cm', '4-6kg', '0-3 個月'],
      ['66', '60-66cm', '6-8kg', '3-6 個月'],
      ['70', '66-73cm', '8-10kg', '6-12 個月'],
      ['80', '73-80cm', '10-12kg', '12-18 個月'],
      ['90', '80-90cm', '12-14kg', '18-24 個月'],
      ['100', '90-100cm', '14-16kg', '2-3 歲'],
      ['110', '100-110cm', '16-18kg', '3-4 歲'],
      ['120', '110-120cm', '18-22kg', '4-6 歲'],
    ],
    tips: ['量身高時請讓寶寶平躺、腳掌抵住平面，從頭頂量到腳跟。', '包屁衣要留意身長（肩到檔），太短的話扣子容易繃開。'],
  },
  shoes: {
    kind: 'shoes', title: SIZE_GUIDE_TITLES.shoes,
    intro: '請量寶寶站立時腳跟到最長腳趾的長度，鞋內長再加 0.5-1 公分的成長空間最舒服。',
    columns: ['尺寸', '適合腳長', '參考月齡'],
    rows: [
      ['11cm', '10.5-11cm', '6-12 個月'],
      ['12cm', '11.5-12cm', '12-18 個月'],
      ['13cm', '12.5-13cm', '18-24 個月'],
      ['14cm', '13.5-14cm', '2-3 歲'],
    ],
    tips: ['下午腳會稍微腫脹，傍晚量最準。', '兩腳長度不同時，以長的那一腳為準。'],
  },
  maternity: {
    kind: 'maternity', title: SIZE_GUIDE_TITLES.maternity,
    intro: '孕婦裝以孕前尺寸挑選即可，腹部已預留空間；哺乳內衣建議量下胸圍，懷孕後期與產後胸圍會再增加。',
    columns: ['尺寸', '胸圍', '下胸圍', '孕前體重'],
    rows: [
      ['S', '78-84cm', '65-70cm', '42-50kg'],
      ['M', '84-90cm', '70-75cm', '50-58kg'],
      ['L', '90-96cm', '75-80cm', '58-66kg'],
      ['XL', '96-102cm', '80-85cm', '66-75kg'],
    ],
    tips: ['介於兩個尺寸時，孕期中後期建議選大一號。', '托腹帶以量腹圍最大處為準。'],
  },
  bottle: {
    kind: 'bottle', title: SIZE_GUIDE_TITLES.bottle,
    intro: '容量跟著寶寶的單次奶量走，奶嘴孔徑則看吸吮力：喝一餐超過 20 分鐘可以換大一號，常嗆奶就換回小一號。',
    columns: ['容量', '建議月齡', '單次奶量', '建議奶嘴'],
    rows: [
      ['120ml', '0-3 個月', '60-120ml', 'SS／S 號（圓孔）'],
      ['160ml', '0-6 個月', '90-150ml', 'S 號（圓孔）'],
      ['240ml', '3 個月以上', '150-210ml', 'M 號（圓孔）'],
      ['300ml', '6 個月以上', '200-270ml', 'L 號（十字孔）'],
    ],
    tips: ['奶嘴約 2-3 個月更換一次，有裂痕或變黏就立刻換。', '玻璃奶瓶適合在家使用，外出建議帶輕巧的 PPSU 或 PP 奶瓶。'],
  },
};

export const sizeGuide = (kind: SizeGuideKind): SizeGuide => GUIDES[kind];
