import type { LineStatus, PricedGroup } from '../checkout/checkoutView';

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
  /** ok, or why the line cannot be bought any more (sold out, group-buy ended, discontinued). */
  status: LineStatus;
  /** The shop's zh-TW reason when the line cannot be bought; null when it can (or the shop gave none). */
  reason: string | null;
}

/** The lines of one group-buy in the cart, with its promotions and shipping when any of its lines can be bought. */
export interface CartGroup {
  groupBuyId: number;
  groupBuyTitle: string;
  lines: CartLine[];
  pricing: PricedGroup | null;
}

export const lineSubtotal = (line: Pick<CartLine, 'unitPrice' | 'quantity'>): number => line.unitPrice * line.quantity;

export const isBuyable = (line: Pick<CartLine, 'status'>): boolean => line.status === 'ok';

/** Total of the lines that can still be bought. */
export const cartTotal = (lines: readonly Pick<CartLine, 'status' | 'unitPrice' | 'quantity'>[]): number =>
  lines.filter(isBuyable).reduce((sum, line) => sum + lineSubtotal(line), 0);

/** What 結帳 takes: the option ids of the lines that can be bought. */
export const buyableOptionIds = (lines: readonly CartLine[]): number[] => lines.filter(isBuyable).map((line) => line.optionId);

/** Lines grouped by group-buy in the order the group-buys first appear, each with its priced group if the shop priced one. */
export function groupCartLines(lines: readonly CartLine[], priced: readonly PricedGroup[]): CartGroup[] {
  const groups = new Map<number, CartGroup>();
  for (const line of lines) {
    const group = groups.get(line.groupBuyId);
    if (group) group.lines.push(line);
    else groups.set(line.groupBuyId, {
      groupBuyId: line.groupBuyId, groupBuyTitle: line.groupBuyTitle, lines: [line],
      pricing: priced.find((p) => p.groupBuyId === line.groupBuyId) ?? null,
    });
  }
  return [...groups.values()];
}

/** SPEC §5: a quantity between 1 and the option's purchase limit. */
export const isQuantityAllowed = (quantity: number, purchaseLimit: number): boolean =>
  Number.isInteger(quantity) && quantity >= 1 && quantity <= purchaseLimit;
