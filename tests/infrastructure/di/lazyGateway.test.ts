import 'reflect-metadata';
import { Container } from 'inversify';
import { apiGateway } from '../../../src/infrastructure/di/lazyGateway';
import { lazyPort } from '../../../src/infrastructure/di/lazyPort';
import { TOKENS } from '../../../src/infrastructure/di/tokens';

interface Greeter { greet(name: string): Promise<string>; note(text: string): void }

describe('lazyPort: an adapter loaded on its first call', () => {
  it('loads nothing until a method is called, then once for every call', async () => {
    let loads = 0;
    const port = lazyPort<Greeter>(async () => {
      loads += 1;
      return { greet: async (name) => `你好，${name}`, note: () => {} };
    });
    expect(loads).toBe(0);
    const greeter = port.greet;
    expect(loads).toBe(0);
    expect(await Promise.all([greeter('Amy'), port.greet('Ben')])).toEqual(['你好，Amy', '你好，Ben']);
    expect(loads).toBe(1);
  });

  it('is not a thenable: awaiting the port itself loads nothing', async () => {
    let loads = 0;
    const port = lazyPort<Greeter>(async () => {
      loads += 1;
      return { greet: async () => '', note: () => {} };
    });
    expect(await Promise.resolve(port)).toBe(port);
    expect(loads).toBe(0);
  });

  it('passes the adapter’s failures through and retries a failed load on the next call', async () => {
    let attempt = 0;
    const port = lazyPort<Greeter>(async () => {
      attempt += 1;
      if (attempt === 1) throw new Error('chunk gone');
      return { greet: async (name) => { if (!name) throw new Error('沒有名字'); return name; }, note: () => {} };
    });
    await expect(port.greet('a')).rejects.toThrow('chunk gone');
    expect(await port.greet('a')).toBe('a');
    await expect(port.greet('')).rejects.toThrow('沒有名字');
    expect(attempt).toBe(2);
  });

  it('apiGateway builds the adapter over the container’s typed client, resolved on first use', async () => {
    const container = new Container();
    let clients = 0;
    container.bind(TOKENS.ApiClient).toDynamicValue(async () => {
      clients += 1;
      return { name: 'client' } as never;
    }).inSingletonScope();
    const token = Symbol('Greeter');
    container.bind<Greeter>(token).toDynamicValue(apiGateway<Greeter>(async (api) => ({
      greet: async (name) => `${(api as unknown as { name: string }).name}:${name}`,
      note: () => {},
    })));
    const port = container.get<Greeter>(token);
    expect(clients).toBe(0);
    expect(await port.greet('x')).toBe('client:x');
    expect(clients).toBe(1);
  });
});
