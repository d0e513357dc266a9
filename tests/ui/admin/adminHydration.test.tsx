import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { AdminApp, type AdminBoot } from '../../../src/admin/AdminApp';
import { fakeApi } from './adminTestApi';

const ME = { id: 3, email: 'support@staff.example.com', name: '陳客服', role: 'support' as const, role_label: '客服' };
const ROW = {
  id: 1, order_id: 3, order_number: 'JT20261122000001', member_email: 'amy@example.com', status: 'requested', status_label: '退款申請中', amount: 2237,
  refund_to: 'original', reason_label: '尺寸或規格不合', note: '尺寸偏小', reject_reason: null, created_at: Date.UTC(2026, 10, 22, 6, 29),
};

describe('the back office hydrates what the page server rendered', () => {
  it.each([
    ['the sign-in', { me: null, path: '/admin/refunds', initial: {} }],
    ['the refund queue with its first page', { me: ME, path: '/admin/refunds', initial: { '/admin/api/refunds?page=0&page_size=25&status=requested': { rows: [ROW], total: 1 } } }],
    ['the home page', { me: ME, path: '/admin', initial: {} }],
  ] as [string, AdminBoot][])('%s without a mismatch', async (_name, boot) => {
    const { api } = fakeApi({});
    const errors: unknown[] = [];
    const spy = jest.spyOn(console, 'error').mockImplementation((...args) => { errors.push(args.map(String).join(' ')); });
    const container = document.createElement('div');
    container.innerHTML = renderToString(<AdminApp boot={boot} api={api} />);
    document.body.appendChild(container);
    await act(async () => { hydrateRoot(container, <AdminApp boot={boot} api={api} />, { onRecoverableError: (error) => errors.push(String(error)) }); });
    spy.mockRestore();
    container.remove();
    expect(errors).toEqual([]);
  });
});

describe('Taipei time in the lists', () => {
  it('is the same text whatever space the ICU puts between date and time', async () => {
    const { taipeiTime } = await import('../../../src/admin/pages/AdminGrid');
    expect(taipeiTime(Date.UTC(2026, 10, 22, 6, 29))).toBe('2026/11/22 14:29');
  });
});
