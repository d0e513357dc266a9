/**
 * Whether a name a member chose would pass for the shop or its staff (「寶貝揪團客服」, 「官方」).
 * Compared after folding: compatibility forms, accents, case, spaces and punctuation gone, and the
 * look-alikes people use to slip past a word list (simplified forms, variant characters, Cyrillic
 * and digit stand-ins for Latin letters) mapped to the character they imitate.
 */
const LOOK_ALIKES: Record<string, string> = {
  宝: '寶', 寳: '寶', 珤: '寶', 贝: '貝', 唄: '貝', 团: '團', 糰: '團', 啾: '揪', 编: '編', 员: '員', 圓: '員',
  网: '網', 綱: '網', 宮: '官',
  '0': 'o', '1': 'i', l: 'i', '!': 'i', '|': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's',
  а: 'a', е: 'e', о: 'o', і: 'i', ј: 'j', ѕ: 's', т: 't', υ: 'u', ս: 'u', ո: 'n', ɑ: 'a', ı: 'i',
};

/** Folds a name for comparison only; what the member sees is never folded. */
export function foldForComparison(name: string): string {
  const plain = name.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
  return [...plain].map((ch) => LOOK_ALIKES[ch] ?? ch).join('').replace(/[^\p{L}\p{N}]/gu, '');
}

const fold = (words: string[]) => words.map(foldForComparison);
/** The shop's own names. */
const SHOP_NAMES = fold(['寶貝揪團', 'jiutuan']);
/** Words that speak for the shop or its staff. */
const STAFF_WORDS = fold(['客服', '官方', '官網', '小編', '管理員', '管理者', '站長', '工作人員', 'official', 'admin', 'staff', 'support']);
const RESERVED = [...SHOP_NAMES, ...STAFF_WORDS];

const onlyReserved = (folded: string): boolean => folded !== '' && RESERVED.reduce((left, word) => left.split(word).join(''), folded) === '';

/**
 * A name impersonates the shop when it holds the shop's name together with a staff word
 * (寶貝揪團小編, 寶 貝 揪 團 客 服), or when it is nothing but such words and numbers (官方, 客服01, 寶貝揪團).
 * A parent may still say they like the shop (寶貝揪團愛用者) or be a 小編媽咪.
 */
export function impersonatesShop(name: string): boolean {
  const folded = foldForComparison(name);
  if (folded === '') return false;
  const has = (words: string[]) => words.some((w) => folded.includes(w));
  if (has(SHOP_NAMES) && has(STAFF_WORDS)) return true;
  // Numbers beside the words do not make a name of its own (客服01); read once with digits as the
  // letters they imitate (j1utuan) and once without them.
  return onlyReserved(folded) || onlyReserved(foldForComparison(name.replace(/\p{N}/gu, '')));
}

