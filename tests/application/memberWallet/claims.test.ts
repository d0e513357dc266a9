import 'reflect-metadata';
import { ClaimNewCustomerGift } from '../../../src/application/memberWallet/ClaimNewCustomerGift';
import { ClaimPromotionCode } from '../../../src/application/memberWallet/ClaimPromotionCode';
import { buildTestContainer } from '../../../src/infrastructure/di/buildTestContainer';
import { FixedClock } from '../../../src/infrastructure/clock/FixedClock';
import { InMemoryMemberWallet } from '../../../src/infrastructure/memory/InMemoryMemberWallet';
import { WalletMother } from './WalletMother';

function givenWallet(member: number | null = 1) {
  const container = buildTestContainer();
  const wallet = WalletMother.withDemoCodes(container.get(InMemoryMemberWallet), container.get(FixedClock).now());
  wallet.signedIn = member;
  return { container, wallet, claim: container.get(ClaimPromotionCode), gift: container.get(ClaimNewCustomerGift) };
}

describe('ClaimPromotionCode', () => {
  it('puts the coupon of a code typed in any case into 我的折價券', async () => {
    const { claim, wallet } = givenWallet();
    const outcome = await claim.execute({ code: ' baby100 ' });
    expect(outcome.ok && outcome.value.message).toBe('折價券已領取');
    expect(wallet.member(1).coupons.map((c) => c.title)).toEqual(['揪團專屬 NT$100 折價券']);
  });

  it('names a blank code beside the field without asking the shop', async () => {
    const { claim, wallet } = givenWallet();
    const outcome = await claim.execute({ code: '  ' });
    expect(outcome).toEqual({ ok: false, error: { code: 'INVALID_CODE', message: '請輸入優惠碼', fields: { code: '請輸入優惠碼' } } });
    expect(wallet.codes.get('BABY100')!.claimed).toBe(0);
  });

  it.each([
    ['NOPE', 'PROMOTION_CODE_UNKNOWN', '查無此優惠碼'],
    ['SUMMER2025', 'PROMOTION_CODE_EXPIRED', '優惠碼已過期'],
    ['AUTUMN2026', 'PROMOTION_CODE_NOT_STARTED', '此優惠碼尚未開放領取，2026/11/11 起可領取'],
  ])('tells why %s cannot be claimed', async (code, errorCode, message) => {
    const outcome = await givenWallet().claim.execute({ code });
    expect(outcome).toEqual({ ok: false, error: { code: errorCode, message, fields: {} } });
  });

  it('gives a code once per member and stops at its limit', async () => {
    const { claim, wallet } = givenWallet();
    await claim.execute({ code: 'LIMITED1' });
    const again = await claim.execute({ code: 'LIMITED1' });
    expect(!again.ok && again.error.message).toBe('您已領取過此折價券');
    wallet.signedIn = 2;
    const late = await claim.execute({ code: 'LIMITED1' });
    expect(!late.ok && late.error.message).toBe('此優惠碼已領取完畢');
  });
});

describe('ClaimNewCustomerGift', () => {
  it('gives the welcome coupons once', async () => {
    const { gift, wallet } = givenWallet();
    const first = await gift.execute();
    expect(first.ok && first.value.coupons.map((c) => c.title)).toEqual(['新會員首購 NT$100 折價券', '新會員 95 折券']);
    const second = await gift.execute();
    expect(!second.ok && second.error).toEqual({ code: 'GIFT_ALREADY_CLAIMED', message: '您已領取過新會員禮', fields: {} });
    expect(wallet.member(1).coupons).toHaveLength(2);
  });

  it('is for members who have not ordered yet', async () => {
    const { gift, wallet } = givenWallet();
    wallet.member(1).hasOrder = true;
    const outcome = await gift.execute();
    expect(!outcome.ok && outcome.error.message).toBe('新會員禮僅限尚未下過訂單的會員領取');
  });
});
