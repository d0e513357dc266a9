import { useCallback, useEffect, useMemo, useState, type ComponentType } from 'react';
import Alert from '@mui/material/Alert';
import CssBaseline from '@mui/material/CssBaseline';
import Snackbar from '@mui/material/Snackbar';
import Typography from '@mui/material/Typography';
import { ThemeProvider } from '@mui/material/styles';
import type { StaffMeBody } from '../../contract/admin';
import type { AdminApi } from './api/adminApi';
import { AdminContext, type Notice } from './AdminContext';
import { deskAt, type Desk } from './desks';
import { AdminCopy } from './messages';
import { AdminShell } from './shell/AdminShell';
import { SignInForm } from './SignInForm';
import { adminTheme } from './theme';
import { AuditPage } from './pages/AuditPage';
import { CouponsPage } from './pages/CouponsPage';
import { MemberDetailPage } from './pages/MemberDetailPage';
import { MembersPage } from './pages/MembersPage';
import { DealCreatePage } from './pages/DealCreatePage';
import { DealsPage } from './pages/DealsPage';
import { HomePage } from './pages/HomePage';
import { OrderDetailPage } from './pages/OrderDetailPage';
import { OrdersPage } from './pages/OrdersPage';
import { ProductDetailPage } from './pages/ProductDetailPage';
import { ProductsPage } from './pages/ProductsPage';
import { QaReportsPage } from './pages/QaReportsPage';
import { RefundsPage } from './pages/RefundsPage';
import { StaffPage } from './pages/StaffPage';

/** What the page server hands the browser: who is signed in (null: the sign-in), the path and the first lists. */
export interface AdminBoot { me: StaffMeBody | null; path: string; initial: Record<string, unknown> }
type AppProps = { boot: AdminBoot; api: AdminApi; styleNonce?: string };

const PAGES: Record<Desk['id'], ComponentType> = {
  home: HomePage, orders: OrdersPage, orderDetail: OrderDetailPage, products: ProductsPage, productDetail: ProductDetailPage, refunds: RefundsPage, qaReports: QaReportsPage, staff: StaffPage, audit: AuditPage,
  members: MembersPage, memberDetail: MemberDetailPage, coupons: CouponsPage, deals: DealsPage, dealCreate: DealCreatePage,
};

/** The back office: the sign-in for a visitor, otherwise the shell with the desk at the path. */
export function AdminApp({ boot, api, styleNonce }: AppProps) {
  return (
    <ThemeProvider theme={adminTheme}>
      <CssBaseline />
      {boot.me
        ? <SignedIn boot={{ ...boot, me: boot.me }} api={api} styleNonce={styleNonce} />
        // A full load after sign-in: the page server renders the desk with its data.
        : <SignInForm api={api} onSignedIn={() => window.location.reload()} />}
    </ThemeProvider>
  );
}

function SignedIn({ boot, api, styleNonce }: AppProps & { boot: { me: StaffMeBody } }) {
  const [path, setPath] = useState(boot.path);
  const [notice, setNotice] = useState<Notice | null>(null);
  useEffect(() => {
    const back = () => setPath(window.location.pathname);
    window.addEventListener('popstate', back);
    return () => window.removeEventListener('popstate', back);
  }, []);
  const navigate = useCallback((to: string) => {
    window.history.pushState(null, '', to);
    setPath(to);
  }, []);
  const value = useMemo(() => ({ api, me: boot.me, path, navigate, notify: setNotice, initial: boot.initial, styleNonce }), [api, boot, path, navigate, styleNonce]);
  const desk = deskAt(path, boot.me.role);
  const Page = desk ? PAGES[desk.id] : null;
  return (
    <AdminContext.Provider value={value}>
      <AdminShell>
        {Page ? <Page key={path} /> : <Typography role="alert">{AdminCopy.NOT_FOUND}</Typography>}
      </AdminShell>
      {notice && (
        <Snackbar open autoHideDuration={5000} onClose={() => setNotice(null)} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
          <Alert severity={notice.severity} variant="filled" onClose={() => setNotice(null)}>{notice.text}</Alert>
        </Snackbar>
      )}
    </AdminContext.Provider>
  );
}
