import { LoadSession } from '../../../src/application/auth/LoadSession';
import { LoginDialogController } from '../../../src/application/shell/LoginDialogController';
import { RequireMember } from '../../../src/application/shell/RequireMember';
import { SessionStore } from '../../../src/application/shell/SessionStore';
import { InMemoryUserInfoGateway } from '../../../src/infrastructure/memory/InMemoryUserInfoGateway';
import { MemberMother } from '../mothers/MemberMother';
import { UserMetaMother } from '../mothers/UserMetaMother';
import { givenShop } from '../shop';

describe('RequireMember (SPEC §2.4, §4.5, §6)', () => {
  it('lets a member go on and leaves the login dialog closed', () => {
    const { container } = givenShop();
    container.get(SessionStore).resolve(UserMetaMother.amy());
    expect(container.get(RequireMember).execute({ actionName: '點擊補貨通知我' })).toEqual({ ok: true, value: undefined });
    expect(container.get(LoginDialogController).state$.getValue().open).toBe(false);
  });

  it('stops a visitor with SIGN_IN_REQUIRED and opens the login for the action', () => {
    const { container } = givenShop();
    container.get(SessionStore).resolve(UserMetaMother.signedOut());
    expect(container.get(RequireMember).execute({ actionName: '點擊補貨通知我' })).toEqual({ ok: false, error: { code: 'SIGN_IN_REQUIRED', message: '請先登入' } });
    expect(container.get(LoginDialogController).state$.getValue()).toEqual({ open: true, actionName: '點擊補貨通知我', redirectTo: null });
  });

  it('treats an unknown session as a visitor', () => {
    expect(givenShop().container.get(RequireMember).execute().ok).toBe(false);
  });
});

describe('LoadSession', () => {
  function countingShop() {
    const shop = givenShop();
    const load = jest.spyOn(shop.container.get(InMemoryUserInfoGateway), 'load');
    return { ...shop, load };
  }

  it('resolves the session once and shares the call between loaders asking together', async () => {
    const { container, load } = countingShop();
    const [first, second] = await Promise.all([container.get(LoadSession).execute(), container.get(LoadSession).execute()]);
    expect(first).toBe(second);
    await container.get(LoadSession).execute();
    expect(load).toHaveBeenCalledTimes(1);
    expect(container.get(SessionStore).state$.getValue()?.user).toBe(first);
  });

  it('uses a seeded session (the boot state) without asking the server', async () => {
    const { container, load } = countingShop();
    const amy = UserMetaMother.amy();
    container.get(SessionStore).seed({ user: amy, cartCount: 2, notificationCount: 0 });
    expect(await container.get(LoadSession).execute()).toBe(amy);
    expect(load).not.toHaveBeenCalled();
  });

  it('asks again when campaign params must reach the user-info call', async () => {
    const { container, accounts, load } = countingShop();
    accounts.addMember(MemberMother.amy());
    await container.get(LoadSession).execute();
    const meta = await container.get(LoadSession).execute({ campaign: { utm_source: 'line' } });
    expect(load).toHaveBeenCalledTimes(2);
    expect(meta.utmQueryString).toBe('utm_source=line');
  });
});
