import { checkDisplayName } from '../../../src/domain/displayText/displayName';
import { cleanDisplayText } from '../../../src/domain/displayText/cleanText';
import { impersonatesShop } from '../../../src/domain/displayText/impersonation';

const ZWSP = '\u200B';

describe('cleanDisplayText for names', () => {
  it.each([
    ['zero-width space, joiner, non-joiner and BOM', `A${ZWSP}m\u200Cy\u200D\uFEFF`, 'Amy'],
    ['word joiner and invisible operators U+2060-2064', '小\u2060芽\u2061\u2062\u2063\u2064', '小芽'],
    ['deprecated format characters U+206A-206F', '小\u206A\u206F芽', '小芽'],
    ['bidi embeddings and overrides U+202A-202E', '\u202EymA\u202C', 'ymA'],
    ['bidi isolates U+2066-2069', '\u2066Amy\u2069 \u2067媽咪\u2069', 'Amy 媽咪'],
    ['marks LRM / RLM / ALM', '\u200EAmy\u200F\u061C', 'Amy'],
    ['soft hyphen and combining grapheme joiner', 'A\u00ADm\u034Fy', 'Amy'],
    ['control characters', 'A\u0000m\u0007y\u001B\u007F\u0085', 'Amy'],
    ['Hangul fillers and braille blank', '\u3164Amy\u115F\u2800', 'Amy'],
    ['tag characters', 'Amy\u{E0041}\u{E007F}', 'Amy'],
    ['full-width letters and digits (NFKC)', 'ＡＭＹ１２３', 'AMY123'],
    ['ideographic, no-break and thin spaces collapse', '  小\u3000\u3000芽\u00A0\u2009媽 ', '小 芽 媽'],
    ['tabs and line breaks in a name', '小芽\t媽\n咪\r\n', '小芽 媽 咪'],
    ['a name that is only invisible', `${ZWSP}\u200D\u2060 \u3000`, ''],
  ])('strips %s', (_what, raw, clean) => {
    expect(cleanDisplayText(raw, 'name')).toBe(clean);
  });

  it('keeps what shows: CJK, emoji sequences joined by ZWJ, skin tones and variation selectors', () => {
    expect(cleanDisplayText('👩‍👧 媽咪❤️', 'name')).toBe('👩‍👧 媽咪❤️');
    expect(cleanDisplayText('👍🏽小芽', 'name')).toBe('👍🏽小芽');
    expect(cleanDisplayText('葛\u{E0100}', 'name')).toBe('葛\u{E0100}');
  });

  it('composes what stripping brings together', () => {
    expect(cleanDisplayText(`e${ZWSP}\u0301`, 'name')).toBe('é');
  });
});

describe('cleanDisplayText for text', () => {
  it('keeps paragraphs and full-width punctuation (NFC, not NFKC)', () => {
    const body = '請問，寶寶 6 個月可以吃副食品嗎？\r\n\r\n\r\n\r\n謝謝！房間 12 m²';
    expect(cleanDisplayText(body)).toBe('請問，寶寶 6 個月可以吃副食品嗎？\n\n謝謝！房間 12 m²');
  });

  it('strips invisible and bidi characters, collapses spaces in each line', () => {
    expect(cleanDisplayText(`  好${ZWSP}用\u202E  推   薦\u202C \n  第二行\u2028第三行\t\t結束  `)).toBe('好用 推 薦\n第二行\n第三行 結束');
  });

  it.each([
    'Amy', '  小芽 ', `寶${ZWSP}貝`, 'ＡＢＣ\u3000ｄ', '👨‍👩‍👧‍👦', 'a\n\n\n\nb', '\u202Ex', 'e\u200B\u0301',
  ])('is idempotent on %j', (raw) => {
    for (const kind of ['name', 'text'] as const) {
      const once = cleanDisplayText(raw, kind);
      expect(cleanDisplayText(once, kind)).toBe(once);
    }
  });
});

describe('impersonatesShop', () => {
  it.each([
    '寶貝揪團客服', '寶貝揪團官方', '寶貝揪團小編', '寶貝揪團管理員', '官方寶貝揪團', '寶貝揪團 客服中心',
    '寶 貝 揪 團 客 服', `寶${ZWSP}貝${ZWSP}揪${ZWSP}團${ZWSP}客${ZWSP}服`, '寶・貝・揪・團・客・服', '【寶貝揪團】官方',
    '宝贝揪团客服', '寳貝揪團客服', '寶貝啾團客服', 'ＪｉｕＴｕａｎ客服', 'Jiutuan Official', 'j1utuan admin', 'JIUTUÁN 小編',
    '官方', '客服', '小編', '管理員', ' 官 方 ', '官方客服', '客服01', '客服 #2', '寶貝揪團', 'Admin', 'ѕupport',
  ])('refuses %j', (name) => {
    expect(impersonatesShop(cleanDisplayText(name, 'name'))).toBe(true);
  });

  it.each([
    'Amy', '小芽媽咪', '寶貝揪團愛用者', '小編媽咪', '客服好慢', '官方說法', '寶貝', '揪團王', '123', '😀', '',
  ])('allows %j', (name) => {
    expect(impersonatesShop(cleanDisplayText(name, 'name'))).toBe(false);
  });
});

describe('checkDisplayName', () => {
  it('cleans an accepted name', () => {
    expect(checkDisplayName(` Amy${ZWSP}媽咪 `, 20)).toEqual({ ok: true, value: 'Amy媽咪' });
  });

  it('names each problem', () => {
    expect(checkDisplayName(`${ZWSP}${ZWSP}`, 20)).toEqual({ ok: false, error: 'required' });
    expect(checkDisplayName('芽'.repeat(21), 20)).toEqual({ ok: false, error: 'too_long' });
    expect(checkDisplayName('😀'.repeat(20), 20)).toEqual({ ok: true, value: '😀'.repeat(20) });
    expect(checkDisplayName(`寶 貝 揪 團 客${ZWSP}服`, 20)).toEqual({ ok: false, error: 'reserved' });
  });
});
