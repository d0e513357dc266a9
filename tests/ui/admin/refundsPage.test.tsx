import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, type AdminContextValue, type Notice } from '../../../src/admin/AdminContext';
import { RefundsPage } from '../../../src/admin/pages/RefundsPage';
import { fakeApi } from './adminTestApi';

const ME = { id: 3, email: 'support@staff.example.com', name: '陳客服', role: 'support' as const, role_label: '客服' };
const refund = (id: number, order: string) => ({
  id, order_id: id, order_number: order, member_email: `m${id}@example.com`, status: 'requested', status_label: '退款申請中', amount: 1200,
  refund_to: 'original', reason_label: '尺寸或規格不合', note: '', reject_reason: null, created_at: Date.UTC(2026, 10, 1),
});

function renderPage(replies: Parameters<typeof fakeApi>[0], initial: Record<string, unknown> = {}) {
  const fake = fakeApi(replies);
  const notices: Notice[] = [];
  const value: AdminContextValue = { api: fake.api, me: ME, path: '/admin/refunds', navigate: jest.fn(), notify: (n) => notices.push(n), initial };
  render(<AdminContext.Provider value={value}><RefundsPage /></AdminContext.Provider>);
  return { ...fake, notices };
}

describe('退款審核', () => {
  it('lists the first page the page server read without asking again, and asks the server for another status', async () => {
    const first = { rows: [refund(1, 'JT1')], total: 1 };
    const { calls } = renderPage({ 'GET /admin/api/refunds': () => ({ ok: true, data: { rows: [], total: 0 } }) },
      { '/admin/api/refunds?page=0&page_size=25&status=requested': first });
    expect(await screen.findByText('JT1')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '狀態' }));
    fireEvent.click(await screen.findByRole('option', { name: '已處理' }));
    await waitFor(() => expect(calls.at(-1)).toEqual({ key: 'GET /admin/api/refunds', input: { query: { status: 'decided', page: 0, page_size: 25 } } }));
  });

  it('approves after the confirm dialog, says so, and reloads the queue', async () => {
    let approved = false;
    const { calls, notices } = renderPage({
      'GET /admin/api/refunds': () => ({ ok: true, data: { rows: approved ? [] : [refund(7, 'JT7')], total: approved ? 0 : 1 } }),
      'POST /admin/api/refunds/:id/approve': () => { approved = true; return { ok: true, data: { id: 7, status: 'refunded', status_label: '已退款' } }; },
    });
    fireEvent.click(await screen.findByRole('button', { name: '核准' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('JT7');
    fireEvent.click(within(dialog).getByRole('button', { name: '核准' }));
    await waitFor(() => expect(notices).toEqual([{ severity: 'success', text: '已核准退款' }]));
    expect(calls.find((c) => c.key === 'POST /admin/api/refunds/:id/approve')?.input).toEqual({ params: { id: 7 } });
    await waitFor(() => expect(screen.queryByText('JT7')).not.toBeInTheDocument());
  });

  it("keeps the reject dialog open with the server's message under the reason", async () => {
    const { notices } = renderPage({
      'GET /admin/api/refunds': () => ({ ok: true, data: { rows: [refund(8, 'JT8')], total: 1 } }),
      'POST /admin/api/refunds/:id/reject': () => ({ ok: false, status: 400, message: '請填寫原因', fields: { reason: '請填寫原因' } }),
    });
    fireEvent.click(await screen.findByRole('button', { name: '駁回' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '駁回' }));
    expect(await within(dialog).findByText('請填寫原因')).toBeInTheDocument();
    expect(notices).toEqual([]);
  });
});
