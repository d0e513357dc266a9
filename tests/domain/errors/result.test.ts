import { err, ok, shownText, SIGN_IN_REQUIRED } from '../../../src/domain/errors/Result';

describe('Outcome and shownText (the toast an action leaves)', () => {
  it('builds ok and err values with a stable code and message', () => {
    expect(ok({ message: '已加入購物車' })).toEqual({ ok: true, value: { message: '已加入購物車' } });
    expect(err('UNCHANGED_QTY', '商品已達限購上限')).toEqual({ ok: false, error: { code: 'UNCHANGED_QTY', message: '商品已達限購上限' } });
  });

  it('shows the message of a success or a failure', () => {
    expect(shownText(ok({ message: '已加入追蹤' }))).toBe('已加入追蹤');
    expect(shownText(err('FOLLOW_FAILED', '暫時無法加入追蹤'))).toBe('暫時無法加入追蹤');
  });

  it('shows nothing when nothing happened, a success has no message, or the login dialog answered', () => {
    expect(shownText(null)).toBeNull();
    expect(shownText(ok({ message: null }))).toBeNull();
    expect(shownText(err(SIGN_IN_REQUIRED, '請先登入'))).toBeNull();
  });
});
