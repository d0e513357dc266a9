import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { Container } from 'inversify';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { GroupBuyCatalog } from '../../../src/application/catalog/ports';
import type { Platform } from '../../../src/domain/user/UserMeta';
import { buildTestContainer } from '../../../src/infrastructure/di/buildTestContainer';
import { TOKENS } from '../../../src/infrastructure/di/tokens';
import { InMemoryAccounts } from '../../../src/infrastructure/memory/InMemoryAccounts';
import { InMemoryGroupBuyCatalog } from '../../../src/infrastructure/memory/InMemoryGroupBuyCatalog';
import { InMemoryMallCatalog } from '../../../src/infrastructure/memory/InMemoryMallCatalog';
import { InMemoryTokenStore } from '../../../src/infrastructure/memory/InMemoryTokenStore';
import type { AppDeps } from '../../../src/ui/app/AppDeps';
import { AppProviders } from '../../../src/ui/app/AppProviders';
import { createQueryClient } from '../../../src/ui/app/createQueryClient';
import { routes } from '../../../src/ui/routes/allRoutes';
import { routerContext } from '../../../src/ui/routes/routeContext';
import { BranchMother, GroupBuyMother } from '../../application/mothers/GroupBuyMother';
import { MemberMother } from '../../application/mothers/MemberMother';

export const ORIGIN = 'http://localhost:3000';

/** The in-memory catalog the home and 404 pages read: two branches (in the menu and the mall's front), newest and hot lists. */
export const CatalogMother = {
  newest: () => [GroupBuyMother.card(1, { title: '有機棉包屁衣', price: 399, originalPrice: 590 }), GroupBuyMother.card(2, { title: '竹纖維紗布巾' })],
  hot: () => [GroupBuyMother.card(200, { title: '防脹氣奶瓶', price: 1280, originalPrice: null })],
  stock: (catalog: InMemoryGroupBuyCatalog) =>
    catalog
      .withBranches([BranchMother.fashion(), BranchMother.feeding()])
      .withList('fashion', 'newest', CatalogMother.newest())
      .withList('feeding', 'hot', CatalogMother.hot()),
  /** The mall's front (/resource/mall/all) that home reads its branches from: the same two branches. */
  front: (mall: InMemoryMallCatalog) => {
    for (const branch of [BranchMother.fashion(), BranchMother.feeding()]) if (!mall.knows(branch.path)) mall.withBranch({ branch, categories: [], floors: [], sectionIds: [] });
  },
};

/** A catalog whose every call fails the way the API client would throw. */
export const failingCatalog = (error: Error): GroupBuyCatalog => ({
  mallMenu: () => Promise.reject(error),
  groupList: () => Promise.reject(error),
});

export interface AppOptions {
  platform?: Platform;
  signedIn?: boolean;
  catalog?: GroupBuyCatalog;
  /** Last word on the container's bindings. */
  setup?: (container: Container) => void;
}

export interface RenderedApp {
  /** The inversify container the app runs on. */
  di: Container;
  accounts: InMemoryAccounts;
  router: ReturnType<typeof createMemoryRouter>;
}

/** The real route table on a memory router, over a test container and a fresh query cache. */
export function renderApp(path: string, options: AppOptions = {}): RenderedApp {
  const container = buildTestContainer((c) => {
    if (options.catalog) c.rebind(TOKENS.GroupBuyCatalog).toConstantValue(options.catalog);
    options.setup?.(c);
  });
  const accounts = container.get(InMemoryAccounts);
  accounts.platform = options.platform ?? 'desktop';
  const amy = accounts.addMember(MemberMother.amy());
  if (options.signedIn) container.get(InMemoryTokenStore).save(accounts.issueTokens(amy.id));
  CatalogMother.stock(container.get(InMemoryGroupBuyCatalog));
  CatalogMother.front(container.get(InMemoryMallCatalog));
  const deps: AppDeps = { container, queryClient: createQueryClient(), origin: ORIGIN };
  const router = createMemoryRouter(routes, { initialEntries: [path], getContext: () => routerContext(deps) });
  renderQuietly(
    <AppProviders deps={deps}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { di: container, accounts, router };
}

/**
 * A memory router starts without the server's hydration data, so React Router warns once that
 * the root route has no HydrateFallback; the browser entry always hydrates with that data.
 */
function renderQuietly(ui: ReactElement): RenderResult {
  const warn = jest.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).startsWith('No `HydrateFallback`')) warnOriginal(...args);
  });
  try {
    return render(ui);
  } finally {
    warn.mockRestore();
  }
}
const warnOriginal = console.warn.bind(console);

/** jsdom has no scrolling; ScrollRestoration calls it on every navigation. */
export function stubScrolling(): void {
  beforeAll(() => {
    window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
  });
}
