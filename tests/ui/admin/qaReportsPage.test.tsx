import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, type AdminContextValue, type Notice } from '../../../src/admin/AdminContext';
import { QaReportsPage } from '../../../src/admin/pages/QaReportsPage';
import { fakeApi } from './adminTestApi';

const ME = { id: 4, email: 'content@staff.example.com', name: '張內容', role: 'content' as const, role_label: '內容' };
const report = (status: string) => ({
  id: 5, target_type: 'question' as const, target_id: 42, question_id: 42, excerpt: '加我賴買便宜奶粉', reason: 'spam', note: '', status,
  status_label: status === 'open' ? '待處理' : '已隱藏', target_hidden: status === 'hidden', created_at: Date.UTC(2026, 10, 2),
});

describe('檢舉處理', () => {
  it('links to the post, hides it, says so and reloads the queue', async () => {
    let hidden = false;
    const fake = fakeApi({
      'GET /admin/api/qa-reports': () => ({ ok: true, data: { rows: [report(hidden ? 'hidden' : 'open')], total: 1 } }),
      'POST /admin/api/qa-reports/:id/hide': () => { hidden = true; return { ok: true, data: { id: 5, status: 'hidden', status_label: '已隱藏', target_hidden: true } }; },
    });
    const notices: Notice[] = [];
    const value: AdminContextValue = { api: fake.api, me: ME, path: '/admin/qa-reports', navigate: jest.fn(), notify: (n) => notices.push(n), initial: {} };
    render(<AdminContext.Provider value={value}><QaReportsPage /></AdminContext.Provider>);
    const row = (await screen.findByText(/加我賴買便宜奶粉/)).closest('[role="row"]') as HTMLElement;
    expect(within(row).getByRole('link', { name: '查看' })).toHaveAttribute('href', '/qa/42');
    expect(within(row).getByText('廣告或垃圾訊息')).toBeInTheDocument();
    fireEvent.click(within(row).getByRole('button', { name: '隱藏' }));
    await waitFor(() => expect(notices).toEqual([{ severity: 'success', text: '已處理：已隱藏' }]));
    expect(await screen.findByRole('button', { name: '恢復' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '不處理' })).not.toBeInTheDocument();
  });
});
