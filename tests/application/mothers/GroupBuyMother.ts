import type { Branch } from '../../../src/domain/catalog/Branch';
import { toGroupBuyCard, type GroupBuyCard } from '../../../src/domain/catalog/GroupBuyCard';

export const BranchMother = {
  fashion: (): Branch => ({ id: 1, path: 'fashion', name: '嬰幼服飾', icon: 'fashion', color: '#f7c6d0' }),
  feeding: (): Branch => ({ id: 2, path: 'feeding', name: '哺育用品', icon: 'feeding', color: '#c6e3f7' }),
};

export const GroupBuyMother = {
  card: (id: number, overrides: Partial<GroupBuyCard> = {}): GroupBuyCard => ({
    ...toGroupBuyCard({
      id,
      url: `/groupbuy/${id}`,
      title: `有機棉包屁衣 ${id}`,
      desc: '柔軟透氣，寶寶一穿就愛',
      label: '新品',
      price: 399,
      originalPrice: 590,
      priceSuffix: '起',
      image: `/images/gb/${id}.svg`,
      likeCount: 12,
      isAdultOnly: false,
    }),
    ...overrides,
  }),
  cards: (from: number, count: number): GroupBuyCard[] => Array.from({ length: count }, (_, i) => GroupBuyMother.card(from + i)),
};
