import { checkBuyer } from '../../../src/domain/checkout/buyer';
import { cardBrand } from '../../../src/domain/checkout/card';
import { checkInvoice, isValidTaxId } from '../../../src/domain/checkout/invoice';
import { orderNumber } from '../../../src/domain/checkout/orderNumber';
import { canMove } from '../../../src/domain/checkout/orderStatus';
import { TAIWAN_CITIES, checkHomeAddress, zipOf } from '../../../src/domain/checkout/taiwanAddress';

describe('invoice', () => {
  it('checks 統一編號 with the 2023 divisible-by-5 rule and the seventh-digit-7 alternative', () => {
    expect(isValidTaxId('22099131')).toBe(true);
    expect(isValidTaxId('12345675')).toBe(true);
    expect(isValidTaxId('12345678')).toBe(false);
    expect(isValidTaxId('10458574')).toBe(true);
    expect(isValidTaxId('10458572')).toBe(false);
    expect(isValidTaxId('1234567')).toBe(false);
  });
  it('checks carriers and donation codes', () => {
    expect(checkInvoice({ kind: 'mobile_barcode', code: '/AB.+-12' }).ok).toBe(true);
    expect(checkInvoice({ kind: 'mobile_barcode', code: '/ab12345' }).ok).toBe(false);
    expect(checkInvoice({ kind: 'citizen_cert', code: 'AB12345678901234' }).ok).toBe(true);
    expect(checkInvoice({ kind: 'citizen_cert', code: 'Ab12345678901234' }).ok).toBe(false);
    expect(checkInvoice({ kind: 'donation', code: '25885' }).ok).toBe(true);
    expect(checkInvoice({ kind: 'donation', code: '12' }).ok).toBe(false);
    expect(checkInvoice({ kind: 'company', taxId: '22099131', companyName: ' ' })).toEqual({ ok: false, error: { companyName: '請填寫公司名稱' } });
  });
});

describe('buyer and address', () => {
  it('wants a name, a 09 mobile and an e-mail', () => {
    expect(checkBuyer({ name: 'Amy', mobile: '0912345678', email: 'amy@example.com' }).ok).toBe(true);
    expect(checkBuyer({ name: '', mobile: '0812345678', email: 'amy' })).toEqual({
      ok: false, error: { name: '請填寫姓名', mobile: '手機號碼須為 09 開頭的 10 碼數字', email: 'E-mail 格式不正確' },
    });
  });
  it('knows the 22 cities and counties and fills the zip code', () => {
    expect(TAIWAN_CITIES).toHaveLength(22);
    expect(zipOf('臺北市', '大安區')).toBe('106');
    expect(zipOf('高雄市', '茄萣區')).toBe('852');
    expect(zipOf('臺北市', '板橋區')).toBeNull();
    const address = checkHomeAddress({ recipient: 'Amy', mobile: '0912345678', city: '新北市', district: '板橋區', street: '文化路一段 1 號' });
    expect(address.ok && address.value.zip).toBe('220');
  });
});

describe('card', () => {
  it('reads the brand from the first six digits the gateway reports', () => {
    expect(['400022', '555555', '356600', '378282', '601100'].map(cardBrand)).toEqual(['VISA', 'MASTERCARD', 'JCB', 'AMEX', 'UNKNOWN']);
  });
});

describe('orders', () => {
  it('numbers orders by the Taipei date', () => {
    expect(orderNumber(Date.parse('2026-11-23T17:00:00Z'), 42)).toBe('JT20261124000042');
  });
  it('allows only the forward moves', () => {
    expect(canMove('pending_payment', 'to_ship')).toBe(true);
    expect(canMove('pending_payment', 'shipped')).toBe(false);
    expect(canMove('pending_payment', 'shipped', true)).toBe(true);
    expect(canMove('cancelled', 'to_ship')).toBe(false);
    expect(canMove('delivered', 'refund_requested')).toBe(true);
  });
});
