import { asksSizeFit, checkReview } from '../../../src/domain/memberProfile/reviews';

describe('how the size fit, in a review', () => {
  it('is asked for goods worn on the body only', () => {
    expect(['clothing', 'shoes', 'diaper', 'maternity'].map(asksSizeFit)).toEqual([true, true, true, true]);
    expect(['bottle', null, 'unknown'].map(asksSizeFit)).toEqual([false, false, false]);
  });

  it('is needed where asked, and not kept where not asked', () => {
    const draft = { rating: 5, text: '很好用', sizeFit: '' };
    expect(checkReview({ ...draft, asksSizeFit: true })).toEqual({ ok: false, error: { sizeFit: '請選擇尺寸是否合適' } });
    expect(checkReview({ ...draft, asksSizeFit: false })).toEqual({ ok: true, value: { rating: 5, text: '很好用', sizeFit: null } });
    expect(checkReview({ ...draft, sizeFit: 'large', asksSizeFit: false })).toMatchObject({ ok: true, value: { sizeFit: null } });
    expect(checkReview({ ...draft, sizeFit: 'large', asksSizeFit: true })).toMatchObject({ ok: true, value: { sizeFit: 'large' } });
  });
});
