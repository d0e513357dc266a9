import { createHash } from 'node:crypto';
import {
  answerCheckCode, decryptTradeInfo, encryptTradeInfo, mpgQueryString, queryCheckValue, tradeSha, verifyTradeSha,
} from '../../../server/services/payments/newebpay/mpgCrypto';

// The MPG manual's worked example (and every public SDK's test of it).
const KEYS = { hashKey: '12345678901234567890123456789012', hashIv: '1234567890123456' };
const PLAIN = 'MerchantID=3430112&RespondType=JSON&TimeStamp=1485232229&Version=1.4&MerchantOrderNo=S_1485232229&Amt=40&ItemDesc=UnitTest';
const TRADE_INFO = 'ff91c8aa01379e4de621a44e5f11f72e4d25bdb1a18242db6cef9ef07d80b0165e476fd1d9acaa53170272c82d122961e1a0700a7427cfa1cf90db7f6d6593bbc93102a4d4b9b66d9974c13c31a7ab4bba1d4e0790f0cbbbd7ad64c6d3c8012a601ceaa808bff70f94a8efa5a4f984b9d41304ffd879612177c622f75f4214fa';
const TRADE_SHA = 'EA0A6CC37F40C1EA5692E7CBB8AE097653DF3E91365E6A9CD7E91312413C7BB8';

describe('NewebPay MPG crypto: the published vectors', () => {
  it('encrypts the example trade into the manual\'s TradeInfo hex', () => {
    expect(encryptTradeInfo(PLAIN, KEYS)).toBe(TRADE_INFO);
  });

  it('builds the example query string field by field in order', () => {
    expect(mpgQueryString({
      MerchantID: 3430112, RespondType: 'JSON', TimeStamp: 1485232229, Version: '1.4', MerchantOrderNo: 'S_1485232229', Amt: 40, ItemDesc: 'UnitTest',
    })).toBe(PLAIN);
  });

  it('signs the TradeInfo into the manual\'s TradeSha', () => {
    expect(tradeSha(TRADE_INFO, KEYS)).toBe(TRADE_SHA);
    expect(verifyTradeSha(TRADE_INFO, TRADE_SHA, KEYS)).toBe(true);
  });

  it('decrypts the TradeInfo back into the plaintext', () => {
    expect(decryptTradeInfo(TRADE_INFO, KEYS)).toBe(PLAIN);
  });

  it('refuses a TradeSha of other data or other keys', () => {
    expect(verifyTradeSha(TRADE_INFO.replace(/^ff/, 'fe'), TRADE_SHA, KEYS)).toBe(false);
    expect(verifyTradeSha(TRADE_INFO, TRADE_SHA, { ...KEYS, hashIv: '6543210987654321' })).toBe(false);
    expect(verifyTradeSha(TRADE_INFO, 'short', KEYS)).toBe(false);
  });

  it('throws on TradeInfo that is not our keys\' ciphertext', () => {
    expect(() => decryptTradeInfo('zz', KEYS)).toThrow();
    expect(() => decryptTradeInfo(TRADE_INFO, { ...KEYS, hashKey: 'abcdefghijklmnopqrstuvwxyz123456' })).toThrow();
  });

  it('round-trips zh-TW text and spaces', () => {
    const plain = mpgQueryString({ ItemDesc: '寶貝揪團 訂單 A&B=C' });
    expect(decryptTradeInfo(encryptTradeInfo(plain, KEYS), KEYS)).toBe(plain);
    expect(new URLSearchParams(plain).get('ItemDesc')).toBe('寶貝揪團 訂單 A&B=C');
  });
});

describe('NewebPay QueryTradeInfo check values', () => {
  const trade = { Amt: 40, MerchantID: '3430112', MerchantOrderNo: 'S_1485232229' };

  it('hashes IV, the three fields A-Z, then Key', () => {
    // The documented string, hashed here: the order of its parts is what is under test.
    const expected = createHash('sha256')
      .update('IV=1234567890123456&Amt=40&MerchantID=3430112&MerchantOrderNo=S_1485232229&Key=12345678901234567890123456789012')
      .digest('hex').toUpperCase();
    expect(queryCheckValue(trade, KEYS)).toBe(expected);
  });

  it('checks the answer with HashIV, the four fields, then HashKey', () => {
    const expected = createHash('sha256')
      .update('HashIV=1234567890123456&Amt=40&MerchantID=3430112&MerchantOrderNo=S_1485232229&TradeNo=17012345678901234&HashKey=12345678901234567890123456789012')
      .digest('hex').toUpperCase();
    expect(answerCheckCode({ ...trade, TradeNo: '17012345678901234' }, KEYS)).toBe(expected);
  });
});
