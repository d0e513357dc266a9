import { shouldReloadAfterChunkError } from '../../../src/domain/shell/chunkReload';
import { shouldPlayFeaturedAnimation } from '../../../src/domain/shell/featuredAnimation';

const now = Date.UTC(2026, 10, 1, 12);

describe('chunk reload guard (SPEC §8: at most once per 60 s)', () => {
  it('reloads when it never did', () => expect(shouldReloadAfterChunkError(null, now)).toBe(true));
  it('does not reload again within 60 s', () => expect(shouldReloadAfterChunkError(now - 59_999, now)).toBe(false));
  it('reloads again after 60 s', () => expect(shouldReloadAfterChunkError(now - 60_000, now)).toBe(true));
});

describe('featured-tab animation (SPEC §2.4: once per day)', () => {
  const DAY = 24 * 60 * 60 * 1000;
  it('plays when it never played', () => expect(shouldPlayFeaturedAnimation(null, now)).toBe(true));
  it('does not play again the same day', () => expect(shouldPlayFeaturedAnimation(now - DAY + 1, now)).toBe(false));
  it('plays again a day later', () => expect(shouldPlayFeaturedAnimation(now - DAY, now)).toBe(true));
});
