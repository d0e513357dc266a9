import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { QueryClient } from '@tanstack/react-query';
import { toCard } from '../../../src/infrastructure/http/mappers';
import { BestReviews, FiguresLine } from '../../../src/ui/pages/purchase/PageFigures';
import { groupBuyMeta } from '../../../src/ui/pages/purchase/purchaseMeta';
import { purchaseKeys } from '../../../src/ui/pages/purchase/queries';
import { PanelProductMother } from '../../application/mothers/PanelProductMother';
import type { GroupBuyDetail } from '../../../src/domain/purchase/GroupBuyDetail';

const review = (id: number, rating: number, photo: boolean) => ({
  id, rating, nickname: '媽咪A**', body: `評價 ${id}`, createdAt: Date.parse('2026-10-01T12:00:00+08:00'), productTitle: '包屁衣（白）',
  photoUrl: photo ? `/photos/${id}.jpg` : null, photoThumbUrl: photo ? `/photos/${id}-360.jpg` : null,
});
const detail = (figures: GroupBuyDetail['figures'], bestReviews: GroupBuyDetail['bestReviews'] = []): GroupBuyDetail =>
  ({ ...PanelProductMother.groupBuy(), figures, bestReviews });

describe('stars, review count, 已售 and 跟團人數 (issue 30)', () => {
  it('maps a list product\'s stars and 跟團人數 onto its card, and nothing when there are none', () => {
    const base = { id: 1, url: '/groupbuy/1', title: 't', desc: 'd', label: null, price: 100, original_price: null, price_suffix: null, images: null, image: null, like_count: 0, is_adult_only: false };
    expect(toCard({ ...base, rating: 4.6, review_count: 12, buyer_count: 30 })).toMatchObject({ rating: { average: 4.6, count: 12 }, buyerCount: 30 });
    expect(toCard(base)).toMatchObject({ rating: null, buyerCount: null });
  });

  it('shows the stars, the count linking to the review page, 已售 and 跟團人數 at the top of the page', () => {
    render(<MemoryRouter><FiguresLine figures={{ rating: 4.6, reviewCount: 12, soldCount: 36, buyerCount: 20 }} reviewsPath="/groupbuy/7/review" /></MemoryRouter>);
    const line = screen.getByTestId('page-figures');
    expect(within(line).getByRole('img', { name: '4.6 顆星（滿分 5 顆）' })).toBeInTheDocument();
    expect(within(line).getByRole('link', { name: '12 則評價' })).toHaveAttribute('href', '/groupbuy/7/review');
    expect(line).toHaveTextContent('已售 36');
    expect(line).toHaveTextContent('20 人跟團');
  });

  it('says 尚無評價 without reviews and hides zero figures', () => {
    render(<MemoryRouter><FiguresLine figures={{ rating: null, reviewCount: 0, soldCount: 0, buyerCount: 0 }} reviewsPath="/groupbuy/7/review" /></MemoryRouter>);
    expect(screen.getByTestId('page-figures')).toHaveTextContent(/^尚無評價$/);
  });

  it('lists the best reviews with their photos and links to all reviews and this item\'s', () => {
    const d = detail({ rating: 4.5, reviewCount: 9, soldCount: 0, buyerCount: 0 }, [review(1, 5, true), review(2, 5, false)]);
    render(<MemoryRouter><BestReviews detail={d} reviewsPath="/groupbuy/7/review" itemReviewsPath="/market/3/review" /></MemoryRouter>);
    const section = screen.getByTestId('best-reviews');
    expect(within(section).getAllByRole('listitem')).toHaveLength(2);
    expect(within(section).getByRole('img', { name: '媽咪A** 的評價照片' })).toHaveAttribute('src', '/photos/1-360.jpg');
    expect(within(section).getByRole('link', { name: '看全部 9 則評價' })).toHaveAttribute('href', '/groupbuy/7/review');
    expect(within(section).getByRole('link', { name: '只看這一款的評價' })).toHaveAttribute('href', '/market/3/review');
  });

  it('puts AggregateRating in the Product JSON-LD only when there are reviews', () => {
    const meta = (d: GroupBuyDetail) => {
      const queryClient = new QueryClient();
      queryClient.setQueryData(purchaseKeys.groupBuy(d.card.id), d);
      const ld = groupBuyMeta({ queryClient, params: { groupbuyId: String(d.card.id) }, url: new URL('https://shop.test/') } as never).jsonLd ?? [];
      return ld.find((x) => (x as { '@type': string })['@type'] === 'Product') as Record<string, unknown>;
    };
    expect(meta(detail({ rating: 4.6, reviewCount: 12, soldCount: 0, buyerCount: 0 })).aggregateRating).toEqual({
      '@type': 'AggregateRating', ratingValue: 4.6, reviewCount: 12, bestRating: 5, worstRating: 1,
    });
    expect(meta(detail({ rating: null, reviewCount: 0, soldCount: 0, buyerCount: 0 }))).not.toHaveProperty('aggregateRating');
  });
});
