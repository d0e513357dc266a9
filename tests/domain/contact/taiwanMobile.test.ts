import { normalizeTaiwanMobile as contractNormalize, TaiwanMobileInput } from '../../../contract/taiwanMobile';
import { formatTaiwanMobile, isTaiwanMobile, normalizeTaiwanMobile } from '../../../src/domain/contact/taiwanMobile';
import { checkBuyer } from '../../../src/domain/checkout/buyer';
import { checkProfile } from '../../../src/domain/memberProfile/profile';

const TYPED = ['0912345678', '0912-345-678', '0912 345 678', ' 0912-345678 ', '０９１２－３４５－６７８', '+886 912 345 678', '886912345678', '(0912) 345 678'];
const NOT_MOBILES = ['', '0812345678', '0912-345-67', '0912345678901', 'abc', '02-2345-6789'];

describe('a Taiwanese mobile as parents type it', () => {
  it.each(TYPED)('reads %p as 0912345678, in the domain and in the request schema alike', (typed) => {
    expect(normalizeTaiwanMobile(typed)).toBe('0912345678');
    expect(contractNormalize(typed)).toBe('0912345678');
    expect(TaiwanMobileInput.parse(typed)).toBe('0912345678');
  });

  it.each(NOT_MOBILES)('leaves %p for the rule to refuse, the same on both sides', (typed) => {
    expect(isTaiwanMobile(typed)).toBe(false);
    expect(contractNormalize(typed)).toBe(normalizeTaiwanMobile(typed));
  });

  it('shows a stored mobile as 0912-345-678 and anything else as it is', () => {
    expect(formatTaiwanMobile('0912345678')).toBe('0912-345-678');
    expect(formatTaiwanMobile('')).toBe('');
  });

  it('is accepted grouped by the buyer and profile rules, which keep the ten digits', () => {
    const buyer = checkBuyer({ name: '王小美', mobile: '0912-345-678', email: 'amy@example.com' });
    expect(buyer.ok && buyer.value.mobile).toBe('0912345678');
    const profile = checkProfile({ nickname: '小美', mobile: '0912 345 678', avatar: 'bear' });
    expect(profile.ok && profile.value.mobile).toBe('0912345678');
  });
});
