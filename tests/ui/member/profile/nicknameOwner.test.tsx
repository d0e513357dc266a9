/**
 * @jest-environment ./tests/ui/routes/fetchJsdomEnvironment.ts
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { SessionStore } from '../../../../src/application/shell/SessionStore';
import { MemberMother } from '../../../application/mothers/MemberMother';
import { UserMetaMother } from '../../../application/mothers/UserMetaMother';
import { renderApp, stubScrolling } from '../../routes/renderApp';

stubScrolling();
// A phone: the member pages' side list (and its red dots) stays hidden.
beforeAll(() => {
  window.matchMedia = ((media: string) => ({ matches: false, media, addEventListener: () => undefined, removeEventListener: () => undefined })) as unknown as typeof window.matchMedia;
});
afterAll(() => { delete (window as { matchMedia?: unknown }).matchMedia; });

const greeting = (nickname: string) => ({ name: `嗨，${nickname}` });

/** One owner for who the member is (the session): the header and the profile page read the nickname from it. */
describe('the nickname, one owner', () => {
  it('shows the new nickname in the header and on the profile page at once', async () => {
    renderApp('/member/profile', { signedIn: true });
    expect(await screen.findByTestId('member-nickname', {}, { timeout: 15_000 })).toHaveTextContent(MemberMother.amy().nickname);
    expect(screen.getByRole('button', greeting(MemberMother.amy().nickname))).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '編輯會員資料' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('暱稱', { exact: false }), { target: { value: '湯圓媽' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: '儲存' })));
    expect(await screen.findByRole('button', greeting('湯圓媽'))).toBeInTheDocument();
    expect(screen.getByTestId('member-nickname')).toHaveTextContent('湯圓媽');
    expect(screen.queryByRole('button', greeting(MemberMother.amy().nickname))).not.toBeInTheDocument();
  });

  it('follows the session on the profile page: a change of who she is reaches the page without a reload', async () => {
    const app = renderApp('/member/profile', { signedIn: true });
    expect(await screen.findByTestId('member-nickname', {}, { timeout: 15_000 })).toHaveTextContent(MemberMother.amy().nickname);
    act(() => app.di.get(SessionStore).resolve(UserMetaMother.amy({ nickname: '湯圓媽' })));
    expect(await screen.findByRole('button', greeting('湯圓媽'))).toBeInTheDocument();
    expect(screen.getByTestId('member-nickname')).toHaveTextContent('湯圓媽');
  });
});
