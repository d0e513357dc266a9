import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { redirect, useNavigate, useSearchParams } from 'react-router-dom';
import { CREATE_BABY_REDIRECT, opensCreateBaby, PROFILE_PATH } from '../../../../domain/memberProfile/createBaby';
import { formatTaiwanMobile } from '../../../../domain/contact/taiwanMobile';
import type { Baby } from '../../../../domain/memberProfile/babies';
import type { MemberHome } from '../../../../domain/memberProfile/memberHome';
import { useContainer } from '../../../di/ContainerProvider';
import { useSignOut } from '../../../hooks/useSignOut';
import { useUserMeta } from '../../../hooks/useUserMeta';
import { SHOP_COLORS } from '../../../tokens';
import { Panel } from '../../checkout/OrderParts';
import { MemberShell } from '../MemberShell';
import { BabiesPanel } from './BabiesPanel';
import { BabyDialog } from './BabyDialog';
import { memberHomeQuery, memberProfileKeys } from './memberProfileQueries';
import { MemberShortcuts, MoreLinks } from './MemberShortcuts';
import { ProfileCopy } from './profileCopy';
import { ProfileDialog } from './ProfileDialog';
import { pageMeta } from '../../../meta/PageMeta';
import type { RouteData } from '../../../routes/RouteData';
import { routeQuery } from '../../../routes/RouteQuery';

type BabyEditor = { baby: Baby | null } | null;

/** member profile (/member/profile; `?dialog=create-baby` opens the add-baby dialog, where /member/create-baby redirects). */
export default function MemberProfilePage() {
  const container = useContainer();
  const client = useQueryClient();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const creating = opensCreateBaby(useSearchParams()[0]);
  const { data: home } = useSuspenseQuery(memberHomeQuery(container));
  // Who she is has one owner, the session (the header reads it too); the home answer's copy is not shown.
  const nickname = useUserMeta()?.nickname ?? home.nickname;
  const [now] = useState(() => Date.now());
  const [editingProfile, setEditingProfile] = useState(false);
  const [editor, setEditor] = useState<BabyEditor>(null);
  const babyDialog: BabyEditor = creating ? { baby: null } : editor;
  const patch = (change: Partial<MemberHome>) => client.setQueryData(memberProfileKeys.home, { ...home, ...change });
  const closeBaby = () => (creating ? navigate(PROFILE_PATH, { replace: true }) : setEditor(null));

  return (
    <MemberShell title={ProfileCopy.TITLE}>
      <Box component="section" aria-label={ProfileCopy.EDIT_PROFILE} sx={{ display: 'flex', alignItems: 'center', gap: 2, bgcolor: SHOP_COLORS.softBackground, borderRadius: 2, p: 2 }}>
        <img src={home.avatarUrl} alt="" width={64} height={64} style={{ borderRadius: '50%', flex: 'none' }} />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography data-testid="member-nickname" sx={{ fontWeight: 800, fontSize: 18, overflowWrap: 'anywhere' }}>{nickname}</Typography>
          <Typography sx={{ fontSize: 13, color: 'text.secondary', overflowWrap: 'anywhere' }}>
            {home.email}・{home.emailVerified ? ProfileCopy.VERIFIED : ProfileCopy.NOT_VERIFIED}
          </Typography>
          <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>{formatTaiwanMobile(home.mobile) || ProfileCopy.NO_MOBILE}</Typography>
        </Box>
        <Button variant="outlined" size="small" onClick={() => setEditingProfile(true)} aria-label={ProfileCopy.EDIT_PROFILE}>{ProfileCopy.EDIT}</Button>
      </Box>
      <MemberShortcuts home={home} />
      <BabiesPanel babies={home.babies} now={now} onAdd={() => setEditor({ baby: null })} onEdit={(baby) => setEditor({ baby })}
        onChanged={(babies) => patch({ babies })} />
      <Panel title={ProfileCopy.MORE}>
        <MoreLinks />
        <Button fullWidth variant="outlined" color="inherit" sx={{ mt: 1.5 }} onClick={() => void signOut().then(() => navigate('/'))}>{ProfileCopy.SIGN_OUT}</Button>
      </Panel>
      {editingProfile && (
        <ProfileDialog profile={{ ...home, nickname }} onClose={() => setEditingProfile(false)} onSaved={() => {
          // The saved profile is read again, not copied in (the session was read again by UpdateProfile).
          void client.invalidateQueries({ queryKey: memberProfileKeys.home });
          setEditingProfile(false);
        }} />
      )}
      {babyDialog && (
        <BabyDialog open key={babyDialog.baby?.id ?? 'new'} baby={babyDialog.baby} onClose={closeBaby} onSaved={(babies) => { patch({ babies }); closeBaby(); }} />
      )}
    </MemberShell>
  );
}

/** member (the profile, the member's home) and create-baby (a redirect to it with the dialog open). */
export const routes: Record<'member' | 'create-baby', RouteData> = {
  member: {
    meta: () => pageMeta({ title: '會員中心', robots: 'noindex', canonicalPath: '/member/profile' }),
    queries: ({ container }) => [routeQuery(memberHomeQuery(container))],
  },
  // After the sign-in guard (a visitor signs in and comes back here): the profile with the dialog open.
  'create-baby': {
    meta: () => pageMeta({ title: '新增寶寶', robots: 'noindex', canonicalPath: '/member/profile' }),
    act: async () => redirect(CREATE_BABY_REDIRECT),
  },
};
