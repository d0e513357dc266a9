/** One cart line as the cart page reasons about it. Money in whole TWD. */
export interface CartLine {
  optionId: number;
  productId: number;
  groupBuyId: number;
  groupBuyTitle: string;
  productTitle: string;
  size: string;
  image: string;
  unitPrice: number;
  quantity: number;
  /** The most this line may hold now (purchase limit and stock); 0 when it cannot be bought. */
  purchaseLimit: number;
  /** ok, or why the line cannot be bought any more. */
  status: 'ok' | 'sold_out' | 'discontinued';
}

export const lineSubtotal = (line: Pick<CartLine, 'unitPrice' | 'quantity'>): number => line.unitPrice * line.quantity;

/** Total of the lines that can still be bought. */
export const cartTotal = (lines: readonly CartLine[]): number =>
  lines.filter((line) => line.status === 'ok').reduce((sum, line) => sum + lineSubtotal(line), 0);

/** SPEC §5: a quantity between 1 and the option's purchase limit. */
export const isQuantityAllowed = (quantity: number, purchaseLimit: number): boolean =>
  Number.isInteger(quantity) && quantity >= 1 && quantity <= purchaseLimit;
