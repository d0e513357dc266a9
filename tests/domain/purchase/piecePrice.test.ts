import { piecePriceText, piecesOf } from '../../../src/domain/purchase/piecePrice';

describe('每片 NT$x beside a pack price (issue 30)', () => {
  it('reads diapers and wipes from the option label', () => {
    expect(piecesOf('M（6-11kg）58片')).toBe(58);
    expect(piecesOf('80抽×6包')).toBe(480);
    expect(piecesOf('60cm（0-3個月）')).toBeNull();
    expect(piecesOf('30入')).toBeNull();
  });

  it('prints the piece price as Taiwanese shops do, nothing for other goods or no price', () => {
    expect(piecePriceText('S（4-8kg）70片', 549)).toBe('每片 NT$7.8');
    expect(piecePriceText('80抽×6包', 299)).toBe('每片 NT$0.62');
    expect(piecePriceText('200ml', 299)).toBeNull();
    expect(piecePriceText('S（4-8kg）70片', 0)).toBeNull();
  });
});
