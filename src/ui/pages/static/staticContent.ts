import { TERMS_UPDATED_ON } from '../../../domain/auth/terms';
import type { TextSection } from '../../components/ArticleLayout';

export type StaticKind = 'terms' | 'privacy' | 'app';

/** Copy of the footer's static pages, in one place for the product owner. */
export const STATIC_CONTENT: Record<StaticKind, { title: string; lead: string; sections: TextSection[] }> = {
  terms: {
    title: '服務條款',
    lead: `歡迎使用寶貝揪團。使用本網站及 App 即表示您同意以下條款，最後更新日期：${TERMS_UPDATED_ON}。`,
    sections: [
      { heading: '一、會員帳號', paragraphs: ['您應提供正確的 E-mail 並妥善保管密碼。帳號僅限本人使用，如發現遭他人使用，請立即聯繫客服。'] },
      { heading: '二、團購與訂單', paragraphs: ['團購商品於活動期間內以團購價販售，數量有限、售完為止。每項商品可能設有限購數量，超過限購數量的訂單將無法成立。'] },
      { heading: '三、退換貨', paragraphs: ['依消費者保護法，您享有商品到貨後七天猶豫期（非試用期）。貼身衣物、已拆封的哺育用品等基於衛生考量之商品，退貨時須保持全新未使用狀態。'] },
      { heading: '四、購物金與折價券', paragraphs: ['購物金與折價券不得兌換現金，使用期限與條件以各活動說明為準。'] },
      { heading: '五、條款修改', paragraphs: ['我們可能因法規或服務調整修改本條款，修改後將公告於本頁，重大變更會另行通知會員。'] },
    ],
  },
  privacy: {
    title: '隱私權政策',
    lead: `寶貝揪團重視您與寶寶的隱私，以下說明我們如何蒐集、使用與保護您的個人資料，最後更新日期：${TERMS_UPDATED_ON}。註冊時您同意的版本與時間會記錄在您的帳號。`,
    sections: [
      { heading: '蒐集的資料', paragraphs: ['註冊時的 E-mail 與暱稱、訂購時的收件資料、您自願提供的寶寶生日與性別，以及瀏覽網站時的裝置與使用紀錄。信用卡號碼不會儲存在我們的系統，只保留卡別與末四碼。'] },
      { heading: '使用目的', paragraphs: ['處理訂單與配送、提供客服、寄送您訂閱的補貨與活動通知，以及改善網站體驗。未經您同意，我們不會將個人資料提供給第三方行銷使用。'] },
      { heading: 'Cookie', paragraphs: ['我們使用必要的 Cookie 維持登入狀態與購物車，並以 Cookie 記錄活動來源（保存 1 天）以計算合作夥伴回饋。登入憑證存放於無法被網頁程式讀取的 HttpOnly Cookie。'] },
      { heading: '您的權利', paragraphs: ['您可以隨時在會員中心查詢、更正個人資料，或申請刪除帳號。如有任何疑問，請於客服時間聯繫我們。'] },
    ],
  },
  app: {
    title: '下載寶貝揪團 App',
    lead: '首次下載 App 現領 $100 折價券，團購開賣、補貨到貨第一時間通知您。',
    sections: [
      { heading: '為什麼要用 App', paragraphs: ['開團提醒、補貨通知即時推播，不錯過任何一檔熱門團購；追蹤討論串的新回覆，育兒問題有人陪您一起想辦法。'] },
      { heading: '如何下載', paragraphs: ['iPhone 請至 App Store、Android 請至 Google Play 搜尋「寶貝揪團」，或使用手機相機掃描下方 QR Code。'] },
      { heading: '領取首載禮', paragraphs: ['下載並登入 App 後，$100 折價券會自動存入您的帳戶，可在「會員 > 我的折價券」查看使用期限。'] },
    ],
  },
};

export const isStaticKind = (value: string): value is StaticKind => value in STATIC_CONTENT;
