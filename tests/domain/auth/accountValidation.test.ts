import { validateSignIn, validateSignUp } from '../../../src/domain/auth/accountValidation';
import { TERMS_VERSION } from '../../../src/domain/auth/terms';

const good = { email: ' Amy@Example.com ', password: 'jiutuan-demo-1', nickname: ' 媽咪Amy ', terms: true };

describe('validateSignUp', () => {
  it('accepts a good sign-up, trimmed and with the e-mail lower-cased', () => {
    expect(validateSignUp(good)).toEqual({
      ok: true,
      value: { email: 'amy@example.com', password: 'jiutuan-demo-1', nickname: '媽咪Amy', terms: TERMS_VERSION },
    });
  });

  it('asks for every missing field', () => {
    expect(validateSignUp({ email: ' ', password: '', nickname: '  ', terms: false })).toEqual({
      ok: false,
      error: { email: '請輸入 E-mail', password: '請輸入密碼', nickname: '請輸入暱稱', terms: '請閱讀並同意服務條款與隱私權政策' },
    });
  });

  it('asks for consent to the terms and the privacy policy, and sends the version agreed to', () => {
    expect(validateSignUp({ ...good, terms: false })).toEqual({ ok: false, error: { terms: '請閱讀並同意服務條款與隱私權政策' } });
    expect(validateSignUp(good)).toMatchObject({ ok: true, value: { terms: TERMS_VERSION } });
  });

  it('rejects a password of fewer than 8 characters', () => {
    expect(validateSignUp({ ...good, password: '1234567' })).toEqual({ ok: false, error: { password: '密碼至少需要 8 個字元' } });
  });

  it('accepts a password of exactly 8 characters', () => {
    expect(validateSignUp({ ...good, password: '12345678' }).ok).toBe(true);
  });

  it.each(['amy', 'amy@', 'amy@example', '@example.com', 'amy@@example.com', 'a my@example.com'])('rejects the e-mail %p', (email) => {
    expect(validateSignUp({ ...good, email })).toEqual({ ok: false, error: { email: 'E-mail 格式不正確' } });
  });

  it('rejects a nickname over 20 characters', () => {
    expect(validateSignUp({ ...good, nickname: '寶'.repeat(21) })).toEqual({ ok: false, error: { nickname: '暱稱最多 20 個字元' } });
  });
});

describe('validateSignIn', () => {
  it('only asks for a well-formed e-mail and some password', () => {
    expect(validateSignIn({ email: 'ben@example.com', password: 'x' })).toEqual({
      ok: true,
      value: { email: 'ben@example.com', password: 'x' },
    });
    expect(validateSignIn({ email: 'ben', password: '' })).toEqual({
      ok: false,
      error: { email: 'E-mail 格式不正確', password: '請輸入密碼' },
    });
  });
});
