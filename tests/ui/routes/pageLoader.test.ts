/**
 * @jest-environment node
 */
import 'reflect-metadata';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { NotFoundError } from '../../../src/domain/errors/clientErrors';
import { buildTestContainer } from '../../../src/infrastructure/di/buildTestContainer';
import { InMemoryGroupBuyCatalog } from '../../../src/infrastructure/memory/InMemoryGroupBuyCatalog';
import { createQueryClient } from '../../../src/ui/app/createQueryClient';
import { queryKeys } from '../../../src/ui/app/queries';
import { pageLoader } from '../../../src/ui/routes/pageLoader';
import type { RouteData } from '../../../src/ui/routes/RouteData';
import type { RouteHandle } from '../../../src/ui/routes/RouteHandle';
import { routerContext } from '../../../src/ui/routes/routeContext';
import { routeQuery } from '../../../src/ui/routes/RouteQuery';
import { GroupBuyMother } from '../../application/mothers/GroupBuyMother';

function setUp() {
  const container = buildTestContainer();
  container.get(InMemoryGroupBuyCatalog).withList('all', 'newest', [GroupBuyMother.card(1)]);
  const deps = { container, queryClient: createQueryClient(), origin: 'http://localhost:3000' };
  /** The loader of a route whose data module holds `data`. */
  const load = async (data: RouteData, handle: Partial<RouteHandle> = {}, url = 'http://localhost:3000/x?page=2'): Promise<unknown> =>
    pageLoader({ name: 'x', data: async () => data, ...handle })({
      request: new Request(url), params: { id: '7' }, context: routerContext(deps),
    } as unknown as LoaderFunctionArgs);
  return { deps, load };
}

/** The status of the route error a loader threw (react-router's `data(…, { status })`). */
const statusOf = async (pending: Promise<unknown>) => {
  const thrown = (await pending.then(() => null, (error: unknown) => error)) as { init?: { status?: number } } | null;
  return thrown?.init?.status;
};

describe('the one page loader', () => {
  it('warms exactly the queries the route declares, from its params and URL, once', async () => {
    const { deps, load } = setUp();
    const fetched: string[] = [];
    const query = (key: string) => routeQuery({ queryKey: ['t', key], queryFn: async () => fetched.push(key) });
    await load({ queries: ({ params, search }) => [query(`${params.id}`), query(`p${search.get('page')}`)] });
    await load({ queries: ({ params, search }) => [query(`${params.id}`), query(`p${search.get('page')}`)] });
    expect(fetched).toEqual(['7', 'p2']);
    expect(deps.queryClient.getQueryData(['t', '7'])).toBe(1);
  });

  it('returns the state a route derives from the warmed cache as loader data', async () => {
    const { load } = setUp();
    const page: RouteData = {
      queries: () => [routeQuery({ queryKey: ['n'], queryFn: async () => 5 })],
      derive: ({ params }, cache) => ({ id: params.id, n: cache.getQueryData(['n']) }),
    };
    expect(await load(page)).toEqual({ id: '7', n: 5 });
  });

  it('fetches a query declared with staleTime 0 on every visit', async () => {
    const { load } = setUp();
    let calls = 0;
    const page = { queries: () => [routeQuery({ queryKey: ['cart'], queryFn: async () => ++calls, staleTime: 0 })] };
    await load(page);
    await load(page);
    expect(calls).toBe(2);
  });

  it('answers invalid params (null) with the 404 page and the newest group-buys warmed', async () => {
    const { deps, load } = setUp();
    expect(await statusOf(load({ queries: () => null }))).toBe(404);
    expect(deps.queryClient.getQueryData(queryKeys.newest)).toMatchObject({ cards: [expect.objectContaining({ id: 1 })] });
  });

  it("answers the API's 404 with the 404 page too, and a derived state that names nothing", async () => {
    const { deps, load } = setUp();
    expect(await statusOf(load({ queries: () => [routeQuery({ queryKey: ['gone'], queryFn: () => Promise.reject(new NotFoundError()) })] }))).toBe(404);
    expect(await statusOf(load({ queries: () => [], derive: () => null }))).toBe(404);
    expect(deps.queryClient.getQueryData(queryKeys.newest)).toBeDefined();
  });

  it('sends a signed-out visitor of a guarded page to its target before reading anything', async () => {
    const { load } = setUp();
    const queryFn = jest.fn(async () => 1);
    const thrown = await load({ queries: () => [routeQuery({ queryKey: ['c'], queryFn })] }, { name: 'cart', auth: { target: '/promotion-code' } }).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('Location')).toBe(`/promotion-code?login=${encodeURIComponent('/x?page=2')}`);
    expect(queryFn).not.toHaveBeenCalled();
  });
});
