import { parseSearchHistory, rememberSearch, SEARCH_HISTORY_LIMIT } from '../../src/domain/mall/searchHistory';

describe('最近搜尋 (issue 30)', () => {
  it('puts the newest search first, once, and keeps at most 10', () => {
    let history: string[] = [];
    for (let i = 1; i <= 12; i++) history = rememberSearch(history, `詞${i}`);
    expect(history).toHaveLength(SEARCH_HISTORY_LIMIT);
    expect(history[0]).toBe('詞12');
    expect(rememberSearch(history, ' 詞5 ')).toEqual(['詞5', ...history.filter((h) => h !== '詞5')]);
    expect(rememberSearch(['奶瓶'], '  ')).toEqual(['奶瓶']);
  });

  it('reads only a list of words from storage', () => {
    expect(parseSearchHistory(null)).toEqual([]);
    expect(parseSearchHistory('not json')).toEqual([]);
    expect(parseSearchHistory('{"a":1}')).toEqual([]);
    expect(parseSearchHistory('["奶瓶", 3, "", "推車"]')).toEqual(['奶瓶', '推車']);
  });
});
