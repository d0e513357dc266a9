import { correctRun, type Candidate } from '../../server/services/search/correction';
import { nearSyllable, readingKey, syllablesOf } from '../../server/services/search/reading';

describe('the reading of a search word (issue 30: typos that sound right)', () => {
  it('reads characters as toneless pinyin in their word', () => {
    expect(syllablesOf('紙尿褲')).toEqual(['zhi', 'niao', 'ku']);
    expect(syllablesOf('奶瓶')).toEqual(['nai', 'ping']);
  });

  it('joins the sounds Taiwanese speakers mix up: zh/z, ch/c, sh/s, n/l, -ng/-n', () => {
    expect(['zhi', 'chi', 'shi', 'nai', 'ping', 'ng', 'niang'].map(nearSyllable)).toEqual(['zi', 'ci', 'si', 'lai', 'pin', 'n', 'lian']);
  });

  it('gives a homophone and a near-homophone the same key', () => {
    expect(readingKey('尿庫')).toBe(readingKey('尿褲'));
    expect(readingKey('奶平')).toBe(readingKey('奶瓶'));
    expect(readingKey('奶品')).toBe(readingKey('奶瓶'));
    expect(readingKey('奶瓶')).not.toBe(readingKey('奶嘴'));
  });
});

const c = (term: string, docs = 1): Candidate => ({ term, docs });

describe('spelling a run as the index does', () => {
  it('rewrites the character that sounds right into the word the index holds (紙尿庫 → 紙尿褲)', () => {
    expect(correctRun('紙尿庫', [[c('紙尿', 40)], [c('尿褲', 50)]])).toBe('紙尿褲');
    expect(correctRun('奶平', [[c('奶瓶', 30)]])).toBe('奶瓶');
  });

  it('keeps a run the index already holds', () => {
    expect(correctRun('奶瓶', [[c('奶瓶', 30), c('耐平', 900)]])).toBe('奶瓶');
  });

  it('changes as few characters as it can, then takes the same sound over a near one, then the commoner word', () => {
    expect(correctRun('奶平', [[c('來瓶', 90), c('奶瓶', 3)]])).toBe('奶瓶');
    expect(correctRun('奶平', [[c('奶品', 90), c('奶瓶', 3)]])).toBe('奶瓶');
    expect(correctRun('食平', [[c('石瓶', 5), c('十瓶', 8)]])).toBe('十瓶');
  });

  it('chains bigrams through their shared character and gives up when nothing covers the run', () => {
    expect(correctRun('紙尿庫', [[c('紙尿')], [c('鳥褲')]])).toBeNull();
    expect(correctRun('紙尿庫', [[c('紙尿')], []])).toBeNull();
    expect(correctRun('紙', [])).toBeNull();
  });
});
