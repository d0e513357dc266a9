/** zh-TW word lists for the generated catalog: parents should read it as a real shop. */
export const BRAND_HEADS = ['貝', '米', '暖', '萌', '森', '棉', '小', '樂', '花', '日', '星', '甜', '柔', '果', '豆'];
export const BRAND_TAILS = ['寶寶', '貝比', '小屋', '森林', '日常', '童話', '媽咪', '樂園', '手作', '生活'];
export const BRAND_LATIN = ['Mimi', 'Bebe', 'Lulu', 'Nana', 'Coco', 'Momo', 'Kiki', 'Poppy', 'Tutu', 'Boo'];
export const BRAND_LATIN_TAILS = ['Baby', 'Kids', 'Nest', 'Garden', 'Home', 'Little', 'Organics', 'Care'];
export const COUNTRIES = ['台灣', '日本', '韓國', '德國', '英國', '美國', '瑞典', '法國', '澳洲', '義大利'];

export const HOOKS = ['團購限定', '媽咪好評回購', '新生兒必備', '月子中心愛用', '小兒科推薦', '囤貨組', '加贈收納袋', '開箱好評'];
/** Hooks that promise something about babies: never on adult-only goods or goods a newborn does not use. */
export const BABY_HOOKS: ReadonlySet<string> = new Set(['新生兒必備', '月子中心愛用', '小兒科推薦']);
export const LABELS = ['新品', '熱銷', '限時', '獨家', '人氣'];

export const SIZE_SETS: Record<string, string[]> = {
  baby: ['NB', '59cm', '66cm', '73cm', '80cm', '90cm'],
  kid: ['80cm', '90cm', '100cm', '110cm', '120cm'],
  adult: ['S', 'M', 'L', 'XL'],
  diaper: ['NB', 'S', 'M', 'L', 'XL', 'XXL'],
  pack: ['單入', '2入組', '3入組', '6入組'],
  volume: ['150ml', '250ml', '500ml', '補充包'],
  color: ['粉紅', '天藍', '米白', '薄荷綠', '奶茶', '灰色'],
  single: ['單一規格'],
};

/** Drawn and set aside (the random sequence stays put): each group-buy's one promise comes from domain/shipping. */
export const DELIVERY_NOTES = ['現貨，付款後 2 個工作天內出貨', '預購，約 7-14 個工作天出貨', '團購結束後統一出貨', '廠商直送，約 3-5 個工作天到貨'];

export const EVENTS = [
  { path: 'double-11', title: '雙11 寶寶節', description: '全館母嬰好物限時優惠', color: '#f25c87' },
  { path: 'anniversary', title: '週年慶', description: '感謝媽咪們一路相挺，週年慶加碼回饋', color: '#f29c38' },
  { path: 'spend-1000', title: '滿千折百', description: '單筆消費滿 1,000 元現折 100 元', color: '#28a4a0' },
  { path: 'buy-2', title: '任選 2 件 88 折', description: '指定商品任選兩件享 88 折', color: '#7c6fd6' },
  { path: 'new-arrivals', title: '新品上市', description: '本週新上架的人氣好物', color: '#4aa3df' },
  { path: 'winter-warm', title: '冬季保暖', description: '寶寶的第一個冬天，暖呼呼過冬', color: '#e07a5f' },
  { path: 'member-day', title: '會員日', description: '會員限定每月 15 日加碼', color: '#9b5de5' },
  { path: 'free-shipping', title: '免運專區', description: '這些團購不限金額免運費', color: '#43aa8b' },
];

export const CURATIONS = [
  { path: 'newborn-checklist', title: '新生兒必備清單', description: '從醫院回家的第一週，這些一定要準備' },
  { path: 'first-winter', title: '寶寶的第一個冬天', description: '防踢被、包屁衣、保暖小物一次備齊' },
  { path: 'day-out', title: '全家出遊好物', description: '推車、揹巾、媽媽包，出門不手忙腳亂' },
  { path: 'treat-mom', title: '媽咪犒賞自己', description: '辛苦的媽咪也值得好好被照顧' },
  { path: 'sleep-well', title: '一夜好眠', description: '安撫入睡的小幫手，爸媽也能睡飽' },
  { path: 'solid-food-start', title: '副食品開始囉', description: '4-6 個月寶寶的副食品工具清單' },
];

export const REVIEW_BODIES = [
  '質感很好，寶寶穿起來很舒服，會再回購！',
  '出貨很快，包裝也很用心，推推。',
  '尺寸剛好，洗過也沒有縮水。',
  '顏色跟照片一樣可愛，送禮很體面。',
  '第二次團了，品質一樣穩定。',
  '價格划算，比外面門市便宜不少。',
  '寶寶很喜歡，每天都要玩。',
  '用了一個月，沒有出現紅屁屁，很放心。',
  '客服回覆很快，有問題都有耐心解答。',
  '稍微偏大一點，建議選小一號。',
];
