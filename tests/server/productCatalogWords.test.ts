import { BRANCHES } from '../../server/db/seed/taxonomy';
import { SIZE_SETS } from '../../server/db/seed/words';
import { familyOf, adjectivesFor } from '../../server/db/seed/productFamilies';
import { COPY } from '../../server/db/seed/productCopy';
import { dispatchOf, MODELS, PATTERNS, productVariants, spaced } from '../../server/db/seed/productContent';
import { NOUN_SHAPES } from '../../server/services/images/productShapes';
import { sizeGuide } from '../../src/domain/purchase/sizeGuideTables';

const subs = BRANCHES.flatMap((b) => b.mains.flatMap((m) => m.subs));
const goods = subs.flatMap((sub) => sub.nouns.map((noun) => ({ sub, noun })));

describe('the catalog words of each kind of goods', () => {
  it.each(goods.map((g) => [g.noun, g] as const))('%s keeps its draws: as many option labels, variants and title words as before', (_noun, { sub, noun }) => {
    const options = familyOf(sub.slug, noun).options;
    if (options) expect(options).toHaveLength(SIZE_SETS[sub.sizes].length);
    expect(productVariants(sub.slug, noun)).toHaveLength(10);
    expect(adjectivesFor(sub.slug, noun)).toHaveLength(14);
    expect(COPY[familyOf(sub.slug, noun).family].points.length).toBeGreaterThanOrEqual(3);
  });

  it('draws every noun as a thing of its own and names each on the image', () => {
    const drawn = goods.filter((g) => NOUN_SHAPES[g.noun] !== undefined).length;
    expect(drawn / goods.length).toBeGreaterThan(0.75);
    expect(goods.every((g) => g.noun.length <= 16)).toBe(true);
  });

  it('names diaper sizes from the diaper size guide, with the count per pack', () => {
    const rows = new Map(sizeGuide('diaper').rows.map((r) => [r[0], r]));
    for (const label of familyOf('diapers').options!) {
      const [, size, kg, count] = /^(\w+)（(.+)）(\d+)片$/.exec(label)!;
      expect(rows.get(size)?.[1].replace(' ', '')).toBe(kg);
      expect(rows.get(size)?.[3]).toBe(`${count} 片`);
    }
  });

  it('gives each group-buy one dispatch, the same on every call', () => {
    expect(dispatchOf(42)).toEqual(dispatchOf(42));
    const kinds = new Set(Array.from({ length: 50 }, (_, i) => dispatchOf(i + 1).kind));
    expect(kinds).toEqual(new Set(['stock', 'after_close']));
  });

  it('sets Latin names apart from Chinese', () => {
    expect(spaced('法國品牌Boo Nest的PPSU奶瓶')).toBe('法國品牌 Boo Nest 的 PPSU 奶瓶');
    expect(PATTERNS).toHaveLength(MODELS.length);
  });
});
