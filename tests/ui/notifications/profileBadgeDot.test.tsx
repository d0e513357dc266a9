/**
 * @jest-environment ./tests/ui/routes/fetchJsdomEnvironment.ts
 */
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SessionStore } from '../../../src/application/shell/SessionStore';
import { NOTIFICATION_TOKENS } from '../../../src/application/notifications/tokens';
import { buildTestContainer } from '../../../src/infrastructure/di/buildTestContainer';
import type { InMemoryProfileBadges } from '../../../src/infrastructure/memory/InMemoryNotifications';
import { AppProviders } from '../../../src/ui/app/AppProviders';
import { createQueryClient } from '../../../src/ui/app/createQueryClient';
import { MemberShell } from '../../../src/ui/pages/member/MemberShell';
import { SIDE_LIST_MEDIA } from '../../../src/ui/notifications/useProfileBadges';
import { PROFILE_BADGES_KEY } from '../../../src/ui/notifications/profileBadgesQuery';
import { PROFILE_BADGE_TYPES, type ProfileBadges, type ProfileBadgeType } from '../../../src/domain/notifications/profileBadges';
import { UserMetaMother } from '../../application/mothers/UserMetaMother';

/** A window whose width does or does not reach the member area's side list. */
function screenWidth(wide: boolean) {
  window.matchMedia = ((query: string) => ({ matches: wide && query === SIDE_LIST_MEDIA, media: query, addEventListener: () => undefined, removeEventListener: () => undefined })) as unknown as typeof window.matchMedia;
}

/** A member page in the shell; `cameWith`: the status the page server read with the page (its route's query). */
function openProfile(path = '/member/profile', cameWith?: ProfileBadges) {
  const container = buildTestContainer();
  container.get(SessionStore).resolve(UserMetaMother.amy());
  const badges = container.get<InMemoryProfileBadges>(NOTIFICATION_TOKENS.ProfileBadgeGateway).arrive('coupon');
  const load = jest.spyOn(badges, 'load');
  const markSeen = jest.spyOn(badges, 'markSeen');
  const queryClient = createQueryClient();
  if (cameWith) queryClient.setQueryData(PROFILE_BADGES_KEY, cameWith);
  const router = createMemoryRouter([{ path, element: <MemberShell title="會員中心">內容</MemberShell> }], { initialEntries: [path] });
  render(<AppProviders deps={{ container, queryClient, origin: 'http://localhost' }}><RouterProvider router={router} /></AppProviders>);
  return { load, markSeen };
}

const status = (lit: ProfileBadgeType[]): ProfileBadges => ({ badges: PROFILE_BADGE_TYPES.map((type) => ({ type, isHighlight: lit.includes(type) })), total: lit.length });

describe('the member side list\'s red dots (SPEC §7)', () => {
  afterEach(() => {
    delete (window as { matchMedia?: unknown }).matchMedia;
  });

  it('shows a dot beside the link where news waits, where the side list shows', async () => {
    screenWidth(true);
    openProfile();
    expect(await screen.findByTestId('profile-badge-dot')).toBeInTheDocument();
  });

  it('does not ask for the dots on a phone, whose member pages hide the side list', async () => {
    screenWidth(false);
    const { load } = openProfile();
    await waitFor(() => expect(screen.getByText('內容')).toBeInTheDocument());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByTestId('profile-badge-dot')).toBeNull();
  });

  it('marks a kind seen when its page opens with news of it', async () => {
    screenWidth(false);
    const { markSeen } = openProfile('/member/coupon', status(['coupon']));
    await waitFor(() => expect(markSeen).toHaveBeenCalledWith('coupon'));
  });

  it('does not mark a kind seen again when its page came with nothing new of it', async () => {
    screenWidth(false);
    const { markSeen } = openProfile('/member/coupon', status(['cash']));
    await waitFor(() => expect(screen.getByText('內容')).toBeInTheDocument());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(markSeen).not.toHaveBeenCalled();
  });

  it('marks restocks seen whatever the page came with (the mark records what is in stock now)', async () => {
    screenWidth(false);
    const { markSeen } = openProfile('/member/wish-list', status([]));
    await waitFor(() => expect(markSeen).toHaveBeenCalledWith('replenishment'));
  });
});
