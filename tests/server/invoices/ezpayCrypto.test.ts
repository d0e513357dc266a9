import {
  decryptPostData, encryptPostData, invoiceCheckCode, parsePostData, postDataCheckValue, verifyCheckCode,
} from '../../../server/services/invoices/ezpay/ezpayCrypto';
import { encryptPadded32 } from '../../../server/services/invoices/ezpay/sandbox/sandboxCrypto';

// PostData_ is the MPG's TradeInfo scheme: the MPG manual's published example holds it.
const MPG_KEYS = { hashKey: '12345678901234567890123456789012', hashIv: '1234567890123456' };
const MPG_TRADE_INFO = 'ff91c8aa01379e4de621a44e5f11f72e4d25bdb1a18242db6cef9ef07d80b0165e476fd1d9acaa53170272c82d122961e1a0700a7427cfa1cf90db7f6d6593bbc93102a4d4b9b66d9974c13c31a7ab4bba1d4e0790f0cbbbd7ad64c6d3c8012a601ceaa808bff70f94a8efa5a4f984b9d41304ffd879612177c622f75f4214fa';

// Keys and invoice of a public ezPay adapter's test; the digests below were computed with openssl (`openssl dgst -sha256`, `openssl enc -aes-256-cbc -nopad`), not with this code.
const KEYS = { hashKey: 'cNg3wIe8PkCVcqb37RY0LFbf00FgrNXg', hashIv: 'gmY2MPN8PHFvA7KR' };
const INVOICE = { MerchantID: '31090553', MerchantOrderNo: '202212260100401', InvoiceTransNo: '22122618222889038', TotalAmt: 20, RandomNum: '9527' };
const CHECK_CODE = '368F32C4A144AC9CB6F3F020FE72B14CF087C982674A8CBF372D48AC80323C7E';
const PADDED_32 = '51208d818d7af6a9d171eb3d8ed08f1929c1456a6fa76b07a70d0fae9aebe9da7d27367e979d9de0516189f3127c662f419eef6fd3a04de8d47260885489e730';

describe('ezPay PostData_', () => {
  it('is the MPG manual\'s AES of the URL-encoded fields, in the order given', () => {
    const fields = { MerchantID: 3430112, RespondType: 'JSON', TimeStamp: 1485232229, Version: '1.4', MerchantOrderNo: 'S_1485232229', Amt: 40, ItemDesc: 'UnitTest' };
    expect(encryptPostData(fields, MPG_KEYS)).toBe(MPG_TRADE_INFO);
    expect(parsePostData(decryptPostData(MPG_TRADE_INFO, MPG_KEYS))).toEqual(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v)])));
  });

  it('reads answers padded to 32-byte blocks the way ezPay\'s PHP pads them (27 bytes here, more than PKCS#7 on 16 allows)', () => {
    expect(decryptPostData(PADDED_32, KEYS)).toBe('CellphoneBarcode=%2FABC.123&IsExist=Y');
    expect(encryptPadded32('CellphoneBarcode=%2FABC.123&IsExist=Y', KEYS)).toBe(PADDED_32);
  });

  it('keeps a 手機條碼\'s + and / and zh-TW names through the round trip', () => {
    const fields = { CarrierNum: '/AB+-.12', ItemName: '嬰兒連身衣 70cm|運費' };
    expect(parsePostData(decryptPostData(encryptPostData(fields, KEYS), KEYS))).toEqual(fields);
  });

  it('refuses what is not our keys\' ciphertext', () => {
    expect(() => decryptPostData('zz', KEYS)).toThrow();
    expect(() => decryptPostData(PADDED_32, MPG_KEYS)).toThrow();
  });
});

describe('ezPay CheckCode and CheckValue', () => {
  it('hashes HashIV, the five invoice fields sorted by name, then HashKey', () => {
    expect(invoiceCheckCode(INVOICE, KEYS)).toBe(CHECK_CODE);
    expect(verifyCheckCode(INVOICE, CHECK_CODE.toLowerCase(), KEYS)).toBe(true);
  });

  it('refuses another amount, another random code, other keys, or none', () => {
    expect(verifyCheckCode({ ...INVOICE, TotalAmt: 21 }, CHECK_CODE, KEYS)).toBe(false);
    expect(verifyCheckCode({ ...INVOICE, RandomNum: '9528' }, CHECK_CODE, KEYS)).toBe(false);
    expect(verifyCheckCode(INVOICE, CHECK_CODE, MPG_KEYS)).toBe(false);
    expect(verifyCheckCode(INVOICE, undefined, KEYS)).toBe(false);
  });

  it('signs a carrier check\'s PostData_ as HashKey=…&PostData_&HashIV=…', () => {
    expect(postDataCheckValue('abcdef0123', KEYS)).toBe('CCCF1C22748460AE406CAFDF04EAD28F39E08CAEEC70BA28E85B00BD94186DD4');
  });
});
