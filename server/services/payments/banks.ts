/** Banks a shopper can transfer from for ATM 虛擬帳號 (interbank transfer works from any of them). */
export const ATM_BANKS: readonly { code: string; name: string }[] = [
  { code: '004', name: '臺灣銀行' }, { code: '005', name: '臺灣土地銀行' }, { code: '006', name: '合作金庫商業銀行' },
  { code: '007', name: '第一商業銀行' }, { code: '008', name: '華南商業銀行' }, { code: '009', name: '彰化商業銀行' },
  { code: '011', name: '上海商業儲蓄銀行' }, { code: '012', name: '台北富邦商業銀行' }, { code: '013', name: '國泰世華商業銀行' },
  { code: '017', name: '兆豐國際商業銀行' }, { code: '050', name: '臺灣中小企業銀行' }, { code: '700', name: '中華郵政' },
  { code: '803', name: '聯邦商業銀行' }, { code: '806', name: '元大商業銀行' }, { code: '807', name: '永豐商業銀行' },
  { code: '808', name: '玉山商業銀行' }, { code: '812', name: '台新國際商業銀行' }, { code: '822', name: '中國信託商業銀行' },
];
