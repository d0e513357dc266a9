import { blocksGesture, blocksSecondTap, prefetchesLinks } from '../../../src/domain/pageBehaviour/pageBehaviour';

describe('zoom prevention (SPEC §4.7, §9 300 ms)', () => {
  const page = { touches: 1, onControl: false };
  it('blocks a second tap on the page within 300 ms, not after', () => {
    expect(blocksSecondTap(page, 1000, 1300)).toBe(true);
    expect(blocksSecondTap(page, 1000, 1301)).toBe(false);
    expect(blocksSecondTap(page, null, 1000)).toBe(false);
  });
  it('lets every tap on a control through', () => {
    expect(blocksSecondTap({ touches: 1, onControl: true }, 1000, 1100)).toBe(false);
  });
  it('blocks multi-touch gestures', () => {
    expect(blocksGesture({ touches: 2, onControl: false })).toBe(true);
    expect(blocksGesture({ touches: 2, onControl: true })).toBe(true);
    expect(blocksGesture(page)).toBe(false);
  });
});

describe('link prefetch (SPEC §4.7)', () => {
  it.each([
    [null, true],
    [{ effectiveType: '4g', saveData: false }, true],
    [{ effectiveType: null, saveData: false }, true],
    [{ effectiveType: '2g', saveData: false }, false],
    [{ effectiveType: 'slow-2g', saveData: false }, false],
    [{ effectiveType: '4g', saveData: true }, false],
  ])('%j → %s', (connection, expected) => {
    expect(prefetchesLinks(connection)).toBe(expected);
  });
});
