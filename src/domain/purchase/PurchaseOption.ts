import type { SizeGuideKind } from './sizeGuides';

/** SPEC §3 "Option": one size (SKU) a parent buys. Prices in whole TWD. */
export interface PurchaseOption {
  id: number;
  size: string;
  /** How many one member may hold in the cart; 0 means sold out (SPEC §3). */
  purchaseLimit: number;
  price: { discountPrice: number | null; currentPrice: number; originalPrice: number; suffix: string | null };
  deliverInfo: { description: string };
  /** Event titles this option takes part in. */
  events: string[];
}

/** SPEC §3 "Panel product": what the option panel shows for one product (item). */
export interface PanelProduct {
  itemId: number;
  title: string;
  brand: string;
  imageUrl: string;
  groupId: number;
  /** The price a shopper pays for the default option; null when not positive (SPEC §5). */
  price: number | null;
  events: string[];
  options: PurchaseOption[];
  defaultOption: PurchaseOption | null;
  hasMultipleSizes: boolean;
  /** 「$」 or 「$ 起」-style prefix when sizes cost differently. */
  currentPricePrefix: string | null;
  categorySet: { branch_category: { name: string }; main_category: { name: string }; sub_category: { name: string } };
  /** The product is discontinued, or its group-buy has closed. */
  discontinued: boolean;
  /** The 規格 table, in order. */
  specs?: SpecRow[];
  /** The size guide (尺寸表) its sizes follow, if any. */
  sizeGuide?: SizeGuideKind | null;
}

export interface SpecRow { label: string; value: string }

export const isSoldOut = (option: PurchaseOption): boolean => option.purchaseLimit <= 0;

/** What a shopper pays for one unit: the discount price when there is one. */
export const unitPrice = (option: PurchaseOption): number => option.price.discountPrice ?? option.price.currentPrice;

/**
 * The option selected when the panel opens: the first one in stock, else the first one (so a
 * sold-out product still opens on a size the shopper can follow). Not shown in SPEC; our choice.
 */
export function defaultOptionOf(options: PurchaseOption[]): PurchaseOption | null {
  return options.find((option) => !isSoldOut(option)) ?? options[0] ?? null;
}

/** Sizes differ: more than one size to choose from. */
export const sizesDiffer = (options: PurchaseOption[]): boolean => new Set(options.map((option) => option.size)).size > 1;

/**
 * The option the panel opens on (SPEC §4.5 "the default option"): none when sizes differ, so a
 * parent never orders a size they did not choose (issue 30: a 童裝 page preselecting 60cm invited
 * wrong-size orders); the one size otherwise.
 */
export const preselectedOption = (options: PurchaseOption[]): PurchaseOption | null =>
  sizesDiffer(options) ? null : defaultOptionOf(options);
