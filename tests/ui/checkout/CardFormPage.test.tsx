/**
 * @jest-environment ./tests/ui/routes/fetchJsdomEnvironment.ts
 */
import { Suspense } from 'react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { Newable } from 'inversify';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ConfirmThreeDs, PayByCard } from '../../../src/application/checkout/orderUseCases';
import type { OrderGateway } from '../../../src/application/checkout/ports';
import { CHECKOUT_TOKENS } from '../../../src/application/checkout/tokens';
import type { CardResult, PaymentState } from '../../../src/domain/checkout/checkoutView';
import { ParameterError } from '../../../src/domain/errors/clientErrors';
import { buildTestContainer } from '../../../src/infrastructure/di/buildTestContainer';
import { AppProviders } from '../../../src/ui/app/AppProviders';
import { createQueryClient } from '../../../src/ui/app/createQueryClient';
import CardFormPage from '../../../src/ui/pages/checkout/CardFormPage';
import { formatCardNumber, formatExpiry } from '../../../src/ui/pages/checkout/cardInput';

const CHECKOUT_ID = 31;
const result = (state: PaymentState, message: string | null = null): CardResult => ({ state, orderId: 9, message });
const unused = () => Promise.reject(new Error('not used by the card page'));

/** The sandbox acquirer as the page meets it: the test cards of the brief, 3-D Secure code 123456. */
function fakeAcquirer(state: PaymentState) {
  const acquirer = {
    cards: [] as string[],
    hold: null as Promise<void> | null,
    gateway: {
      order: unused, retryPayment: unused, completeSandboxPayment: unused,
      cardForm: async (paymentId) => ({ paymentId, checkoutId: CHECKOUT_ID, orderNumber: 'JT2026110100042', amount: 1280, state, test3dsCode: '123456' }),
      submitCard: async (_id, card) => {
        acquirer.cards.push(card.number);
        await acquirer.hold;
        if (card.number === '4000000000000002') return result('declined', '交易失敗，發卡銀行拒絕交易，請改用其他卡片或付款方式');
        if (card.number === '4000000000003220') return result('challenge');
        if (card.number === '4000000000000010') throw new ParameterError({ number: '此卡號不支援' });
        return result('succeeded');
      },
      submitThreeDs: async (_id, code) => {
        if (code !== '123456') throw new ParameterError({ code: '3D 驗證碼不正確' });
        return result('succeeded');
      },
    } satisfies OrderGateway,
  };
  return acquirer;
}

function openCardForm(state: PaymentState = 'pending') {
  const acquirer = fakeAcquirer(state);
  const container = buildTestContainer((c) => {
    for (const useCase of [PayByCard, ConfirmThreeDs] as Newable[]) if (!c.isBound(useCase)) c.bind(useCase).toSelf();
    (c.isBound(CHECKOUT_TOKENS.OrderGateway) ? c.rebind(CHECKOUT_TOKENS.OrderGateway) : c.bind(CHECKOUT_TOKENS.OrderGateway)).toConstantValue(acquirer.gateway);
  });
  const router = createMemoryRouter(
    [
      { path: '/groupbuy/neweb_credit_form/:paymentId', element: <Suspense fallback={null}><CardFormPage /></Suspense> },
      { path: '/groupbuy/pay/v2/:checkoutId', element: <h1>結帳頁</h1> },
    ],
    { initialEntries: ['/groupbuy/neweb_credit_form/77'] },
  );
  render(<AppProviders deps={{ container, queryClient: createQueryClient(), origin: 'http://localhost' }}><RouterProvider router={router} /></AppProviders>);
  return { acquirer, router };
}

async function payWith(number: string, expiry = '12/30', cvc = '123') {
  fireEvent.change(await screen.findByLabelText('信用卡號碼'), { target: { value: number } });
  fireEvent.change(screen.getByLabelText('有效期限'), { target: { value: expiry } });
  fireEvent.change(screen.getByLabelText('安全碼'), { target: { value: cvc } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: /確認付款/ })));
}

describe('sandbox card payment page (credit-form)', () => {
  it('shows the order, the demo notice and three labelled card fields', async () => {
    openCardForm();
    expect(await screen.findByRole('heading', { level: 1, name: '信用卡付款' })).toBeInTheDocument();
    expect(screen.getByText('寶貝揪團 安全付款')).toBeInTheDocument();
    expect(screen.getByText('JT2026110100042')).toBeInTheDocument();
    expect(screen.getByText('NT$1,280')).toBeInTheDocument();
    expect(screen.getByText(/展示環境：請使用測試卡號 4242 4242 4242 4242/)).toBeInTheDocument();
    expect(screen.getByLabelText('信用卡號碼')).toHaveAttribute('autocomplete', 'cc-number');
    expect(screen.getByLabelText('信用卡號碼')).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByLabelText('有效期限')).toHaveAttribute('autocomplete', 'cc-exp');
    expect(screen.getByLabelText('安全碼')).toHaveAttribute('autocomplete', 'cc-csc');
    expect(screen.getByRole('button', { name: '確認付款 NT$1,280' })).toBeEnabled();
  });

  it('formats the number in groups of four and puts in the expiry slash while typing', async () => {
    openCardForm();
    fireEvent.change(await screen.findByLabelText('信用卡號碼'), { target: { value: '42424242x42424242' } });
    expect(screen.getByLabelText('信用卡號碼')).toHaveValue('4242 4242 4242 4242');
    fireEvent.change(screen.getByLabelText('有效期限'), { target: { value: '1230' } });
    expect(screen.getByLabelText('有效期限')).toHaveValue('12/30');
    expect(formatCardNumber('1234567890123456789012')).toBe('1234 5678 9012 3456 789');
    expect(formatExpiry('12', '1')).toBe('12/');
    expect(formatExpiry('12', '12/')).toBe('12');
    expect(formatExpiry('5', '')).toBe('05/');
  });

  it('checks the card before sending it and shows each field its message', async () => {
    const { acquirer } = openCardForm();
    await payWith('4242 4242 4242 4241', '10/26', '12');
    expect(screen.getByLabelText('信用卡號碼')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('信用卡號碼不正確')).toBeInTheDocument();
    expect(screen.getByText('有效期限格式為 MM/YY，且不可早於本月')).toBeInTheDocument();
    expect(screen.getByText('安全碼為 3 碼數字')).toBeInTheDocument();
    expect(screen.getByLabelText('信用卡號碼')).toHaveFocus();
    expect(acquirer.cards).toEqual([]);
  });

  it('shows the acquirer’s field messages the same way', async () => {
    openCardForm();
    await payWith('4000 0000 0000 0010');
    expect(await screen.findByText('此卡號不支援')).toBeInTheDocument();
    expect(screen.getByLabelText('信用卡號碼')).toHaveAttribute('aria-invalid', 'true');
  });

  it('sends a good card once, reads 處理中… meanwhile, then goes to the checkout page', async () => {
    const { acquirer, router } = openCardForm();
    let release = () => {};
    acquirer.hold = new Promise((resolve) => { release = resolve; });
    await payWith('4242 4242 4242 4242');
    expect(screen.getByRole('button', { name: '處理中…' })).toBeDisabled();
    await act(async () => release());
    expect(await screen.findByRole('heading', { name: '結帳頁' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/groupbuy/pay/v2/${CHECKOUT_ID}`);
    expect(acquirer.cards).toEqual(['4242424242424242']);
  });

  it('tells a declined card why and leads back to the order', async () => {
    openCardForm();
    await payWith('4000 0000 0000 0002');
    expect(await screen.findByRole('alert')).toHaveTextContent('交易失敗，發卡銀行拒絕交易');
    expect(screen.getByRole('link', { name: '返回訂單' })).toHaveAttribute('href', `/groupbuy/pay/v2/${CHECKOUT_ID}`);
  });

  it('asks for the 3-D Secure code, refuses a wrong one and goes on with the right one', async () => {
    const { router } = openCardForm();
    await payWith('4000 0000 0000 3220');
    const step = within(await screen.findByRole('form', { name: '3D 驗證' }));
    expect(step.getByText('請輸入發卡銀行傳送的 3D 驗證碼')).toBeInTheDocument();
    expect(step.getByText('測試驗證碼：123456')).toBeInTheDocument();
    fireEvent.change(step.getByLabelText('3D 驗證碼'), { target: { value: '000000' } });
    await act(async () => fireEvent.click(step.getByRole('button', { name: '確認' })));
    expect(await step.findByText('3D 驗證碼不正確')).toBeInTheDocument();
    expect(step.getByLabelText('3D 驗證碼')).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(step.getByLabelText('3D 驗證碼'), { target: { value: '123456' } });
    await act(async () => fireEvent.click(step.getByRole('button', { name: '確認' })));
    expect(await screen.findByRole('heading', { name: '結帳頁' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/groupbuy/pay/v2/${CHECKOUT_ID}`);
  });

  it.each([
    ['succeeded', '此筆付款已完成', '查看訂單'],
    ['declined', '此付款連結已失效', '返回訂單'],
    ['expired', '此付款連結已失效', '返回訂單'],
  ] as const)('opened on a %s payment shows %s instead of the form', async (state, text, link) => {
    openCardForm(state);
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: link })).toHaveAttribute('href', `/groupbuy/pay/v2/${CHECKOUT_ID}`);
    expect(screen.queryByLabelText('信用卡號碼')).not.toBeInTheDocument();
  });

  it('opened on a payment waiting for 3-D Secure shows that step', async () => {
    openCardForm('challenge');
    expect(await screen.findByLabelText('3D 驗證碼')).toBeInTheDocument();
    expect(screen.queryByLabelText('信用卡號碼')).not.toBeInTheDocument();
  });
});
