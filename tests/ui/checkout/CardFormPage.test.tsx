/**
 * @jest-environment ./tests/ui/routes/fetchJsdomEnvironment.ts
 */
import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { OrderGateway } from '../../../src/application/checkout/ports';
import { CHECKOUT_TOKENS } from '../../../src/application/checkout/tokens';
import type { HostedForm, PaymentState } from '../../../src/domain/checkout/checkoutView';
import { buildTestContainer } from '../../../src/infrastructure/di/buildTestContainer';
import { AppProviders } from '../../../src/ui/app/AppProviders';
import { createQueryClient } from '../../../src/ui/app/createQueryClient';
import CardFormPage from '../../../src/ui/pages/checkout/CardFormPage';

const CHECKOUT_ID = 31;
const unused = () => Promise.reject(new Error('not used by the card page'));
const HOSTED: HostedForm = {
  url: 'https://ccore.newebpay.com/MPG/mpg_gateway',
  fields: { MerchantID: 'MS123456789', TradeInfo: 'ab'.repeat(48), TradeSha: 'C'.repeat(64), Version: '2.0' },
};

let submitted: HTMLFormElement[] = [];
beforeEach(() => {
  submitted = [];
  // jsdom does not navigate; the hand-off's automatic post is recorded instead.
  jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
    submitted.push(this);
  });
});
afterEach(() => jest.restoreAllMocks());

function openCardForm(state: PaymentState = 'pending', hosted: HostedForm | null = HOSTED) {
  const gateway = {
    order: unused, retryPayment: unused, completeSandboxPayment: unused,
    cardForm: async (paymentId) => ({ paymentId, checkoutId: CHECKOUT_ID, orderNumber: 'JT2026110100042', amount: 1280, state, hosted }),
  } satisfies OrderGateway;
  const container = buildTestContainer((c) => {
    (c.isBound(CHECKOUT_TOKENS.OrderGateway) ? c.rebind(CHECKOUT_TOKENS.OrderGateway) : c.bind(CHECKOUT_TOKENS.OrderGateway)).toConstantValue(gateway);
  });
  const router = createMemoryRouter(
    [{ path: '/groupbuy/neweb_credit_form/:paymentId', element: <Suspense fallback={null}><CardFormPage /></Suspense> }],
    { initialEntries: ['/groupbuy/neweb_credit_form/77'] },
  );
  render(<AppProviders deps={{ container, queryClient: createQueryClient(), origin: 'http://localhost' }}><RouterProvider router={router} /></AppProviders>);
}

describe('card hand-off page (credit-form)', () => {
  it('shows the order and posts the signed trade to the gateway\'s page by itself, once', async () => {
    openCardForm();
    expect(await screen.findByRole('heading', { level: 1, name: '前往付款' })).toBeInTheDocument();
    expect(screen.getByText('JT2026110100042')).toBeInTheDocument();
    expect(screen.getByText('NT$1,280')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('正在前往藍新金流付款頁面');
    const form = screen.getByTestId('hosted-form') as HTMLFormElement;
    expect([form.method, form.action]).toEqual(['post', HOSTED.url]);
    expect(Object.fromEntries(new FormData(form))).toEqual(HOSTED.fields);
    expect(submitted).toEqual([form]);
  });

  it('keeps a button for the post (no script, or a blocked one) and asks for no card field', async () => {
    openCardForm();
    const button = await screen.findByRole('button', { name: '前往藍新金流付款' });
    expect(button).toHaveAttribute('type', 'submit');
    expect(screen.getByText(/寶貝揪團不會取得您的卡號/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(document.querySelector('[autocomplete^="cc-"]')).toBeNull();
  });

  it.each([
    ['succeeded', '此筆付款已完成', '查看訂單'],
    ['declined', '此付款連結已失效', '返回訂單'],
    ['expired', '此付款連結已失效', '返回訂單'],
  ] as const)('opened on a %s payment shows %s and posts nothing', async (state, text, link) => {
    openCardForm(state, null);
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: link })).toHaveAttribute('href', `/groupbuy/pay/v2/${CHECKOUT_ID}`);
    expect(screen.queryByTestId('hosted-form')).not.toBeInTheDocument();
    expect(submitted).toEqual([]);
  });

  it('tells a payment being given back so', async () => {
    openCardForm('refunding', null);
    expect(await screen.findByText('這筆訂單已取消或已完成付款，本次刷卡金額將全額退回您的卡片')).toBeInTheDocument();
  });
});
