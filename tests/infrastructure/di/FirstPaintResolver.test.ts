import type { Resolver } from '../../../src/application/injection';
import { SignIn } from '../../../src/application/auth/SignIn';
import { SessionStore } from '../../../src/application/shell/SessionStore';
import { PURCHASE_TOKENS } from '../../../src/application/purchase/tokens';
import { PORT_TOKENS } from '../../../src/application/tokens';
import { browserContainer } from '../../../src/infrastructure/di/browserContainer';
import { FirstPaintResolver } from '../../../src/infrastructure/di/FirstPaintResolver';
import { isLazyPort } from '../../../src/infrastructure/di/lazyPort';
import { browserAdapters } from '../../../src/infrastructure/di/runtimeAdapters';
import { TOKENS } from '../../../src/infrastructure/di/tokens';
import { applicationClasses, portTokens } from './applicationClasses';

const options = { runtime: 'browser', apiBaseUrl: 'http://127.0.0.1:3000', platform: 'desktop' } as const;

function firstPaint() {
  const adapters = browserAdapters();
  let loads = 0;
  const resolver = new FirstPaintResolver(adapters, async () => {
    loads += 1;
    return (made) => browserContainer(options, adapters, made);
  });
  return { resolver, adapters, loads: () => loads };
}

describe('FirstPaintResolver: the browser paints without the DI library', () => {
  it('builds use cases and stores from their @inject()s and loads no container for them', () => {
    const { resolver, loads } = firstPaint();
    const signIn = resolver.get(SignIn);
    expect(signIn).toBeInstanceOf(SignIn);
    expect(resolver.get(SignIn)).toBe(signIn);
    expect(resolver.get(SessionStore)).toBe(resolver.get(SessionStore));
    expect(loads()).toBe(0);
  });

  it('hands out the immediate adapters at once and each gateway as a port that waits for the container', async () => {
    const { resolver, adapters, loads } = firstPaint();
    expect(resolver.get(TOKENS.Clock)).toBe(adapters.get(TOKENS.Clock)!());
    const userInfo = resolver.get(PORT_TOKENS.UserInfoGateway);
    expect(isLazyPort(userInfo)).toBe(true);
    expect(loads()).toBe(0);
    await resolver.container();
    expect(loads()).toBe(1);
  });

  it('the full container adopts what the first paint made: a store is still one store', async () => {
    const { resolver } = firstPaint();
    const store = resolver.get(SessionStore);
    const signIn = resolver.get(SignIn);
    const full: Resolver = await resolver.container();
    expect(full.get(SessionStore)).toBe(store);
    expect(full.get(SignIn)).toBe(signIn);
    expect(resolver.get(SessionStore)).toBe(store);
    expect(full.get(TOKENS.KeyValueStore)).toBe(resolver.get(TOKENS.KeyValueStore));
  });

  it('loads the container again after a failed load (a chunk a deploy removed)', async () => {
    let attempt = 0;
    const adapters = browserAdapters();
    const resolver = new FirstPaintResolver(adapters, async () => {
      attempt += 1;
      if (attempt === 1) throw new Error('chunk gone');
      return (made) => browserContainer(options, adapters, made);
    });
    await expect(resolver.container()).rejects.toThrow('chunk gone');
    await expect(resolver.container()).resolves.toBeDefined();
    expect(attempt).toBe(2);
  });

  it('refuses a class with a constructor parameter it cannot know', () => {
    class Unmarked {
      constructor(readonly clock: unknown) {}
    }
    expect(() => firstPaint().resolver.get(Unmarked)).toThrow('Unmarked: every constructor parameter needs @inject().');
  });

  it('builds every use case and store the browser has, as the full container does', () => {
    const classes = applicationClasses();
    expect(classes.length).toBeGreaterThan(100);
    const { resolver } = firstPaint();
    for (const type of classes) expect([type.name, resolver.get(type)]).toEqual([type.name, expect.any(type)]);
  });

  it('every port the browser binds is an immediate adapter or a gateway whose every call can wait', async () => {
    const { resolver, adapters } = firstPaint();
    const full = await resolver.container();
    const tokens = portTokens();
    expect(tokens.length).toBeGreaterThan(30);
    // The purchase tracking port is wrapped (search conversions); its one method returns nothing.
    const waitingWrapped = new Set<symbol>([PURCHASE_TOKENS.Tracking]);
    for (const token of tokens) {
      if (adapters.has(token) || waitingWrapped.has(token)) continue;
      expect([token.description, isLazyPort(full.get(token as never))]).toEqual([token.description, true]);
    }
  });
});
