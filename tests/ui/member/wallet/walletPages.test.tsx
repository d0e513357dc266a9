/**
 * @jest-environment ./tests/ui/routes/fetchJsdomEnvironment.ts
 */
import { Suspense, type ReactElement } from 'react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { LoginDialogController } from '../../../../src/application/shell/LoginDialogController';
import { SessionStore } from '../../../../src/application/shell/SessionStore';
import { buildTestContainer } from '../../../../src/infrastructure/di/buildTestContainer';
import { FixedClock } from '../../../../src/infrastructure/clock/FixedClock';
import { InMemoryMemberWallet } from '../../../../src/infrastructure/memory/InMemoryMemberWallet';
import { AppProviders } from '../../../../src/ui/app/AppProviders';
import { createQueryClient } from '../../../../src/ui/app/createQueryClient';
import CashPage from '../../../../src/ui/pages/member/wallet/CashPage';
import CouponPage from '../../../../src/ui/pages/member/wallet/CouponPage';
import PromotionCodePage from '../../../../src/ui/pages/member/wallet/PromotionCodePage';
import { UserMetaMother } from '../../../application/mothers/UserMetaMother';
import { WalletMother } from '../../../application/memberWallet/WalletMother';

const DAY = 86_400_000;

function open(path: string, signedIn: boolean, arrange: (wallet: InMemoryMemberWallet, now: number) => void = () => {}) {
  const container = buildTestContainer();
  const now = container.get(FixedClock).now();
  const wallet = WalletMother.withDemoCodes(container.get(InMemoryMemberWallet), now);
  container.get(SessionStore).resolve(signedIn ? UserMetaMother.amy() : UserMetaMother.signedOut());
  wallet.signedIn = signedIn ? 1 : null;
  arrange(wallet, now);
  const page = (element: ReactElement) => <Suspense fallback={null}>{element}</Suspense>;
  const router = createMemoryRouter(
    [
      { path: '/promotion-code', element: page(<PromotionCodePage />) },
      { path: '/member/coupon', element: page(<CouponPage />) },
      { path: '/member/cash', element: page(<CashPage />) },
    ],
    { initialEntries: [path] },
  );
  render(<AppProviders deps={{ container, queryClient: createQueryClient(), origin: 'http://localhost' }}><RouterProvider router={router} /></AppProviders>);
  return { container, wallet, router, now };
}

describe('the coupon-claim zone (promotion-code)', () => {
  it('asks a visitor to sign in and keeps the code in the address', async () => {
    const { container, router, wallet } = open('/promotion-code', false);
    fireEvent.change(await screen.findByLabelText('優惠碼'), { target: { value: 'baby100' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '領取' })));
    expect(container.get(LoginDialogController).state$.getValue()).toMatchObject({ open: true, redirectTo: '/promotion-code?code=baby100&claim=1' });
    expect(router.state.location.search).toBe('?code=baby100');
    expect(wallet.codes.get('BABY100')!.claimed).toBe(0);
  });

  it('claims the kept code once the visitor is back signed in', async () => {
    const { wallet } = open('/promotion-code?code=baby100&claim=1', true);
    expect(await screen.findByText('折價券已領取')).toBeInTheDocument();
    expect(screen.getByLabelText('優惠碼')).toHaveValue('baby100');
    expect(screen.getByRole('link', { name: '查看我的折價券' })).toHaveAttribute('href', '/member/coupon');
    expect(wallet.member(1).coupons).toHaveLength(1);
  });

  it('shows why a code was refused', async () => {
    open('/promotion-code', true);
    fireEvent.change(await screen.findByLabelText('優惠碼'), { target: { value: 'SUMMER2025' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '領取' })));
    expect(await screen.findByRole('alert')).toHaveTextContent('優惠碼已過期');
  });
});

describe('我的折價券 and 我的購物金', () => {
  it('shows tabs with counts and usable coupons as tickets with 去使用', async () => {
    open('/member/coupon', true, (wallet, now) => {
      wallet.give(1, WalletMother.coupon(now));
      wallet.give(1, WalletMother.coupon(now, { title: '舊券', expiresAt: now - DAY }));
      wallet.give(1, WalletMother.coupon(now, { title: '館別券', branches: [{ id: 3, name: '玩具', path: 'toys' }] }));
    });
    const tabs = await screen.findByRole('navigation', { name: '折價券狀態' });
    expect(within(tabs).getByRole('link', { name: '可使用 (2)' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: '已過期 (1)' })).toHaveAttribute('href', '/member/coupon?state=expired');
    const ticket = screen.getByRole('article', { name: '館別券' });
    expect(within(ticket).getByText('滿 NT$800 可用・限 玩具 使用')).toBeInTheDocument();
    expect(within(ticket).getByRole('link', { name: '去使用 館別券' })).toHaveAttribute('href', '/mall/toys');
  });

  it('shows the balance, what expires when and the ledger', async () => {
    open('/member/cash', true, (wallet, now) => {
      wallet.record(1, { amount: 500, reason: 'welcome', createdAt: now - 20 * DAY });
      wallet.record(1, { amount: 300, reason: 'review_reward', createdAt: now - 5 * DAY, expiresAt: now + 20 * DAY });
      wallet.record(1, { amount: -120, reason: 'order', createdAt: now - DAY, orderNumber: 'JT20261031000001' });
    });
    expect(await screen.findByTestId('credit-balance')).toHaveTextContent('NT$680');
    expect(screen.getByText('NT$300 將於 2026/11/21 到期')).toBeInTheDocument();
    expect(screen.getByText('訂單折抵')).toBeInTheDocument();
    expect(screen.getByText(/訂單 JT20261031000001/)).toBeInTheDocument();
    expect(screen.getByText('−NT$120')).toBeInTheDocument();
  });
});
