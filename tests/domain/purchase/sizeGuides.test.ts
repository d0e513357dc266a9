import { isSizeGuideKind, sizeGuidePath, SIZE_GUIDE_KINDS } from '../../../src/domain/purchase/sizeGuides';
import { sizeGuide } from '../../../src/domain/purchase/sizeGuideTables';

describe('size guides (尺寸表)', () => {
  it.each(SIZE_GUIDE_KINDS)('%s has a full table, an intro and tips', (kind) => {
    const guide = sizeGuide(kind);
    expect(guide.title).toMatch(/表/);
    expect(guide.rows.length).toBeGreaterThanOrEqual(4);
    for (const row of guide.rows) expect(row).toHaveLength(guide.columns.length);
    expect(guide.tips.length).toBeGreaterThan(0);
    expect(sizeGuidePath(kind)).toBe(`/size-guide/${kind}`);
  });

  it('sizes diapers by weight in kg and clothes by height with an age in months', () => {
    expect(sizeGuide('diaper').columns[1]).toBe('適用體重');
    expect(sizeGuide('diaper').rows.every((r) => /kg/.test(r[1]))).toBe(true);
    expect(sizeGuide('clothing').rows.find((r) => r[0] === '70')).toEqual(['70', '66-73cm', '8-10kg', '6-12 個月']);
  });

  it('knows only its own kinds', () => {
    expect(isSizeGuideKind('diaper')).toBe(true);
    expect(isSizeGuideKind('hats')).toBe(false);
    expect(isSizeGuideKind(undefined)).toBe(false);
  });
});
