import type { TextSection } from '../../components/ArticleLayout';

export type AboutSection = 'story' | 'report' | 'jobs';

/** `?section=` values the about page accepts; anything else shows our story (SPEC §2.1). */
export const parseAboutSection = (value: string | null): AboutSection =>
  value === 'report' || value === 'jobs' ? value : 'story';

export const ABOUT_TABS: { key: AboutSection; label: string }[] = [
  { key: 'story', label: '品牌故事' },
  { key: 'report', label: '媒體報導' },
  { key: 'jobs', label: '人才招募' },
];

export const ABOUT_CONTENT: Record<AboutSection, { title: string; lead: string; sections: TextSection[] }> = {
  story: {
    title: '關於寶貝揪團',
    lead: '由一群新手爸媽創立，陪伴台灣家庭從孕期走到學齡前。',
    sections: [
      { heading: '我們相信', paragraphs: ['育兒的每一天都很珍貴，挑選用品不該花掉爸媽太多時間。我們與品牌直接談團購價，把安心、實用又划算的好物整理好，讓您在餵奶、哄睡的空檔也能輕鬆下單。'] },
      { heading: '我們怎麼挑選', paragraphs: ['每一檔團購都經過試用與檢驗文件審核：布料看材質與檢驗報告、哺育用品看材質標示與耐熱溫度、玩具看適用年齡與安全標章。不符合標準的商品，再便宜我們也不上架。'] },
      { heading: '不只是購物', paragraphs: ['在育兒討論區，爸媽可以互相分享經驗；探索專區則有專業編輯整理的育兒文章與選購指南，從副食品到睡眠訓練都有。'] },
    ],
  },
  report: {
    title: '媒體報導',
    lead: '感謝媒體朋友對寶貝揪團的關注與報導。',
    sections: [
      { heading: '新手爸媽的團購好夥伴', paragraphs: ['寶貝揪團以「限時團購 + 育兒社群」的模式，讓爸媽用更實惠的價格買到經過把關的母嬰好物，並在社群中找到彼此的支持。'] },
      { heading: '媒體聯繫', paragraphs: ['採訪與合作邀約請來信 press@baobeijiutuan.tw，我們會在三個工作天內回覆。品牌標誌與識別資源請見「品牌合作資源」頁面。'] },
    ],
  },
  jobs: {
    title: '人才招募',
    lead: '想和我們一起讓育兒更輕鬆嗎？歡迎加入寶貝揪團。',
    sections: [
      { heading: '我們的工作方式', paragraphs: ['小而精的團隊、彈性工時與遠端友善，育兒中的夥伴可以安心兼顧家庭。我們重視清楚的溝通與對爸媽需求的同理。'] },
      { heading: '開放職缺', paragraphs: ['資深前端工程師（React／TypeScript）、商品採購專員（母嬰用品）、社群內容編輯、客服專員（週一至週五日班）。'] },
      { heading: '如何應徵', paragraphs: ['請將履歷與作品寄至 jobs@baobeijiutuan.tw，信件主旨註明應徵職缺，我們會盡快與您聯繫。'] },
    ],
  },
};
