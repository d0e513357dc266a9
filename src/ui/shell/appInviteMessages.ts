/** zh-TW copy of the app-invite dialog, the smart banner and the common popup (SPEC §2.6, §4.6). */
export const appInviteMessages = {
  dialog: {
    title: '寶貝揪團 App 購物更划算',
    description: '首次下載 App 現領 $100 折價券，團購開賣、補貨與訂單進度即時通知。',
    download: '下載 App',
    continueOnWeb: '先逛網頁',
  },
  banner: {
    region: 'App 下載推薦',
    appName: '寶貝揪團 App',
    rating: (count: number) => `評分 5 顆星，共 ${count} 則評價`,
    close: '關閉 App 下載推薦',
  },
  popup: {
    close: '關閉',
  },
} as const;
