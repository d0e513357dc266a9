import { familyOf, type Family } from './productFamilies';
import type { SizeKind } from './taxonomy';

/**
 * The age bands (SPEC's 0-6m … 3y+) a kind of goods suits, from what it is: a baby's clothes by their sizes,
 * gear by its use. Goods for the parents themselves (maternity wear, skincare, adult-only goods) have none,
 * so they never show under a baby age or in 新生兒必備.
 */
const BY_FAMILY: Record<Family, string[]> = {
  clothing: [], sleepwear: ['0-6m', '6-12m', '1-2y'], footwear: ['6-12m', '1-2y', '2-3y'], bibs: ['0-6m', '6-12m', '1-2y'],
  hat: ['6-12m', '1-2y', '2-3y', '3y+'], bottle: ['0-6m', '6-12m', '1-2y'], pacifier: ['0-6m', '6-12m', '1-2y'],
  tableware: ['6-12m', '1-2y', '2-3y'], kitchen: ['6-12m', '1-2y'], pump: [], nursing: [], bedding: ['0-6m', '6-12m', '1-2y', '2-3y'],
  nightlight: ['0-6m', '6-12m', '1-2y'], stroller: ['0-6m', '6-12m', '1-2y', '2-3y'], carseat: ['0-6m', '6-12m', '1-2y', '2-3y'],
  carrier: ['0-6m', '6-12m', '1-2y'], bag: ['0-6m', '6-12m', '1-2y'], toy: ['1-2y', '2-3y', '3y+'], bathtoy: ['6-12m', '1-2y', '2-3y'],
  book: ['6-12m', '1-2y', '2-3y'], plush: ['0-6m', '6-12m'], diaper: ['0-6m', '6-12m', '1-2y', '2-3y'], wipes: ['0-6m', '6-12m', '1-2y', '2-3y'],
  wash: ['0-6m', '6-12m', '1-2y', '2-3y'], detergent: ['0-6m', '6-12m', '1-2y'], skincare: [], intimate: [], maternity: [],
  safety: ['6-12m', '1-2y', '2-3y'], storage: ['1-2y', '2-3y', '3y+'],
};

/** Nouns whose age differs from their family's: pillows are for toddlers, soft blocks for babies, a 登機推車 from 6 months. */
const BY_NOUN: Record<string, string[]> = {
  乳膠透氣枕: ['1-2y', '2-3y', '3y+'], 防溢奶斜坡枕: ['0-6m', '6-12m'], 'U 型孕婦枕': [], 軟積木: ['6-12m', '1-2y', '2-3y'],
  登機推車: ['6-12m', '1-2y', '2-3y'], 冰磚分裝盒: ['6-12m', '1-2y'], 消毒鍋: ['0-6m', '6-12m', '1-2y'],
};

export function agesOf(slug: string, noun: string, sizes: SizeKind, id: number): string[] {
  const fixed = BY_NOUN[noun];
  if (fixed) return fixed;
  const { family } = familyOf(slug, noun);
  if (family !== 'clothing') return BY_FAMILY[family];
  if (sizes === 'kid') return id % 3 === 0 ? ['1-2y', '2-3y', '3y+'] : ['2-3y', '3y+'];
  return id % 2 === 0 ? ['0-6m', '6-12m', '1-2y'] : ['0-6m', '6-12m'];
}
