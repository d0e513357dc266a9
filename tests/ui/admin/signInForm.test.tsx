import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { SignInForm } from '../../../src/admin/SignInForm';
import { fakeApi } from './adminTestApi';

const ME = { id: 1, email: 'support@staff.example.com', name: '陳客服', role: 'support' as const, role_label: '客服' };

function fill(code: string) {
  fireEvent.change(screen.getByLabelText(/E-mail/), { target: { value: 'support@staff.example.com' } });
  fireEvent.change(screen.getByLabelText(/密碼/), { target: { value: 'secret' } });
  fireEvent.change(screen.getByLabelText(/驗證碼/), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: '登入' }));
}

describe('the staff sign-in', () => {
  it('sends e-mail, password and code, and hands over who signed in', async () => {
    const { api, calls } = fakeApi({ 'POST /admin/api/session': () => ({ ok: true, data: ME }) });
    const onSignedIn = jest.fn();
    render(<SignInForm api={api} onSignedIn={onSignedIn} />);
    fill('123456');
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(ME));
    expect(calls[0].input).toEqual({ body: { email: 'support@staff.example.com', password: 'secret', code: '123456' } });
  });

  it("shows the server's zh-TW field messages under their fields", async () => {
    const fields = { code: '請輸入驗證器上的 6 位數代碼' };
    const { api } = fakeApi({ 'POST /admin/api/session': () => ({ ok: false, status: 400, message: '請輸入驗證器上的 6 位數代碼', fields }) });
    render(<SignInForm api={api} onSignedIn={jest.fn()} />);
    fill('12');
    expect(await screen.findByText('請輸入驗證器上的 6 位數代碼')).toBeInTheDocument();
    expect(screen.getByLabelText(/驗證碼/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/密碼/)).toHaveAttribute('aria-invalid', 'false');
  });

  it('shows a refusal without fields as one alert', async () => {
    const { api } = fakeApi({ 'POST /admin/api/session': () => ({ ok: false, status: 401, message: 'E-mail、密碼或驗證碼錯誤', fields: {} }) });
    render(<SignInForm api={api} onSignedIn={jest.fn()} />);
    fill('000000');
    expect(await screen.findByRole('alert')).toHaveTextContent('E-mail、密碼或驗證碼錯誤');
  });
});
