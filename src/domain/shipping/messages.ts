/** Every zh-TW text of a shipping promise, in one place for the product owner. */
export const ShippingMessages = {
  FREE_ALWAYS: '免運',
  FREE_FROM: (amount: string) => `滿 ${amount} 免運`,
  DISPATCH_STOCK: (days: number) => `付款後 ${days} 個工作天內出貨`,
  DISPATCH_AFTER_CLOSE: (days: number) => `結團後 ${days} 個工作天內出貨`,
  FEES: (home: string, cvs: string) => `宅配 ${home}・超商取貨 ${cvs}`,
  FEES_FREE: '宅配、超商取貨都免運費',
  JOIN: '・',
} as const;
