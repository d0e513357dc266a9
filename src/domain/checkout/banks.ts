import { CheckoutMessages } from './messages';

/**
 * Taiwan's bank codes (金融機構代號) as a parent reads them: the gateway reports only the code of the
 * bank that holds an ATM 虛擬帳號 (NewebPay's BankCode), and a parent looks for 「台新銀行」, not「812」.
 * `name` is the registered name the bank list shows; `short` what the transfer screen and an app call it.
 */
export interface BankName { code: string; name: string; short: string }

export const BANKS: readonly BankName[] = [
  { code: '004', name: '臺灣銀行', short: '臺灣銀行' }, { code: '005', name: '臺灣土地銀行', short: '土地銀行' },
  { code: '006', name: '合作金庫商業銀行', short: '合作金庫' }, { code: '007', name: '第一商業銀行', short: '第一銀行' },
  { code: '008', name: '華南商業銀行', short: '華南銀行' }, { code: '009', name: '彰化商業銀行', short: '彰化銀行' },
  { code: '011', name: '上海商業儲蓄銀行', short: '上海商銀' }, { code: '012', name: '台北富邦商業銀行', short: '台北富邦' },
  { code: '013', name: '國泰世華商業銀行', short: '國泰世華' }, { code: '017', name: '兆豐國際商業銀行', short: '兆豐銀行' },
  { code: '050', name: '臺灣中小企業銀行', short: '臺灣企銀' }, { code: '700', name: '中華郵政', short: '中華郵政' },
  { code: '803', name: '聯邦商業銀行', short: '聯邦銀行' }, { code: '806', name: '元大商業銀行', short: '元大銀行' },
  { code: '807', name: '永豐商業銀行', short: '永豐銀行' }, { code: '808', name: '玉山商業銀行', short: '玉山銀行' },
  { code: '812', name: '台新國際商業銀行', short: '台新銀行' }, { code: '822', name: '中國信託商業銀行', short: '中國信託' },
];

/** 「台新銀行 (812)」; a code the table does not know still shows, as itself. */
export function bankLabel(code: string): string {
  const bank = BANKS.find((b) => b.code === code);
  return bank ? `${bank.short} (${code})` : CheckoutMessages.BANK_CODE_ONLY(code);
}

/** A virtual account in groups of four (「1234 5678 9012 34」), the way it is read aloud and typed into an ATM. */
export const groupedAccount = (account: string): string => account.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
