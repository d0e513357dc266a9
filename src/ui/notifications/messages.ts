/** The notification popup's words (zh-TW). */
export const notificationMessages = {
  region: '通知',
  close: '關閉通知',
  go: '立即查看',
  closesIn: (seconds: number) => `${seconds} 秒後自動關閉`,
} as const;
