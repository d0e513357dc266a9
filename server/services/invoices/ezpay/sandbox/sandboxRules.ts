/**
 * What the sandbox checks in an invoice_issue 1.5, as ezPay's manual states the fields; each rule
 * answers the refusal code and message it gives (the sandbox's own codes, in ezPay's shape).
 */
type Fields = Record<string, string>;
export type Refusal = { status: string; message: string };

const refuse = (status: string, message: string): Refusal => ({ status, message });
const split = (value: string | undefined): string[] => (value ?? '').split('|');
const int = (value: string | undefined): number => (/^-?\d+$/.test(value ?? '') ? Number(value) : NaN);

function checkBuyer(f: Fields): Refusal | null {
  if (!/^[A-Za-z0-9_]{1,20}$/.test(f.MerchantOrderNo ?? '')) return refuse('INV10003', '商店自訂編號格式錯誤');
  if (f.Category !== 'B2B' && f.Category !== 'B2C') return refuse('INV10004', '發票種類錯誤');
  if (!f.BuyerName) return refuse('INV10005', '買受人名稱未填');
  if (f.Category === 'B2B' && (!/^\d{8}$/.test(f.BuyerUBN ?? '') || f.PrintFlag !== 'Y')) return refuse('INV10006', '三聯式發票須填統一編號並索取紙本');
  if (f.CarrierType === '0' && !/^\/[0-9A-Z.+-]{7}$/.test(f.CarrierNum ?? '')) return refuse('INV10007', '手機條碼載具格式錯誤');
  if (f.CarrierType === '1' && !/^[A-Z]{2}\d{14}$/.test(f.CarrierNum ?? '')) return refuse('INV10007', '自然人憑證載具格式錯誤');
  if (f.CarrierType === '2' && !f.CarrierNum) return refuse('INV10007', 'ezPay 載具編號未填');
  if (f.LoveCode && !/^\d{3,7}$/.test(f.LoveCode)) return refuse('INV10008', '捐贈碼格式錯誤');
  return null;
}

/** Tax included for B2C, untaxed for B2B; Amt + TaxAmt = TotalAmt, the tax 5 % of the total rounded. */
function checkAmounts(f: Fields): Refusal | null {
  const [amt, tax, total] = [int(f.Amt), int(f.TaxAmt), int(f.TotalAmt)];
  if (f.TaxType !== '1' || f.TaxRate !== '5') return refuse('INV10009', '課稅別或稅率錯誤');
  if (!(total > 0) || amt + tax !== total || amt !== Math.round(total / 1.05)) return refuse('INV10010', '銷售額、稅額與總金額不符');
  const [names, counts, units, prices, amounts] = ['ItemName', 'ItemCount', 'ItemUnit', 'ItemPrice', 'ItemAmt'].map((k) => split(f[k]));
  if ([counts, units, prices, amounts].some((c) => c.length !== names.length) || names.some((n) => n === '')) return refuse('INV10011', '商品欄位數量不一致');
  if (amounts.some((a, i) => int(a) !== int(prices[i]) * int(counts[i]))) return refuse('INV10012', '商品小計錯誤');
  const sum = amounts.reduce((s, a) => s + int(a), 0);
  return sum === (f.Category === 'B2B' ? amt : total) ? null : refuse('INV10013', '商品合計與發票金額不符');
}

export function issueRefusal(f: Fields): Refusal | null {
  if (f.Version !== '1.5' || f.Status !== '1') return refuse('INV10002', '版本或開立方式錯誤');
  return checkBuyer(f) ?? checkAmounts(f);
}

/** allowance_issue 1.3: the lines' untaxed amounts and their tax add up to TotalAmt. */
export function allowanceRefusal(f: Fields): Refusal | null {
  if (f.Version !== '1.3' || f.Status !== '1') return refuse('ALW10002', '版本或確認方式錯誤');
  const [amounts, taxes] = [split(f.ItemAmt), split(f.ItemTaxAmt)];
  const total = int(f.TotalAmt);
  const sum = amounts.reduce((s, a) => s + int(a), 0) + taxes.reduce((s, t) => s + int(t), 0);
  return total > 0 && sum === total ? null : refuse('ALW10003', '折讓金額不符');
}
