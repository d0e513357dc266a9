import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, type AdminContextValue, type Notice } from '../../../src/admin/AdminContext';
import { ProductDetailPage } from '../../../src/admin/pages/ProductDetailPage';
import { fakeApi } from './adminTestApi';

const ME = { id: 2, email: 'ops@staff.example.com', name: '林營運', role: 'operations' as const, role_label: '營運' };
const PRODUCT = {
  id: 12, title: '紗布防踢被（星星）', status: 'active', is_adult_only: false, shop_path: '/groupbuy/4',
  group_buy: { id: 4, title: 'Boo Nest 紗布防踢被', brand: 'Boo Nest', category: '防踢被', products: 2 },
  options: [
    { id: 31, size: '60cm', current_price: 899, discount_price: 799, original_price: 1080, stock: 7, purchase_limit: 5 },
    { id: 32, size: '70cm', current_price: 939, discount_price: null, original_price: 1180, stock: 0, purchase_limit: 0 },
  ],
};

function renderPage(replies: Parameters<typeof fakeApi>[0]) {
  const fake = fakeApi(replies);
  const notices: Notice[] = [];
  const value: AdminContextValue = {
    api: fake.api, me: ME, path: '/admin/products/12', navigate: jest.fn(), notify: (n) => notices.push(n),
    initial: { '/admin/api/products/:id?id=12': PRODUCT },
  };
  render(<AdminContext.Provider value={value}><ProductDetailPage /></AdminContext.Provider>);
  return { ...fake, notices };
}

describe('商品明細', () => {
  it('shows the server\'s message under the very field it is about, and saves nothing it was not asked', async () => {
    const { calls } = renderPage({
      'PUT /admin/api/products/:id': () => ({ ok: false, status: 400, message: '售價不能高於原價', fields: { 'options.1.current_price': '售價不能高於原價' } }),
    });
    fireEvent.change(screen.getByLabelText('70cm 售價'), { target: { value: '1200' } });
    fireEvent.change(screen.getByLabelText('60cm 優惠價（可留空）'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: '儲存' }));
    expect(await within(screen.getByTestId('option-32')).findByText('售價不能高於原價')).toBeInTheDocument();
    expect(within(screen.getByTestId('option-31')).queryByText('售價不能高於原價')).toBeNull();
    expect(calls[0].input).toEqual({ params: { id: 12 }, body: {
      title: PRODUCT.title, is_adult_only: false, options: [
        { id: 31, current_price: 899, discount_price: null, original_price: 1080, stock: 7, purchase_limit: 5 },
        { id: 32, current_price: 1200, discount_price: null, original_price: 1180, stock: 0, purchase_limit: 0 },
      ],
    } });
  });

  it('says it saved and shows what the server stored', async () => {
    const stored = { ...PRODUCT, options: [{ ...PRODUCT.options[0], stock: 20 }, PRODUCT.options[1]] };
    const { notices } = renderPage({ 'PUT /admin/api/products/:id': () => ({ ok: true, data: stored }) });
    fireEvent.change(screen.getByLabelText('60cm 庫存'), { target: { value: '20' } });
    fireEvent.click(screen.getByRole('button', { name: '儲存' }));
    await waitFor(() => expect(notices).toEqual([{ severity: 'success', text: '已儲存商品' }]));
    expect(screen.getByLabelText('60cm 庫存')).toHaveValue('20');
  });
});
