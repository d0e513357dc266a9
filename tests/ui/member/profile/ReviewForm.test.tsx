/**
 * @jest-environment ./tests/ui/routes/fetchJsdomEnvironment.ts
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { buildTestContainer } from '../../../../src/infrastructure/di/buildTestContainer';
import { InMemoryReviewGateway } from '../../../../src/infrastructure/memory/InMemoryMemberProfile';
import { AppProviders } from '../../../../src/ui/app/AppProviders';
import { createQueryClient } from '../../../../src/ui/app/createQueryClient';
import { ReviewForm } from '../../../../src/ui/pages/member/profile/ReviewForm';
import { ReviewCopy } from '../../../../src/ui/pages/member/profile/reviewCopy';

const LINE = { optionId: 5, productId: 50, productTitle: '有機棉包屁衣', groupBuyTitle: '團購', size: 'M', image: '/images/gb/1.svg', asksSizeFit: true };
const CUP = { ...LINE, productTitle: '吸管水杯', size: '300ml', asksSizeFit: false };

function renderForm(line = LINE) {
  const container = buildTestContainer();
  const reviews = container.get(InMemoryReviewGateway);
  reviews.orders.push({ id: 1, number: 'JT1', status: 'completed', mine: true, lines: [line] });
  const router = createMemoryRouter([{ path: '/member/review', element: <ul><ReviewForm line={{ ...line, orderId: 1, orderNumber: 'JT1' }} /></ul> }], { initialEntries: ['/member/review?order=1'] });
  render(<AppProviders deps={{ container, queryClient: createQueryClient(), origin: 'http://localhost' }}><RouterProvider router={router} /></AppProviders>);
  return reviews;
}

describe('ReviewForm', () => {
  it('names the missing stars and size fit beside their fields', async () => {
    renderForm();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '送出評價' })));
    expect(screen.getByText('請選擇 1 到 5 顆星')).toBeTruthy();
    expect(screen.getByText('請選擇尺寸是否合適')).toBeTruthy();
  });

  it('sends stars, text and size fit, then shows it done with a link to the product\'s reviews', async () => {
    const reviews = renderForm();
    fireEvent.click(screen.getByRole('radio', { name: '4 顆星' }));
    fireEvent.change(screen.getByLabelText('使用心得'), { target: { value: '寶寶穿起來很舒服，布料柔軟好洗' } });
    fireEvent.click(screen.getByRole('radio', { name: '剛好' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '送出評價' })));
    expect(reviews.reviews).toEqual([expect.objectContaining({ rating: 4, sizeFit: 'fits' })]);
    expect(screen.getByRole('status').textContent).toContain('已回饋購物金 NT$10');
    expect(screen.getByRole('link', { name: /看看商品的所有評價/ }).getAttribute('href')).toBe('/market/50/review');
  });

  it('asks nothing about size for goods not worn on the body, and sends the review without it', async () => {
    const reviews = renderForm(CUP);
    expect(screen.queryByRole('radiogroup', { name: ReviewCopy.SIZE_FIT })).toBeNull();
    expect(screen.queryByRole('radio', { name: '剛好' })).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: '5 顆星' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '送出評價' })));
    expect(reviews.reviews).toEqual([expect.objectContaining({ rating: 5, sizeFit: '' })]);
    expect(screen.getByRole('status').textContent).toContain('感謝您的評價');
  });

  it('asks how the size fit for clothes', () => {
    renderForm();
    expect(screen.getByRole('radiogroup', { name: ReviewCopy.SIZE_FIT })).toBeTruthy();
  });
});
