/**
 * 每片 NT$x: what one diaper or one wipe costs, as Taiwanese shops print it beside a pack's price. Read from the
 * option's own label (「M（6-11kg）58片」, 「80抽×6包」), so it holds for any pack the shop lists; null for goods
 * not sold by the piece.
 */
export function piecesOf(size: string): number | null {
  const wipes = /(\d+)抽×(\d+)包/.exec(size);
  if (wipes) return Number(wipes[1]) * Number(wipes[2]);
  const diapers = /(\d+)片$/.exec(size);
  return diapers ? Number(diapers[1]) : null;
}

/** 「每片 NT$9.6」 (two decimals under a dollar: 「每片 NT$0.62」), or null. */
export function piecePriceText(size: string, price: number): string | null {
  const pieces = piecesOf(size);
  if (!pieces || price <= 0) return null;
  const each = price / pieces;
  return `每片 NT$${each < 1 ? each.toFixed(2) : each.toFixed(1)}`;
}
