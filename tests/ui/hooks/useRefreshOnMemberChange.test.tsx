import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { SessionStore } from '../../../src/application/shell/SessionStore';
import { buildTestContainer } from '../../../src/infrastructure/di/buildTestContainer';
import { createQueryClient } from '../../../src/ui/app/createQueryClient';
import { ContainerProvider } from '../../../src/ui/di/ContainerProvider';
import { useRefreshOnMemberChange } from '../../../src/ui/hooks/useRefreshOnMemberChange';
import { UserMetaMother } from '../../application/mothers/UserMetaMother';

function mount() {
  const container = buildTestContainer();
  const queryClient = createQueryClient();
  const session = container.get(SessionStore);
  session.resolve(UserMetaMother.signedOut());
  const invalidate = jest.spyOn(queryClient, 'invalidateQueries');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ContainerProvider container={container}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </ContainerProvider>
  );
  renderHook(() => useRefreshOnMemberChange(), { wrapper });
  return { session, invalidate };
}

describe('useRefreshOnMemberChange', () => {
  it('re-reads server data when a visitor signs in, and marks it stale when she signs out', () => {
    const { session, invalidate } = mount();
    expect(invalidate).not.toHaveBeenCalled();
    act(() => session.resolve(UserMetaMother.amy()));
    expect(invalidate).toHaveBeenLastCalledWith({ refetchType: 'active' });
    act(() => session.resolve(UserMetaMother.signedOut()));
    expect(invalidate).toHaveBeenLastCalledWith({ refetchType: 'none' });
    expect(invalidate).toHaveBeenCalledTimes(2);
  });

  it('leaves server data alone when only a badge moves', () => {
    const { session, invalidate } = mount();
    act(() => session.setCart([1, 2, 3]));
    act(() => session.resolve(UserMetaMother.signedOut({ cartCount: 1 })));
    expect(invalidate).not.toHaveBeenCalled();
  });
});
