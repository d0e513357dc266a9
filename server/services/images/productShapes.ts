import type { Shape } from '../../db/seed/taxonomy';

/**
 * Product drawings for the generated catalog images, one per kind of goods, on the same 600×600
 * canvas as `shapes.ts` (drawn around (300, 250), the label below). `s` is the shared stroke style.
 */
export type ProductShape =
  | 'bodysuit' | 'pants' | 'shoe' | 'bib' | 'hat' | 'pacifier' | 'bowl' | 'blender' | 'pump' | 'pad' | 'pouch' | 'sleepbag' | 'pillow'
  | 'lamp' | 'carseat' | 'carrier' | 'bag' | 'duck' | 'plush' | 'diaper' | 'wipes' | 'lotion' | 'jar' | 'dress' | 'bra' | 'belt'
  | 'guard' | 'gate' | 'box';

type Draw = (s: string, ink: string) => string;
const line = (ink: string, d: string, width = 6) => `<path fill="none" stroke="${ink}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round" d="${d}"/>`;

export const PRODUCT_SHAPES: Record<ProductShape, Draw> = {
  bodysuit: (s, ink) => `<path ${s} d="M235 130 Q300 165 365 130 L430 165 L460 225 L405 250 L395 230 L395 300 Q395 330 350 345 L330 385 L270 385 L250 345 Q205 330 205 300 L205 230 L195 250 L140 225 L170 165 Z"/>${line(ink, 'M275 385 H325')}<circle fill="${ink}" cx="285" cy="372" r="5"/><circle fill="${ink}" cx="315" cy="372" r="5"/>`,
  pants: (s, ink) => `<path ${s} d="M205 130 H395 L420 380 H325 L300 220 L275 380 H180 Z"/>${line(ink, 'M205 160 H395')}`,
  shoe: (s, ink) => `<path ${s} d="M190 190 Q185 150 225 150 L300 150 Q320 230 380 250 Q455 265 455 320 Q455 350 420 350 L200 350 Q165 350 165 310 Z"/>${line(ink, 'M165 315 H455')}${line(ink, 'M260 200 L320 190 M270 230 L335 218')}`,
  bib: (s, ink) => `<path ${s} d="M300 120 A160 150 0 1 1 299 120 Z"/><path fill="#fdeef2" stroke="${ink}" stroke-width="8" d="M300 140 A60 55 0 1 0 301 140 Z"/><circle fill="${ink}" cx="248" cy="150" r="7"/>${line(ink, 'M220 330 Q300 370 380 330')}`,
  hat: (s) => `<path ${s} d="M210 260 Q215 150 300 150 Q385 150 390 260 Z"/><path ${s} d="M140 275 Q300 225 460 275 Q470 300 440 305 Q300 275 160 305 Q130 300 140 275 Z"/>`,
  pacifier: (s, ink) => `<circle fill="none" stroke="${ink}" stroke-width="14" cx="300" cy="150" r="55"/><path ${s} d="M180 230 Q300 190 420 230 Q440 280 300 300 Q160 280 180 230 Z"/><path ${s} d="M265 295 Q270 390 300 395 Q330 390 335 295 Z"/>`,
  bowl: (s) => `<path ${s} d="M150 230 H450 Q445 350 300 360 Q155 350 150 230 Z"/><rect ${s} x="250" y="360" width="100" height="24" rx="10"/><path ${s} d="M360 110 L420 200 Q430 215 418 222 Q405 228 396 214 L340 120 Z"/>`,
  blender: (s, ink) => `<path ${s} d="M220 120 H380 L365 300 H235 Z"/><rect ${s} x="205" y="300" width="190" height="80" rx="16"/><circle fill="${ink}" cx="300" cy="340" r="14"/>${line(ink, 'M260 170 H340 M265 220 H335')}`,
  pump: (s, ink) => `<path ${s} d="M180 130 Q300 110 330 200 L330 240 L260 240 Q200 200 180 130 Z"/><rect ${s} x="245" y="240" width="110" height="140" rx="24"/>${line(ink, 'M265 290 H300 M265 330 H300')}<path ${s} d="M330 200 H400 V250 H355"/>`,
  pad: (s, ink) => `<circle ${s} cx="230" cy="250" r="95"/><circle ${s} cx="370" cy="250" r="95"/><circle fill="none" stroke="${ink}" stroke-width="6" stroke-dasharray="10 10" cx="230" cy="250" r="60"/><circle fill="none" stroke="${ink}" stroke-width="6" stroke-dasharray="10 10" cx="370" cy="250" r="60"/>`,
  pouch: (s, ink) => `<path ${s} d="M210 120 H390 V340 Q390 385 345 385 H255 Q210 385 210 340 Z"/>${line(ink, 'M210 165 H390')}${line(ink, 'M240 215 H280 M240 255 H280 M240 295 H280')}<path fill="${ink}" opacity=".25" d="M214 300 H386 V340 Q386 381 345 381 H255 Q214 381 214 340 Z"/>`,
  sleepbag: (s, ink) => `<path ${s} d="M240 120 Q300 150 360 120 L400 160 L390 200 Q430 290 400 370 Q300 400 200 370 Q170 290 210 200 L200 160 Z"/>${line(ink, 'M300 150 V370')}<circle fill="${ink}" cx="300" cy="160" r="9"/>`,
  pillow: (s, ink) => `<path ${s} d="M160 190 Q300 150 440 190 Q470 260 440 330 Q300 370 160 330 Q130 260 160 190 Z"/>${line(ink, 'M185 215 Q300 185 415 215 M185 305 Q300 335 415 305', 5)}`,
  lamp: (s, ink) => `<path ${s} d="M190 300 Q190 160 300 160 Q410 160 410 300 Z"/><circle ${s} cx="235" cy="170" r="32"/><circle ${s} cx="365" cy="170" r="32"/><rect ${s} x="170" y="300" width="260" height="60" rx="20"/><circle fill="${ink}" cx="270" cy="240" r="8"/><circle fill="${ink}" cx="330" cy="240" r="8"/>${line(ink, 'M285 270 Q300 282 315 270')}`,
  carseat: (s, ink) => `<path ${s} d="M200 120 Q250 110 260 160 L280 300 L410 300 Q440 300 440 330 L440 360 L200 360 Q170 360 170 330 L170 150 Q170 125 200 120 Z"/><path fill="none" stroke="${ink}" stroke-width="14" stroke-linecap="round" d="M180 250 Q300 110 430 270"/><rect ${s} x="190" y="360" width="240" height="26" rx="10"/>`,
  carrier: (s, ink) => `<path ${s} d="M220 170 Q300 150 380 170 L370 340 Q300 370 230 340 Z"/>${line(ink, 'M225 180 L190 110 M375 180 L410 110', 14)}<rect ${s} x="170" y="320" width="260" height="40" rx="14"/><circle ${s} cx="300" cy="130" r="34"/>`,
  bag: (s, ink) => `<path ${s} d="M250 160 Q250 110 300 110 Q350 110 350 160"/><rect ${s} x="185" y="160" width="230" height="220" rx="40"/><rect ${s} x="225" y="270" width="150" height="80" rx="16"/>${line(ink, 'M225 300 H375')}`,
  duck: (s, ink) => `<path ${s} d="M160 300 Q170 240 250 250 Q210 220 220 180 Q235 120 300 125 Q360 130 360 190 Q360 225 330 245 Q430 230 450 270 Q455 360 320 370 Q180 375 160 300 Z"/><path fill="#f29c38" stroke="${ink}" stroke-width="6" d="M355 180 L405 192 L355 206 Z"/><circle fill="${ink}" cx="320" cy="170" r="9"/>`,
  plush: (s, ink) => `<path ${s} d="M245 190 Q215 60 250 60 Q285 60 275 180"/><path ${s} d="M325 180 Q315 60 350 60 Q385 60 355 190"/><circle ${s} cx="300" cy="250" r="110"/><circle fill="${ink}" cx="262" cy="240" r="10"/><circle fill="${ink}" cx="338" cy="240" r="10"/>${line(ink, 'M285 285 Q300 298 315 285')}<circle fill="#f8b4c8" cx="240" cy="280" r="14"/><circle fill="#f8b4c8" cx="360" cy="280" r="14"/>`,
  diaper: (s, ink) => `<path ${s} d="M150 150 H450 L440 220 Q380 240 350 330 Q300 370 250 330 Q220 240 160 220 Z"/><rect ${s} x="150" y="150" width="60" height="42" rx="10"/><rect ${s} x="390" y="150" width="60" height="42" rx="10"/>${line(ink, 'M240 200 Q300 215 360 200')}<path fill="none" stroke="#4aa3df" stroke-width="8" stroke-linecap="round" d="M300 235 V320"/>`,
  wipes: (s, ink) => `<rect ${s} x="150" y="180" width="300" height="190" rx="36"/><ellipse ${s} cx="300" cy="230" rx="80" ry="30"/><path ${s} d="M255 230 Q270 130 300 120 Q335 130 345 230 Z"/>${line(ink, 'M190 320 H410')}`,
  lotion: (s, ink) => `<rect ${s} x="230" y="190" width="140" height="200" rx="34"/><rect ${s} x="265" y="150" width="70" height="40" rx="8"/><path ${s} d="M290 150 V110 H370 V130"/><rect fill="${ink}" opacity=".2" x="250" y="250" width="100" height="80" rx="10"/>`,
  jar: (s, ink) => `<rect ${s} x="180" y="200" width="240" height="170" rx="40"/><rect ${s} x="170" y="150" width="260" height="60" rx="18"/><rect fill="${ink}" opacity=".2" x="215" y="250" width="170" height="70" rx="12"/>`,
  dress: (s, ink) => `<path ${s} d="M250 120 L230 200 Q240 215 250 215 L180 390 H420 L350 215 Q360 215 370 200 L350 120 Q300 150 250 120 Z"/>${line(ink, 'M235 215 H365')}`,
  bra: (s, ink) => `<path ${s} d="M150 280 Q160 180 240 170 Q290 170 300 250 Q310 170 360 170 Q440 180 450 280 Q300 300 150 280 Z"/>${line(ink, 'M200 180 L185 110 M400 180 L415 110', 10)}${line(ink, 'M150 280 Q300 330 450 280')}`,
  belt: (s, ink) => `<path ${s} d="M150 180 Q300 150 450 180 L450 320 Q300 350 150 320 Z"/>${line(ink, 'M200 175 V330 M400 175 V330')}<rect ${s} x="270" y="210" width="60" height="80" rx="10"/>`,
  guard: (s, ink) => `<rect ${s} x="150" y="170" width="300" height="180" rx="12"/><path fill="#ffd59e" stroke="${ink}" stroke-width="8" stroke-linejoin="round" d="M150 170 H250 V200 H180 V270 H150 Z"/><path fill="#ffd59e" stroke="${ink}" stroke-width="8" stroke-linejoin="round" d="M450 170 H350 V200 H420 V270 H450 Z"/>`,
  gate: (s, ink) => `<rect ${s} x="150" y="150" width="300" height="230" rx="16"/>${line(ink, 'M200 160 V370 M250 160 V370 M300 160 V370 M350 160 V370 M400 160 V370', 8)}<rect ${s} x="280" y="240" width="40" height="40" rx="8"/>`,
  box: (s) => `<path ${s} d="M160 200 H440 L420 380 H180 Z"/><path ${s} d="M150 160 H450 V205 H150 Z"/><rect ${s} x="260" y="260" width="80" height="32" rx="14"/>`,
};

export const isProductShape = (name: string): name is ProductShape => name in PRODUCT_SHAPES;

/** Each noun of the catalog drawn as what it is; nouns not listed fall back to their sub category's shape. */
export const NOUN_SHAPES: Record<string, ProductShape | Shape> = {
  洗澡書: 'book',
  短袖包屁衣: 'bodysuit', 和尚服包屁衣: 'bodysuit', 無袖背心包屁衣: 'bodysuit', 長袖連身衣: 'bodysuit', 兔裝: 'bodysuit', 蝴蝶衣: 'bodysuit',
  護肚褲: 'pants', 棉質長褲: 'pants', 燈籠褲: 'pants', 孕婦托腹褲: 'pants', 嬰兒學步鞋: 'shoe', 防水圍兜: 'bib', 口水巾: 'bib', 遮陽漁夫帽: 'hat',
  矽膠安撫奶嘴: 'pacifier', 夜光安撫奶嘴: 'pacifier', 奶嘴鍊: 'pacifier', 矽膠吸盤碗: 'bowl', 學習湯匙組: 'bowl', 分隔餐盤: 'bowl', 研磨碗組: 'bowl',
  副食品調理機: 'blender', 冰磚分裝盒: 'box', 雙邊電動吸乳器: 'pump', 手動吸乳器: 'pump', 穿戴式吸乳器: 'pump',
  拋棄式溢乳墊: 'pad', 可洗式溢乳墊: 'pad', 母乳儲存袋: 'pouch', 紗布防踢被: 'sleepbag', 四季睡袋: 'sleepbag', 包巾: 'sleepbag',
  乳膠透氣枕: 'pillow', 嬰兒床墊: 'pillow', 防溢奶斜坡枕: 'pillow', 'U 型孕婦枕': 'pillow', 小熊夜燈: 'lamp', 白噪音安撫機: 'lamp', 星空投影燈: 'lamp',
  'ISOFIX 汽座': 'carseat', 提籃式汽座: 'carseat', 成長型汽座: 'carseat', 透氣背帶: 'carrier', 腰凳揹巾: 'carrier', 新生兒揹巾: 'carrier',
  後背媽媽包: 'bag', 尿布收納包: 'bag', 保溫奶瓶袋: 'bag', 戲水小鴨組: 'duck', 噴水鯨魚: 'duck', 安撫兔玩偶: 'plush', 手搖鈴布偶: 'plush',
  黏貼型紙尿褲: 'diaper', 褲型紙尿褲: 'diaper', 夜用紙尿褲: 'diaper', 純水濕紙巾: 'wipes', 手口濕紙巾: 'wipes', 加厚濕紙巾: 'wipes',
  洗髮沐浴二合一: 'lotion', 燕麥舒緩沐浴乳: 'lotion', 泡泡慕斯: 'lotion', 奶瓶蔬果清潔劑: 'lotion', 嬰兒洗衣精: 'lotion', 消毒鍋: 'jar',
  妊娠紋修護霜: 'jar', 孕期按摩油: 'lotion', 緊緻修護乳: 'lotion', 溫和保濕精華: 'lotion', 孕婦防曬乳: 'lotion', 舒緩修護霜: 'jar',
  私密潔淨慕斯: 'lotion', 私密舒緩凝膠: 'lotion', 私密保濕精華: 'lotion', 水性潤滑凝露: 'lotion', 情侶按摩精油: 'lotion', 香氛按摩蠟燭: 'jar',
  孕婦洋裝: 'dress', 哺乳睡衣: 'dress', 孕婦內衣: 'bra', 無痕哺乳內衣: 'bra', 產後束腹帶: 'belt', 托腹帶: 'belt',
  桌角防撞條: 'guard', 插座安全蓋: 'guard', 安全門欄: 'gate', 玩具收納箱: 'box', 尿布收納車: 'box', 衣物收納袋: 'box',
};
