import type { Prng } from './prng';
import type { Family } from './productFamilies';
import type { Facts } from './productFacts';

export interface SpecInput { family: Family; noun: string; brand: string; country: string; sizes: string[]; rnd: Prng; facts: Facts }
type Row = [string, string];

/** 「M（6-11kg）58片」 → size M, note 6-11kg, rest 58片. */
function parts(label: string): { size: string; note: string; rest: string } {
  const m = /^(.+?)（(.+?)）(.*)$/.exec(label);
  return m ? { size: m[1], note: m[2], rest: m[3].trim() } : { size: label, note: '', rest: '' };
}

const sizesRow = (label: string, sizes: string[]): Row => [label, sizes.map((s) => parts(s).size).join('、')];
const notesRow = (label: string, sizes: string[]): Row => [label, sizes.map((s) => `${parts(s).size}：${parts(s).note}`).join('／')];

function bottleMaterial(noun: string): [string, string] {
  if (noun.includes('玻璃')) return ['高硼矽耐熱玻璃', '-20°C～120°C'];
  if (noun.includes('PPSU')) return ['PPSU（聚亞苯基碸）', '-20°C～180°C'];
  return ['PP（聚丙烯）', '-20°C～120°C'];
}

function beddingAge(noun: string): string {
  if (noun.includes('孕婦')) return '孕期、哺乳期';
  if (noun.includes('斜坡')) return '0-12 個月（清醒時在大人看顧下使用）';
  return noun.includes('床墊') ? '0-3 歲' : '1 歲以上';
}

/** The 規格 rows of each family, in the order a shop lists them; sizes come from the product's options. */
function familyRows({ family, noun, sizes, rnd, facts }: SpecInput): Row[] {
  const cm = (a: number, b: number) => `${rnd.int(a, b)}`;
  switch (family) {
    case 'clothing':
      return [['材質', rnd.pick(['精梳棉 100%', '有機棉 95%・彈性纖維 5%', '竹纖維 70%・棉 30%', '純棉雙層紗布'])], sizesRow('尺寸', sizes), notesRow('適用月齡', sizes),
        ['開口方式', facts.opening ?? '套頭，領口加寬'], ['洗滌方式', '30°C 以下冷水，建議放洗衣袋，陰乾']];
    case 'sleepwear':
      return [['材質', rnd.pick(['雙層紗布（棉 100%）', '竹纖維 70%・棉 30%', '三層紗布（棉 100%）'])], sizesRow('尺寸', sizes), notesRow('適用月齡', sizes),
        ['建議室溫', rnd.pick(['22-26°C', '24-28°C', '20-24°C'])], ['洗滌方式', '可機洗，請放洗衣袋並拉上拉鍊']];
    case 'footwear':
      return [['材質', noun.includes('鞋') ? '鞋面：透氣網布／鞋底：TPR 軟底' : '棉 80%・尼龍 17%・彈性纖維 3%'], sizesRow('尺寸（腳長）', sizes), notesRow('參考月齡', sizes),
        ['止滑設計', '腳底矽膠止滑顆粒']];
    case 'hat':
      return [['材質', '表布：棉 100%（UPF50+）／內圈：透氣棉布'], sizesRow('頭圍', sizes), notesRow('參考年齡', sizes), ['洗滌方式', '手洗，平放陰乾']];
    case 'bibs':
      return [['材質', '表層：純棉毛巾布／背面：TPU 防水層'], ['尺寸', `約 ${cm(20, 24)}×${cm(28, 32)}cm`], ['入數', sizes.join('、')], ['適用年齡', '0-2 歲']];
    case 'bottle': {
      const [material, heat] = bottleMaterial(noun);
      return [['容量', sizes.join('、')], ['材質', material], ['耐熱溫度', heat], ['奶嘴', '液態矽膠，附 S 號圓孔奶嘴'], ['口徑', '寬口徑（約 6.5cm）']];
    }
    case 'pacifier':
      if (noun.includes('鍊')) return [['材質', '食品級矽膠珠、櫸木珠／不鏽鋼防咬夾'], ['長度', '約 20cm'], ['規格', sizes.join('、')]];
      return [['材質', '醫療級液態矽膠（奶嘴）／PP（護罩）'], ['規格', sizes.join('、')], ['適用月齡', '0-6 個月、6-18 個月'], ['附件', '收納盒']];
    case 'tableware':
      return [['材質', '食品級矽膠'], noun.includes('湯匙') ? ['內容物', '湯匙 2 支、叉子 1 支'] : ['容量', `約 ${rnd.pick([250, 300, 350])}ml`], ['耐熱溫度', '-40°C～200°C'], ['顏色', sizes.join('、')], ['適用年齡', '6 個月以上']];
    case 'kitchen':
      if (noun.includes('分裝盒')) return [['材質', '食品級矽膠（盒身）／PP（上蓋）'], ['容量', '每格約 60ml，共 6 格'], ['耐熱溫度', '-40°C～200°C'], ['款式', sizes.join('、')]];
      if (noun.includes('研磨碗')) return [['材質', 'PP、不鏽鋼濾網'], ['容量', '約 250ml'], ['內容物', '研磨碗、研磨棒、濾網、湯匙'], ['耐熱溫度', '-20°C～120°C']];
      return [['容量', `約 ${rnd.pick([300, 400, 500])}ml`], ['功率', `${rnd.pick([250, 300, 400])}W`], ['電壓', 'AC 110V／60Hz'], ['重量', `約 ${rnd.pick(['1.2', '1.5', '1.8'])}kg`], ['保固', '一年']];
    case 'pump':
      if (noun.includes('手動')) return [['吸力調整', '手動按壓，自行控制節奏'], ['重量', `約 ${rnd.int(110, 160)}g`], ['喇叭罩', '21mm／24mm／27mm'], ['保固', '一年']];
      return [['最大吸力', `${rnd.pick([280, 300, 320])}mmHg`], ['吸力段數', `${rnd.pick([9, 12])} 段`], ['電池', `內建 ${rnd.pick([1500, 2000])}mAh 充電鋰電池`],
        ['重量', `約 ${rnd.int(180, 320)}g`], ['喇叭罩', '21mm／24mm／27mm'], ['保固', '一年']];
    case 'nursing':
      return [['入數', sizes.join('、')], noun.includes('儲存袋') ? ['容量', '每袋 200ml'] : ['尺寸', '直徑約 12cm'],
        ['材質', noun.includes('儲存袋') ? 'PET／PE 雙層複合膜' : '表層：不織布／吸收層：高分子吸收體']];
    case 'bedding':
      return [['尺寸', noun.includes('床墊') ? '60×120×5cm' : `約 ${cm(25, 30)}×${cm(38, 45)}cm`], ['材質', noun.includes('乳膠') ? '天然乳膠（內芯）／棉（外套）' : '3D 透氣纖維（內芯）／棉（外套）'],
        ['適用', beddingAge(noun)], ['清洗', '外套可拆洗，內芯請勿水洗']];
    case 'nightlight':
      return [['尺寸', `約 ${cm(9, 12)}×${cm(9, 12)}×${cm(11, 14)}cm`], ['電池', '內建 1200mAh 充電電池'], ['續航', '約 8-12 小時（最低亮度）'], ['顏色', sizes.join('、')], ['充電', 'USB Type-C']];
    case 'stroller':
      return [['車重', `${rnd.pick(['5.8', '6.2', '6.9', '7.5', '8.1'])}kg`], ['收合尺寸', `${cm(44, 52)}×${cm(20, 28)}×${cm(50, 58)}cm`],
        ['展開尺寸', `${cm(45, 55)}×${cm(75, 85)}×${cm(100, 108)}cm`], ['適用年齡', noun.includes('高景觀') ? '出生至 4 歲（22kg 以下）' : '6 個月至 4 歲（22kg 以下）'],
        ['椅背角度', `${rnd.pick([110, 120])}°～${rnd.pick([165, 170, 175])}°`], ['顏色', sizes.join('、')]];
    case 'carseat':
      return [['適用身高', noun.includes('提籃') ? '40-87cm（約出生至 15 個月）' : '40-105cm（約出生至 4 歲）'], ['安裝方式', 'ISOFIX＋防旋轉支撐腳'],
        ['安全認證', 'ECE R129'], ['重量', `約 ${noun.includes('提籃') ? '4.2' : rnd.pick(['11.8', '12.5', '13.9'])}kg`], ['顏色', sizes.join('、')]];
    case 'carrier':
      return [['適用體重', '3.5-20kg'], ['材質', '3D 透氣網布（聚酯纖維 100%）'], ['重量', `約 ${rnd.int(550, 780)}g`], ['腰圍', '66-140cm'], ['顏色', sizes.join('、')]];
    case 'bag':
      return [['尺寸', `${cm(28, 34)}×${cm(14, 18)}×${cm(38, 44)}cm`], noun.includes('奶瓶袋') ? ['容量', '可放 2 支 240ml 奶瓶'] : ['容量', `約 ${rnd.pick([20, 25, 30])}L`], ['材質', '防潑水尼龍'], ['重量', `約 ${rnd.int(600, 900)}g`], ['顏色', sizes.join('、')]];
    case 'toy':
      return [['材質', noun.includes('軟') ? 'EVA 發泡材質' : '櫸木、水性漆'], ['內容物', `${rnd.pick([20, 30, 40])} 件`], ['適用年齡', '1 歲以上'], ['認證', '台灣 ST 安全玩具標章']];
    case 'bathtoy':
      return [['材質', '食品級矽膠'], ['入數', sizes.join('、')], ['適用年齡', '6 個月以上']];
    case 'book':
      return [['規格', sizes.join('、')], ['頁數', `每本 ${rnd.pick([10, 12, 16])} 頁`], ['尺寸', `${cm(14, 20)}×${cm(14, 20)}cm`], ['裝訂', '硬頁紙板書'], ['適讀年齡', '0-3 歲']];
    case 'plush':
      return [['材質', '表布：純棉／內裡：PP 棉'], ['尺寸', `約 ${cm(20, 30)}cm`], ['適用年齡', '0 歲以上'], ['清洗', '可機洗（洗衣袋、冷水）']];
    case 'diaper':
      return [sizesRow('尺寸', sizes), notesRow('適用體重', sizes), ['每包片數', sizes.map((s) => `${parts(s).size}：${parts(s).rest}`).join('／')],
        ['型態', noun.includes('褲型') ? '褲型（拉拉褲）' : '黏貼型'], ['材質', '表層：棉柔不織布／吸收層：絨毛漿、高分子吸收體／底膜：透氣 PE 膜'], ['保存期限', '製造日起 3 年']];
    case 'wipes':
      return [['規格', sizes.join('、')], ['單張尺寸', '20×15cm'], ['成分', '純水 99%、甘油、檸檬酸'], ['保存期限', '製造日起 3 年，開封後 3 個月內用完']];
    case 'wash': case 'detergent': case 'skincare': case 'intimate':
      rnd.next(); // the old ingredients draw: the contents are the deal's facts now
      return [['容量', sizes.join('、')], ['主要成分', facts.contents ?? ''],
        ['保存期限', '未開封 3 年，開封後 12 個月內使用'], ['適用', family === 'intimate' ? '18 歲以上成人' : family === 'skincare' ? '孕期、哺乳期' : '新生兒以上']];
    case 'maternity':
      return [sizesRow('尺寸', sizes), notesRow('建議孕前體重', sizes), ['材質', rnd.pick(['棉 95%・彈性纖維 5%', '莫代爾 92%・彈性纖維 8%'])], ['適用期間', '孕期至產後哺乳期']];
    case 'safety':
      if (noun.includes('門欄')) return [['適用寬度', sizes.join('、')], ['高度', '約 76cm'], ['材質', '鋼管烤漆、ABS'], ['安裝方式', '壓力式，免鑽孔']];
      if (noun.includes('安全蓋')) return [['入數', sizes.join('、')], ['材質', 'PP'], ['適用', '台灣兩孔、三孔插座']];
      return [['入數', sizes.join('、')], ['材質', 'NBR 緩衝泡棉、3M 背膠'], ['顏色', rnd.pick(['透明', '米白', '淺灰'])]];
    case 'storage':
      return [['尺寸', `${cm(35, 45)}×${cm(28, 35)}×${cm(25, 35)}cm`], ['材質', '棉麻布、PP 板'], ['顏色', sizes.join('、')]];
  }
}

/** The 規格 table of one product: brand first, then the family's rows, then where it is made. */
export function specRows(input: SpecInput): Row[] {
  return [['品牌', input.brand], ...familyRows(input), ['產地', input.country]];
}
