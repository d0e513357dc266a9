import { BindLineMember, PENDING_LINE_BINDING_KEY } from '../../../src/application/auth/BindLineMember';
import { LoadSession } from '../../../src/application/auth/LoadSession';
import { SignIn } from '../../../src/application/auth/SignIn';
import { ToastCenter } from '../../../src/application/shell/ToastCenter';
import { InMemoryUserInfoGateway } from '../../../src/infrastructure/memory/InMemoryUserInfoGateway';
import { MemoryKeyValueStore } from '../../../src/infrastructure/storage/MemoryKeyValueStore';
import { MemberMother } from '../mothers/MemberMother';
import { givenShop } from '../shop';

/** SPEC §6, §7: the messaging app's link (`?cdp_unit_id=`) binds a signed-in member outside the app. */
describe('BindLineMember', () => {
  const setUp = async (options: { signedIn: boolean; platform?: 'desktop' | 'ios.app' }) => {
    const s = givenShop();
    s.accounts.platform = options.platform ?? 'desktop';
    const amy = MemberMother.amy();
    s.accounts.addMember(amy);
    if (options.signedIn) await s.container.get(SignIn).execute({ email: amy.email, password: 'jiutuan-demo-1' });
    else await s.container.get(LoadSession).execute({});
    return { ...s, bind: s.container.get(BindLineMember), gateway: s.container.get(InMemoryUserInfoGateway), store: s.container.get(MemoryKeyValueStore) };
  };

  it('binds a signed-in member and says so', async () => {
    const s = await setUp({ signedIn: true });
    expect(await s.bind.execute({ search: '?cdp_unit_id=U-line-1&utm_source=line' })).toBe('bound');
    expect([...s.gateway.lineBindings.keys()]).toEqual(['U-line-1']);
    expect(s.container.get(ToastCenter).state$.getValue().map((toast) => toast.text)).toEqual(['已綁定 LINE 會員，之後的訂單與優惠通知會傳到您的 LINE']);
  });

  it('signed out, the id waits for the sign-in and binds after it', async () => {
    const s = await setUp({ signedIn: false });
    expect(await s.bind.execute({ search: '?cdp_unit_id=U-line-2' })).toBe('waiting');
    expect(s.gateway.lineBindings.size).toBe(0);
    await s.container.get(SignIn).execute({ email: 'amy@example.com', password: 'jiutuan-demo-1' });
    expect(await s.bind.execute({ search: '' })).toBe('bound');
    expect([...s.gateway.lineBindings.keys()]).toEqual(['U-line-2']);
    expect(s.store.get(PENDING_LINE_BINDING_KEY)).toBeNull();
  });

  it('in the app nothing is bound, and a page without the id does nothing', async () => {
    const s = await setUp({ signedIn: true, platform: 'ios.app' });
    expect(await s.bind.execute({ search: '?cdp_unit_id=U-line-3' })).toBe('skipped');
    expect(await s.bind.execute({ search: '?cdp_unit_id=bad%20id' })).toBe('none');
    expect(s.gateway.lineBindings.size).toBe(0);
  });
});
