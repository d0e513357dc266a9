import { act, fireEvent, screen, within } from '@testing-library/react';
import type { AuthFormResult } from '../../../src/ui/shell/authForm';
import { LoginDialog, type LoginDialogProps } from '../../../src/ui/shell/LoginDialog';
import { renderWithTheme } from './renderWithTheme';

function props(overrides: Partial<LoginDialogProps> = {}): LoginDialogProps {
  return {
    open: true,
    onClose: jest.fn(),
    onSignIn: jest.fn(async (): Promise<AuthFormResult> => ({ ok: true })),
    onSignUp: jest.fn(async (): Promise<AuthFormResult> => ({ ok: true })),
    ...overrides,
  };
}

/** A promise the test settles by hand, to look at the dialog while a submit is pending. */
function deferred() {
  let resolve!: (result: AuthFormResult) => void;
  const promise = new Promise<AuthFormResult>((done) => (resolve = done));
  return { promise, resolve };
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });

describe('LoginDialog', () => {
  it('shows the sign-in form with the action as subtitle', () => {
    renderWithTheme(<LoginDialog {...props({ actionName: '登入後即可 點擊補貨通知我' })} />);
    const dialog = screen.getByRole('dialog', { name: '會員登入' });
    expect(dialog).toHaveTextContent('登入後即可 點擊補貨通知我');
    expect(screen.getByRole('tab', { name: '登入' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('E-mail', { exact: false })).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByLabelText('密碼', { exact: false })).toHaveAttribute('autocomplete', 'current-password');
  });

  it('shows field errors under the inputs and keeps what was typed', async () => {
    const onSignIn = jest.fn(async (): Promise<AuthFormResult> => ({ ok: false, fields: { email: 'E-mail 格式不正確' } }));
    renderWithTheme(<LoginDialog {...props({ onSignIn })} />);
    type('E-mail', 'amy@example');
    type('密碼', 'secret-123');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '登入' })));
    expect(onSignIn).toHaveBeenCalledWith({ email: 'amy@example', password: 'secret-123' });
    const email = screen.getByLabelText('E-mail', { exact: false });
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('E-mail 格式不正確');
    expect(email).toHaveValue('amy@example');
    expect(screen.getByLabelText('密碼', { exact: false })).toHaveValue('secret-123');
  });

  it('shows a form error above the button', async () => {
    const onSignIn = jest.fn(async (): Promise<AuthFormResult> => ({ ok: false, message: 'E-mail 或密碼錯誤' }));
    renderWithTheme(<LoginDialog {...props({ onSignIn })} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '登入' })));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('E-mail 或密碼錯誤');
    expect(alert.compareDocumentPosition(screen.getByRole('button', { name: '登入' }))).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it('disables the submit while pending', async () => {
    const answer = deferred();
    const onSignIn = jest.fn(() => answer.promise);
    renderWithTheme(<LoginDialog {...props({ onSignIn })} />);
    type('E-mail', 'amy@example.com');
    fireEvent.click(screen.getByRole('button', { name: '登入' }));
    expect(screen.getByRole('button', { name: '登入中…' })).toBeDisabled();
    fireEvent.submit(screen.getByRole('button', { name: '登入中…' }).closest('form') as HTMLFormElement);
    expect(onSignIn).toHaveBeenCalledTimes(1);
    await act(async () => answer.resolve({ ok: false, message: '請稍後再試' }));
    expect(screen.getByRole('button', { name: '登入' })).toBeEnabled();
  });

  it('keeps the values and shows a generic message when the request fails', async () => {
    const onSignIn = jest.fn(async (): Promise<AuthFormResult> => Promise.reject(new Error('network down')));
    renderWithTheme(<LoginDialog {...props({ onSignIn })} />);
    type('E-mail', 'amy@example.com');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '登入' })));
    expect(screen.getByRole('alert')).toHaveTextContent('系統忙碌中，請稍後再試');
    expect(screen.getByLabelText('E-mail', { exact: false })).toHaveValue('amy@example.com');
  });

  it('signs up with e-mail, password and nickname, showing errors per field', async () => {
    const onSignUp = jest.fn(
      async (): Promise<AuthFormResult> => ({ ok: false, fields: { email: '此 E-mail 已被註冊', password: '密碼至少需要 8 個字元' } }),
    );
    renderWithTheme(<LoginDialog {...props({ onSignUp })} />);
    fireEvent.click(screen.getByRole('tab', { name: '註冊' }));
    expect(screen.getByLabelText('密碼', { exact: false })).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByLabelText('暱稱', { exact: false })).toHaveAttribute('autocomplete', 'nickname');
    expect(screen.getByText('至少 8 個字元')).toBeInTheDocument();
    type('E-mail', 'amy@example.com');
    type('密碼', 'short');
    type('暱稱', '小美媽');
    expect(screen.getByRole('link', { name: '服務條款（另開視窗）' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: '隱私權政策（另開視窗）' })).toHaveAttribute('target', '_blank');
    fireEvent.click(screen.getByRole('checkbox', { name: /我已閱讀並同意/ }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '註冊' })));
    expect(onSignUp).toHaveBeenCalledWith({ email: 'amy@example.com', password: 'short', nickname: '小美媽', terms: true });
    expect(screen.getByText('此 E-mail 已被註冊')).toBeInTheDocument();
    expect(screen.getByText('密碼至少需要 8 個字元')).toBeInTheDocument();
    expect(screen.getByLabelText('暱稱', { exact: false })).toHaveValue('小美媽');
  });

  it('tells a new member where the verification mail went, then back to sign-in with that address', async () => {
    renderWithTheme(<LoginDialog {...props()} />);
    fireEvent.click(screen.getByRole('tab', { name: '註冊' }));
    type('E-mail', 'ben@example.com');
    type('密碼', 'long-enough');
    type('暱稱', 'Ben');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '註冊' })));
    expect(screen.getByText('驗證信已寄到 ben@example.com，請點擊信中的連結完成驗證。')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '返回登入' }));
    expect(screen.getByRole('tab', { name: '登入' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('E-mail', { exact: false })).toHaveValue('ben@example.com');
  });

  it('shows the sent message for an address given by the owner', () => {
    renderWithTheme(<LoginDialog {...props({ signUpDoneEmail: 'amy@example.com' })} />);
    expect(screen.getByText('驗證信已寄到 amy@example.com，請點擊信中的連結完成驗證。')).toBeInTheDocument();
  });

  it('keeps typed values when switching tabs', () => {
    renderWithTheme(<LoginDialog {...props()} />);
    type('E-mail', 'amy@example.com');
    fireEvent.click(screen.getByRole('tab', { name: '註冊' }));
    fireEvent.click(screen.getByRole('tab', { name: '登入' }));
    expect(screen.getByLabelText('E-mail', { exact: false })).toHaveValue('amy@example.com');
  });

  it('offers Facebook and Apple sign-in when the owner supports them', () => {
    const onSocialSignIn = jest.fn();
    renderWithTheme(<LoginDialog {...props({ onSocialSignIn })} />);
    fireEvent.click(screen.getByRole('button', { name: '使用 Facebook 登入' }));
    fireEvent.click(screen.getByRole('button', { name: '使用 Apple 登入' }));
    expect(onSocialSignIn.mock.calls).toEqual([['facebook'], ['apple']]);
  });

  it('has no social row without a handler, and closes from its close button', () => {
    const onClose = jest.fn();
    renderWithTheme(<LoginDialog {...props({ onClose })} />);
    expect(screen.queryByRole('button', { name: '使用 Facebook 登入' })).not.toBeInTheDocument();
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: '關閉' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
