import type { BrandPage, CategoryPage, EventBranches } from '../../../src/application/catalog/pagePorts';
import type { Review } from '../../../src/domain/catalog/reviews';
import type { InMemoryCatalogPages } from '../../../src/infrastructure/memory/InMemoryCatalogPages';
import { GroupBuyMother } from '../mothers/GroupBuyMother';

const DAY = 86_400_000;
export const EVENT_START = Date.UTC(2026, 9, 18, 16);

export const CatalogPagesMother = {
  category: (): Omit<CategoryPage, 'list'> => ({
    id: 3, name: '長袖連身衣', level: 2, path: 'fashion/bodysuits/rompers',
    branch: { path: 'fashion', name: '嬰幼服飾', color: '#f8b4c8' },
    main: { id: 1, name: '包屁衣・連身衣', path: 'fashion/bodysuits' },
    sub: { id: 3, name: '長袖連身衣', path: 'fashion/bodysuits/rompers' },
    chips: [{ id: 2, name: '短袖包屁衣', path: 'fashion/bodysuits/short-sleeve' }, { id: 3, name: '長袖連身衣', path: 'fashion/bodysuits/rompers' }],
  }),
  brand: (): BrandPage => ({
    brand: { id: 7, name: '萌樂童話', country: '瑞典', description: '來自瑞典的母嬰品牌', color: '#b8d8f8' },
    categories: [{ id: 1, name: '包屁衣・連身衣', path: 'fashion/bodysuits', count: 2 }, { id: 5, name: '上衣・褲裝', path: 'fashion/tops-bottoms', count: 1 }],
    newest: GroupBuyMother.cards(1, 3),
    rating: { average: 4.5, count: 2 },
  }),
  review: (id: number, rating: number, daysAfter: number): Review => ({
    id, rating, nickname: '媽咪A**', body: '質感很好', createdAt: EVENT_START + daysAfter * DAY, productTitle: '長袖連身衣（小熊）',
  }),
  event: (): EventBranches => ({
    event: { id: 1, path: 'double-11', title: '雙11 寶寶節', description: '全館母嬰好物限時優惠', color: '#f25c87', startsAt: EVENT_START, endsAt: EVENT_START + 30 * DAY },
    sections: [
      { branch: { path: 'fashion', name: '嬰幼服飾', color: '#f8b4c8' }, total: 12, cards: GroupBuyMother.cards(1, 8) },
      { branch: { path: 'feeding', name: '哺育用品', color: '#ffd59e' }, total: 3, cards: GroupBuyMother.cards(100, 3) },
    ],
  }),
  stock: (pages: InMemoryCatalogPages): InMemoryCatalogPages => {
    pages.curations.set('newborn-checklist', { id: 1, path: 'newborn-checklist', title: '新生兒必備清單', description: '回家第一週', color: '#f8b4c8', cards: GroupBuyMother.cards(1, 25) });
    pages.categories.set(3, { ...CatalogPagesMother.category(), cards: GroupBuyMother.cards(10, 5) });
    pages.branches.set('fashion', { path: 'fashion', name: '嬰幼服飾', color: '#f8b4c8' });
    pages.brands.set(7, {
      ...CatalogPagesMother.brand(),
      items: [
        { card: GroupBuyMother.card(1), categoryPath: 'fashion/bodysuits/rompers' },
        { card: GroupBuyMother.card(2), categoryPath: 'fashion/bodysuits/short-sleeve' },
        { card: GroupBuyMother.card(3), categoryPath: 'fashion/tops-bottoms/tees' },
      ],
    });
    pages.reviewsBySubject.set('groupbuy:5', {
      subject: { kind: 'groupbuy', id: 5, title: '有機棉包屁衣', url: '/groupbuy/5', image: '/images/gb/5.svg' },
      reviews: Array.from({ length: 12 }, (_, i) => CatalogPagesMother.review(i + 1, i % 2 === 0 ? 5 : 4, i)),
    });
    pages.events.set('double-11', CatalogPagesMother.event());
    return pages;
  },
};
