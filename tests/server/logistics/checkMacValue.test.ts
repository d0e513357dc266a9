import { checkMacValue, dotNetUrlEncode, hasValidMac, macSource } from '../../../server/services/logistics/ecpay/checkMacValue';

/**
 * Issue 27: ECPay's CheckMacValue against the vectors ECPay publishes in its developer documents
 * (developers.ecpay.com.tw): the B2B e-invoice appendix (MD5, the digest the logistics API uses) and
 * the AIO payment appendix (SHA-256), whose lower-cased encoded string is printed step by step.
 */
describe('ECPay CheckMacValue', () => {
  it('gives the MD5 value of ECPay\'s published example (附錄 / 檢查碼機制, MD5)', () => {
    const params = {
      RtnCode: '1', RtnMsg: '', IA_Allow_No: '1909181313013546', IA_Invoice_No: 'UV11100019',
      IA_Date: '2019-09-18 13:13:23', IIS_Remain_Allowance_Amt: '0',
    };
    expect(macSource(params, 'ejCk326UnaZWKisg', 'q9jcZX8Ib9LM8wYk')).toBe(
      'hashkey%3dejck326unazwkisg%26ia_allow_no%3d1909181313013546%26ia_date%3d2019-09-18+13%3a13%3a23%26ia_invoice_no%3duv11100019'
      + '%26iis_remain_allowance_amt%3d0%26rtncode%3d1%26rtnmsg%3d%26hashiv%3dq9jczx8ib9lm8wyk',
    );
    expect(checkMacValue(params, 'ejCk326UnaZWKisg', 'q9jcZX8Ib9LM8wYk', 'md5')).toBe('50A276E71DAE26343013958B405EEEA0');
  });

  it('gives the AIO example\'s published step (4) string and SHA-256 value (UTF-8 Chinese, a URL, spaces)', () => {
    const params = {
      TradeDesc: '促銷方案', PaymentType: 'aio', MerchantTradeDate: '2023/03/12 15:30:23', MerchantTradeNo: 'ecpay20230312153023',
      MerchantID: '3002607', ReturnURL: 'https://www.ecpay.com.tw/receive.php', ItemName: 'Apple iphone 15', TotalAmount: '30000',
      ChoosePayment: 'ALL', EncryptType: '1',
    };
    expect(macSource(params, 'pwFHCqoQZGmho4w6', 'EkRm7iFT261dpevs')).toBe(
      'hashkey%3dpwfhcqoqzgmho4w6%26choosepayment%3dall%26encrypttype%3d1%26itemname%3dapple+iphone+15%26merchantid%3d3002607'
      + '%26merchanttradedate%3d2023%2f03%2f12+15%3a30%3a23%26merchanttradeno%3decpay20230312153023%26paymenttype%3daio'
      + '%26returnurl%3dhttps%3a%2f%2fwww.ecpay.com.tw%2freceive.php%26totalamount%3d30000%26tradedesc%3d%e4%bf%83%e9%8a%b7%e6%96%b9%e6%a1%88'
      + '%26hashiv%3dekrm7ift261dpevs',
    );
    expect(checkMacValue(params, 'pwFHCqoQZGmho4w6', 'EkRm7iFT261dpevs', 'sha256')).toBe('6C51C9E6888DE861FD62FB1DD17029FC742634498FD813DC43D4243B5685B840');
  });

  it('keeps -_.!*() as .NET does, writes spaces as + and escapes what encodeURIComponent would keep (\' ~)', () => {
    expect(dotNetUrlEncode('a-b_c.d!e*f(g)h i')).toBe('a-b_c.d!e*f(g)h+i');
    expect(dotNetUrlEncode("'~@/:")).toBe('%27%7e%40%2f%3a');
  });

  it('sorts names ignoring case and leaves CheckMacValue itself out', () => {
    const withMac = { b: '2', A: '1', CheckMacValue: 'X' };
    expect(macSource(withMac, 'K', 'V')).toBe('hashkey%3dk%26a%3d1%26b%3d2%26hashiv%3dv');
    const signed = { ...withMac, CheckMacValue: checkMacValue(withMac, 'K', 'V') };
    expect(hasValidMac(signed, 'K', 'V')).toBe(true);
    expect(hasValidMac({ ...signed, b: '3' }, 'K', 'V')).toBe(false);
    expect(hasValidMac({ A: '1' }, 'K', 'V')).toBe(false);
  });
});
