import 'reflect-metadata';
import { ChangeCheckout, OpenCheckout } from '../../../src/application/checkout/checkoutUseCases';
import type { CheckoutGateway } from '../../../src/application/checkout/ports';
import type { Checkout, CheckoutChange } from '../../../src/domain/checkout/checkoutView';
import { ApiError, NetworkError } from '../../../src/domain/errors/clientErrors';

/** A gateway that records what reached the shop and answers as told. */
function gateway(answer: () => Promise<Checkout>) {
  const sent: CheckoutChange[] = [];
  const fake = {
    change: async (_id: number, change: CheckoutChange) => {
      sent.push(change);
      return answer();
    },
    open: async () => answer(),
  } as unknown as CheckoutGateway;
  return { fake, sent };
}

const checkout = { id: 9 } as Checkout;

describe('ChangeCheckout', () => {
  it('names a wrong mobile number beside its field and sends nothing to the shop', async () => {
    const { fake, sent } = gateway(async () => checkout);
    const outcome = await new ChangeCheckout(fake).execute({ checkoutId: 9, change: { buyer: { name: '媽咪Amy', mobile: '0912', email: 'amy@example.com' } } });
    expect(outcome).toEqual({ ok: false, error: { code: 'INVALID_BUYER', message: '請修正標示的欄位', fields: { 'buyer.mobile': '手機號碼須為 09 開頭的 10 碼數字' } } });
    expect(sent).toEqual([]);
  });

  it('refuses a 統一編號 that fails the checksum before asking the shop', async () => {
    const { fake, sent } = gateway(async () => checkout);
    const outcome = await new ChangeCheckout(fake).execute({ checkoutId: 9, change: { invoice: { kind: 'company', taxId: '12345678', companyName: '寶貝股份有限公司' } } });
    expect(outcome.ok).toBe(false);
    expect(!outcome.ok && outcome.error.fields['invoice.taxId']).toBe('統一編號格式不正確');
    expect(sent).toEqual([]);
  });

  it('passes the shop\'s refusal on with its fields', async () => {
    const { fake } = gateway(async () => {
      throw new ApiError(400, 'GEN_000400', '輸入資料有誤', { payment_method: '取貨付款僅限超商取貨' });
    });
    const outcome = await new ChangeCheckout(fake).execute({ checkoutId: 9, change: { paymentMethod: 'cvs_cod' } });
    expect(outcome).toEqual({ ok: false, error: { code: 'GEN_000400', message: '輸入資料有誤', fields: { payment_method: '取貨付款僅限超商取貨' } } });
  });

  it('says the network is down instead of throwing', async () => {
    const { fake } = gateway(async () => {
      throw new NetworkError();
    });
    const outcome = await new ChangeCheckout(fake).execute({ checkoutId: 9, change: { coupon: 'none' } });
    expect(!outcome.ok && outcome.error.message).toBe('網路連線異常，請確認網路後再試');
  });
});

describe('OpenCheckout', () => {
  it('opens nothing without a line to buy', async () => {
    const { fake } = gateway(async () => checkout);
    expect(await new OpenCheckout(fake).execute({ optionIds: [] })).toEqual({
      ok: false, error: { code: 'CHECKOUT_EMPTY', message: '請先選擇購物車中要結帳的商品', fields: {} },
    });
  });
});
