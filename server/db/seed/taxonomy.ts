/**
 * The mall's branches and category trees (branch → main → sub). Each sub category says
 * what its products are called, which sizes they come in, their price band and how the
 * generated image draws them.
 */
export type SizeKind = 'baby' | 'kid' | 'adult' | 'diaper' | 'pack' | 'volume' | 'color' | 'single';
export type Shape =
  | 'shirt' | 'bottle' | 'moon' | 'stroller' | 'block' | 'drop' | 'flower' | 'heart' | 'house' | 'book' | 'star' | 'sock';

export interface SubCategory {
  slug: string;
  name: string;
  /** Two to four characters drawn on the generated image. */
  short: string;
  nouns: string[];
  sizes: SizeKind;
  price: [number, number];
  shape: Shape;
  adultOnly?: boolean;
}

export interface MainCategory { slug: string; name: string; subs: SubCategory[] }
export interface BranchSeed { path: string; name: string; icon: string; color: string; mains: MainCategory[] }

const sub = (
  slug: string, name: string, short: string, nouns: string[], sizes: SizeKind, price: [number, number], shape: Shape,
  adultOnly = false,
): SubCategory => ({ slug, name, short, nouns, sizes, price, shape, adultOnly });

export const BRANCHES: BranchSeed[] = [
  { path: 'fashion', name: '嬰幼服飾', icon: 'shirt', color: '#f8b4c8', mains: [
    { slug: 'bodysuits', name: '包屁衣・連身衣', subs: [
      sub('short-sleeve', '短袖包屁衣', '包屁衣', ['短袖包屁衣', '和尚服包屁衣', '無袖背心包屁衣'], 'baby', [199, 690], 'shirt'),
      sub('rompers', '長袖連身衣', '連身衣', ['長袖連身衣', '兔裝', '蝴蝶衣'], 'baby', [290, 990], 'shirt'),
    ] },
    { slug: 'tops-bottoms', name: '上衣・褲裝', subs: [
      sub('tees', '童裝上衣', '上衣', ['圓領T恤', '條紋長袖上衣', '印花衛衣'], 'kid', [199, 790], 'shirt'),
      sub('pants', '童裝褲子', '褲子', ['護肚褲', '棉質長褲', '燈籠褲'], 'kid', [199, 690], 'shirt'),
    ] },
    { slug: 'accessories', name: '服飾配件', subs: [
      sub('socks', '襪子・鞋子', '襪子', ['止滑學步襪', '嬰兒學步鞋', '中筒棉襪'], 'pack', [99, 590], 'sock'),
      sub('hats', '帽子・圍兜', '圍兜', ['防水圍兜', '遮陽漁夫帽', '口水巾'], 'pack', [99, 490], 'star'),
    ] },
  ] },
  { path: 'feeding', name: '哺育用品', icon: 'bottle', color: '#ffd59e', mains: [
    { slug: 'bottles', name: '奶瓶・奶嘴', subs: [
      sub('bottles', '奶瓶', '奶瓶', ['寬口徑玻璃奶瓶', 'PPSU 奶瓶', '防脹氣奶瓶'], 'volume', [290, 1280], 'bottle'),
      sub('pacifiers', '安撫奶嘴', '奶嘴', ['矽膠安撫奶嘴', '夜光安撫奶嘴', '奶嘴鍊'], 'pack', [149, 590], 'bottle'),
    ] },
    { slug: 'solid-food', name: '副食品', subs: [
      sub('tableware', '兒童餐具', '餐具', ['矽膠吸盤碗', '學習湯匙組', '分隔餐盤'], 'color', [199, 890], 'star'),
      sub('food-makers', '副食品調理', '調理機', ['副食品調理機', '冰磚分裝盒', '研磨碗組'], 'single', [290, 3990], 'block'),
    ] },
    { slug: 'nursing', name: '哺乳・吸乳', subs: [
      sub('breast-pumps', '吸乳器', '吸乳器', ['雙邊電動吸乳器', '手動吸乳器', '穿戴式吸乳器'], 'single', [990, 3990], 'heart'),
      sub('nursing-pads', '溢乳墊・儲乳袋', '儲乳袋', ['拋棄式溢乳墊', '母乳儲存袋', '可洗式溢乳墊'], 'pack', [149, 590], 'drop'),
    ] },
  ] },
  { path: 'sleep', name: '寢具家居', icon: 'moon', color: '#b8d8f8', mains: [
    { slug: 'bedding', name: '寢具', subs: [
      sub('sleeping-bags', '防踢被・睡袋', '睡袋', ['紗布防踢被', '四季睡袋', '包巾'], 'baby', [390, 1580], 'moon'),
      sub('pillows', '枕頭・床墊', '枕頭', ['乳膠透氣枕', '嬰兒床墊', '防溢奶斜坡枕'], 'single', [490, 2980], 'moon'),
    ] },
    { slug: 'nursery', name: '嬰兒房', subs: [
      sub('night-lights', '夜燈・安撫', '夜燈', ['小熊夜燈', '白噪音安撫機', '星空投影燈'], 'color', [390, 1980], 'star'),
    ] },
  ] },
  { path: 'outing', name: '外出用品', icon: 'stroller', color: '#c5e8c5', mains: [
    { slug: 'strollers', name: '推車・汽座', subs: [
      sub('strollers', '嬰兒推車', '推車', ['輕量秒收推車', '雙向高景觀推車', '登機推車'], 'color', [1980, 3990], 'stroller'),
      sub('car-seats', '安全汽座', '汽座', ['ISOFIX 汽座', '提籃式汽座', '成長型汽座'], 'color', [2480, 3990], 'stroller'),
    ] },
    { slug: 'carry', name: '揹巾・媽媽包', subs: [
      sub('carriers', '揹巾・腰凳', '揹巾', ['透氣背帶', '腰凳揹巾', '新生兒揹巾'], 'color', [890, 2980], 'heart'),
      sub('diaper-bags', '媽媽包', '媽媽包', ['後背媽媽包', '尿布收納包', '保溫奶瓶袋'], 'color', [490, 1980], 'house'),
    ] },
  ] },
  { path: 'toys', name: '玩具繪本', icon: 'block', color: '#ffe08a', mains: [
    { slug: 'learning', name: '益智玩具', subs: [
      sub('blocks', '積木・拼圖', '積木', ['木製積木組', '軟積木', '形狀配對盒'], 'single', [290, 1580], 'block'),
      sub('bath-toys', '洗澡玩具', '洗澡玩', ['戲水小鴨組', '噴水鯨魚', '洗澡書'], 'pack', [149, 590], 'drop'),
    ] },
    { slug: 'books', name: '繪本・布書', subs: [
      sub('picture-books', '繪本', '繪本', ['硬頁認知繪本', '有聲點讀書', '睡前故事繪本'], 'pack', [199, 1280], 'book'),
      sub('cloth-books', '布書・安撫玩偶', '布書', ['黑白感官布書', '安撫兔玩偶', '手搖鈴布偶'], 'single', [199, 790], 'book'),
    ] },
  ] },
  { path: 'bath', name: '洗沐清潔', icon: 'drop', color: '#a8e6e0', mains: [
    { slug: 'diapers', name: '尿布・濕紙巾', subs: [
      sub('diapers', '紙尿褲', '尿布', ['黏貼型紙尿褲', '褲型紙尿褲', '夜用紙尿褲'], 'diaper', [399, 699], 'drop'),
      sub('wipes', '濕紙巾', '濕紙巾', ['純水濕紙巾', '手口濕紙巾', '加厚濕紙巾'], 'pack', [99, 690], 'drop'),
    ] },
    { slug: 'wash', name: '沐浴・清潔', subs: [
      sub('body-wash', '沐浴洗髮', '沐浴乳', ['洗髮沐浴二合一', '燕麥舒緩沐浴乳', '泡泡慕斯'], 'volume', [199, 890], 'drop'),
      sub('detergent', '衣物奶瓶清潔', '清潔劑', ['奶瓶蔬果清潔劑', '嬰兒洗衣精', '消毒鍋'], 'volume', [149, 2980], 'bottle'),
    ] },
  ] },
  { path: 'mom', name: '媽咪保養', icon: 'flower', color: '#e8c5f0', mains: [
    { slug: 'skincare', name: '孕期保養', subs: [
      sub('stretch-mark', '妊娠霜・按摩油', '妊娠霜', ['妊娠紋修護霜', '孕期按摩油', '緊緻修護乳'], 'volume', [490, 1980], 'flower'),
      sub('face', '臉部保養', '保養', ['溫和保濕精華', '孕婦防曬乳', '舒緩修護霜'], 'volume', [390, 1680], 'flower'),
    ] },
    { slug: 'intimate', name: '私密保養', subs: [
      sub('intimate-care', '私密保養', '私密', ['私密潔淨慕斯', '私密舒緩凝膠', '私密保濕精華'], 'volume', [390, 1280], 'heart', true),
    ] },
  ] },
  { path: 'maternity', name: '孕婦用品', icon: 'heart', color: '#ffc8b0', mains: [
    { slug: 'wear', name: '孕婦裝・哺乳衣', subs: [
      sub('maternity-wear', '孕婦裝', '孕婦裝', ['孕婦洋裝', '孕婦托腹褲', '孕婦內衣'], 'adult', [390, 1580], 'shirt'),
      sub('nursing-wear', '哺乳衣', '哺乳衣', ['無痕哺乳內衣', '哺乳上衣', '哺乳睡衣'], 'adult', [390, 1280], 'shirt'),
    ] },
    { slug: 'support', name: '孕期支撐', subs: [
      sub('belly-bands', '托腹帶・孕婦枕', '孕婦枕', ['U 型孕婦枕', '產後束腹帶', '托腹帶'], 'adult', [590, 2480], 'moon'),
    ] },
  ] },
  { path: 'home', name: '居家生活', icon: 'house', color: '#d9d2c5', mains: [
    { slug: 'safety', name: '居家安全', subs: [
      sub('guards', '防護・安全', '防護', ['桌角防撞條', '安全門欄', '插座安全蓋'], 'pack', [99, 2980], 'house'),
      sub('storage', '收納', '收納', ['玩具收納箱', '尿布收納車', '衣物收納袋'], 'color', [290, 1980], 'house'),
    ] },
    { slug: 'couple', name: '兩性生活', subs: [
      sub('couple-care', '兩性保養', '兩性', ['水性潤滑凝露', '情侶按摩精油', '香氛按摩蠟燭'], 'volume', [290, 1280], 'heart', true),
    ] },
  ] },
];
