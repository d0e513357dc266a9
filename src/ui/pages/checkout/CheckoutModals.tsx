import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { SaveDestination, StartStoreMap } from '../../../application/checkout/checkoutUseCases';
import type { FormFailure } from '../../../application/formOutcome';
import type { Checkout, DestinationDraft, InvoiceChoice } from '../../../domain/checkout/checkoutView';
import { STORE_CHAINS, type DeliveryMethod, type StoreChain } from '../../../domain/checkout/delivery';
import type { PaymentMethod } from '../../../domain/checkout/payments';
import { TAIWAN_CITIES, zipOf } from '../../../domain/checkout/taiwanAddress';
import { formatTaiwanMobile } from '../../../domain/contact/taiwanMobile';
import { useContainer } from '../../di/ContainerProvider';
import { useFocusFirstInvalid } from '../../hooks/useFocusFirstInvalid';
import { useUseCase } from '../../hooks/useUseCase';
import { formatTwd } from '../../format';
import { SHOP_COLORS } from '../../tokens';
import { CheckoutCopy } from './checkoutCopy';
import { modalPath, type CheckoutModal } from './checkoutModal';
import { banksQuery, checkoutKeys, destinationsQuery } from './checkoutQueries';
import { PlaceText } from './OrderParts';
import { RemoveDestinationButton } from './RemoveDestinationButton';
import { useChangeCheckout } from './useChangeCheckout';

/** The modal child route open over the checkout (SPEC §2.1). */
export function CheckoutModals({ checkout, modal }: { checkout: Checkout; modal: CheckoutModal }) {
  switch (modal.kind) {
    case 'none': return null;
    case 'buyer': return <BuyerModal checkout={checkout} />;
    case 'delivery': return <DeliveryModal checkout={checkout} />;
    case 'address': return <AddressModal checkout={checkout} destinationId={modal.destinationId} />;
    case 'cs': return <StoreModal checkout={checkout} destinationId={modal.destinationId} />;
    case 'cs-redirection': return <StoreReturnModal checkout={checkout} />;
    case 'payment': return <PaymentModal checkout={checkout} />;
    case 'aftee-intro': return <AfteeIntroModal checkout={checkout} />;
    case 'invoice': return <InvoiceModal checkout={checkout} />;
    case 'bank-list': return <BankListModal checkout={checkout} />;
  }
}

/** Back closes a modal opened from the page; a modal reached by a link or a reload closes to the page. */
function useCloseModal(checkoutId: number) {
  const navigate = useNavigate();
  const location = useLocation();
  return (after: 'closed' | 'saved' = 'closed') => {
    const fromPage = (location.state as { inCheckout?: boolean } | null)?.inCheckout === true;
    if (fromPage && after === 'closed') return void navigate(-1);
    void navigate(modalPath(checkoutId), { replace: true });
  };
}

const open = (checkoutId: number, sub: string) => ({ to: modalPath(checkoutId, sub), state: { inCheckout: true } });

function ModalShell({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  // An id of its own: aria-labelledby is a list split at spaces, so a title with one (AFTEE 先享後付) named nothing.
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}
      slotProps={{ paper: { sx: { m: { xs: 0 }, width: { xs: '100%' }, maxHeight: { xs: '92vh' }, alignSelf: { xs: 'flex-end', sm: 'center' }, borderRadius: { xs: '16px 16px 0 0', sm: 2 } } } }}>
      <DialogTitle id={titleId} sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', fontWeight: 800 }}>
        {title}
        <Button onClick={onClose} aria-label={CheckoutCopy.CLOSE} sx={{ minWidth: 40, color: 'text.secondary', fontSize: 20 }}>×</Button>
      </DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pb: 3 }}>{children}</DialogContent>
    </Dialog>
  );
}

function FailureAlert({ failure }: { failure: FormFailure | null }) {
  if (!failure) return null;
  return <Alert severity="error" role="alert">{failure.message}</Alert>;
}

const fieldError = (failure: FormFailure | null, ...keys: string[]): string | undefined => {
  if (!failure) return undefined;
  for (const key of keys) if (failure.fields[key]) return failure.fields[key];
  return undefined;
};

function SubmitRow({ pending, label = CheckoutCopy.SAVE }: { pending: boolean; label?: string }) {
  return (
    <Button type="submit" variant="contained" size="large" disabled={pending} sx={{ bgcolor: SHOP_COLORS.brandPinkStrong, fontWeight: 700 }}>{label}</Button>
  );
}

function BuyerModal({ checkout }: { checkout: Checkout }) {
  const close = useCloseModal(checkout.id);
  const { change, pending } = useChangeCheckout(checkout.id);
  const [buyer, setBuyer] = useState({ ...checkout.buyer, mobile: formatTaiwanMobile(checkout.buyer.mobile) });
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const formRef = useFocusFirstInvalid<HTMLFormElement>(failure);
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const outcome = await change({ buyer });
    if (outcome.ok) return close('saved');
    setFailure(outcome.error);
  };
  const field = (key: keyof typeof buyer, label: string, extra: object = {}) => {
    const error = fieldError(failure, `buyer.${key}`, key, 'buyer');
    return <TextField label={label} value={buyer[key]} onChange={(e) => setBuyer({ ...buyer, [key]: e.target.value })} error={!!error} helperText={error} required {...extra} />;
  };
  return (
    <ModalShell title={`${CheckoutCopy.EDIT}${CheckoutCopy.BUYER}`} onClose={() => close()}>
      <Box component="form" ref={formRef} noValidate onSubmit={(e) => void onSubmit(e)} sx={{ display: 'grid', gap: 2, pt: 1 }}>
        <FailureAlert failure={failure} />
        {field('name', CheckoutCopy.NAME, { autoComplete: 'name' })}
        {field('mobile', CheckoutCopy.MOBILE, { autoComplete: 'tel', slotProps: { htmlInput: { inputMode: 'tel', maxLength: 20 } } })}
        {field('email', CheckoutCopy.EMAIL, { autoComplete: 'email', type: 'email' })}
        <SubmitRow pending={pending} />
      </Box>
    </ModalShell>
  );
}

function DeliveryModal({ checkout }: { checkout: Checkout }) {
  const close = useCloseModal(checkout.id);
  const { data: destinations } = useQuery(destinationsQuery(useContainer()));
  const { change, pending } = useChangeCheckout(checkout.id);
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const method = checkout.deliveryMethod;
  const mine = (destinations ?? []).filter((d) => d.kind === method);
  const choose = async (next: { deliveryMethod: DeliveryMethod; destinationId?: number | null }, done: boolean) => {
    const outcome = await change(next);
    if (!outcome.ok) return setFailure(outcome.error);
    setFailure(null);
    if (done) close('saved');
  };
  return (
    <ModalShell title={CheckoutCopy.DELIVERY} onClose={() => close()}>
      <FailureAlert failure={failure} />
      <RadioGroup aria-label={CheckoutCopy.DELIVERY} value={method}
        onChange={(e) => void choose({ deliveryMethod: e.target.value as DeliveryMethod }, false)}>
        {checkout.deliveryChoices.map((c) => (
          <FormControlLabel key={c.method} value={c.method} disabled={pending} control={<Radio />} label={`${c.label}（${c.fee === 0 ? CheckoutCopy.FREE : `運費 ${formatTwd(c.fee)}`}）`} />
        ))}
      </RadioGroup>
      <Typography component="h3" sx={{ fontWeight: 700, fontSize: 15 }}>{method === 'home' ? CheckoutCopy.HOME_ADDRESSES : CheckoutCopy.STORES}</Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {mine.map((d) => {
          const chosen = checkout.destination?.id === d.id;
          return (
            <Box component="li" key={d.id} sx={{ border: '1px solid', borderColor: chosen ? SHOP_COLORS.brandPinkStrong : SHOP_COLORS.border, borderRadius: 2, p: 1.5, display: 'grid', gap: 1 }}>
              <PlaceText place={d} />
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                {d.isDefault && <Typography sx={{ fontSize: 12, color: SHOP_COLORS.brandPinkStrong, fontWeight: 700 }}>{CheckoutCopy.DEFAULT}</Typography>}
                <Button size="small" component={Link} {...open(checkout.id, `${d.kind === 'home' ? 'address' : 'cs'}/edit/${d.id}`)} aria-label={`${CheckoutCopy.EDIT} ${d.kind === 'home' ? d.street : d.storeName}`}>{CheckoutCopy.EDIT}</Button>
                <RemoveDestinationButton checkoutId={checkout.id} destinationId={d.id} label={(d.kind === 'home' ? d.street : d.storeName) ?? ''} onFailure={setFailure} />
                <Button size="small" variant={chosen ? 'contained' : 'outlined'} disabled={pending} sx={{ ml: 'auto', ...(chosen ? { bgcolor: SHOP_COLORS.brandPinkStrong } : {}) }}
                  aria-label={`${d.kind === 'home' ? CheckoutCopy.USE_THIS : CheckoutCopy.USE_THIS_STORE}：${d.kind === 'home' ? d.street : d.storeName}`}
                  onClick={() => void choose({ deliveryMethod: d.kind, destinationId: d.id }, true)}>
                  {d.kind === 'home' ? CheckoutCopy.USE_THIS : CheckoutCopy.USE_THIS_STORE}
                </Button>
              </Box>
            </Box>
          );
        })}
      </Box>
      <Button component={Link} variant="outlined" {...open(checkout.id, method === 'home' ? 'address/create' : 'cs/create')}>
        {method === 'home' ? CheckoutCopy.ADD_ADDRESS : CheckoutCopy.ADD_STORE}
      </Button>
    </ModalShell>
  );
}

function useSaveDestination(checkout: Checkout) {
  const save = useUseCase(SaveDestination);
  const queryClient = useQueryClient();
  const close = useCloseModal(checkout.id);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const submit = async (destinationId: number | null, draft: DestinationDraft) => {
    setPending(true);
    const outcome = await save.execute({ checkoutId: checkout.id, destinationId, draft });
    setPending(false);
    if (!outcome.ok) return setFailure(outcome.error);
    queryClient.setQueryData(checkoutKeys.checkout(checkout.id), outcome.value);
    await queryClient.invalidateQueries({ queryKey: checkoutKeys.destinations });
    close('saved');
  };
  return { submit, pending, failure };
}

function AddressModal({ checkout, destinationId }: { checkout: Checkout; destinationId: number | null }) {
  const close = useCloseModal(checkout.id);
  const { data: destinations } = useQuery(destinationsQuery(useContainer()));
  const existing = destinationId === null ? null : (destinations ?? []).find((d) => d.id === destinationId && d.kind === 'home');
  if (destinationId !== null && !destinations) return null;
  if (destinationId !== null && !existing) {
    return <ModalShell title={CheckoutCopy.EDIT_ADDRESS} onClose={() => close()}><Alert severity="warning">找不到這個地址，請重新選擇。</Alert></ModalShell>;
  }
  return <AddressForm checkout={checkout} destinationId={destinationId} initial={existing ? { recipient: existing.recipient, mobile: existing.mobile, city: existing.city, district: existing.district, street: existing.street, isDefault: existing.isDefault } : null} />;
}

interface HomeDraft { recipient: string; mobile: string; city: string; district: string; street: string; isDefault: boolean }

function AddressForm({ checkout, destinationId, initial }: { checkout: Checkout; destinationId: number | null; initial: HomeDraft | null }) {
  const close = useCloseModal(checkout.id);
  const { submit, pending, failure } = useSaveDestination(checkout);
  const formRef = useFocusFirstInvalid<HTMLFormElement>(failure);
  const [draft, setDraft] = useState<HomeDraft>(initial ?? { recipient: checkout.buyer.name, mobile: checkout.buyer.mobile, city: '', district: '', street: '', isDefault: false });
  const districts = TAIWAN_CITIES.find((c) => c.name === draft.city)?.districts ?? [];
  const zip = zipOf(draft.city, draft.district);
  const text = (key: 'recipient' | 'mobile' | 'street', label: string, extra: object = {}) => {
    const error = fieldError(failure, key);
    return <TextField label={label} value={draft[key]} onChange={(e) => setDraft({ ...draft, [key]: e.target.value })} error={!!error} helperText={error} required {...extra} />;
  };
  return (
    <ModalShell title={destinationId === null ? CheckoutCopy.ADD_ADDRESS : CheckoutCopy.EDIT_ADDRESS} onClose={() => close()}>
      <Box component="form" ref={formRef} noValidate onSubmit={(e) => { e.preventDefault(); void submit(destinationId, { kind: 'home', ...draft }); }} sx={{ display: 'grid', gap: 2, pt: 1 }}>
        <FailureAlert failure={failure} />
        {text('recipient', CheckoutCopy.RECIPIENT, { autoComplete: 'name' })}
        {text('mobile', CheckoutCopy.MOBILE, { autoComplete: 'tel', slotProps: { htmlInput: { inputMode: 'tel', maxLength: 20 } } })}
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr 88px', gap: 1 }}>
          <TextField select label={CheckoutCopy.CITY} value={draft.city} required error={!!fieldError(failure, 'city')} helperText={fieldError(failure, 'city')}
            onChange={(e) => setDraft({ ...draft, city: e.target.value, district: '' })} slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}>
            <option value="" disabled>{CheckoutCopy.CHOOSE}</option>
            {TAIWAN_CITIES.map((c) => <option key={c.name} value={c.name}>{c.name}</option>)}
          </TextField>
          <TextField select label={CheckoutCopy.DISTRICT} value={draft.district} required error={!!fieldError(failure, 'district')} helperText={fieldError(failure, 'district')}
            onChange={(e) => setDraft({ ...draft, district: e.target.value })} slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}>
            <option value="" disabled>{CheckoutCopy.CHOOSE}</option>
            {districts.map((d) => <option key={d.name} value={d.name}>{d.name}</option>)}
          </TextField>
          <TextField label={CheckoutCopy.ZIP} value={zip ?? ''} slotProps={{ htmlInput: { readOnly: true }, inputLabel: { shrink: true } }} />
        </Box>
        {text('street', CheckoutCopy.STREET, { autoComplete: 'street-address' })}
        <FormControlLabel control={<Checkbox checked={draft.isDefault} onChange={(e) => setDraft({ ...draft, isDefault: e.target.checked })} />} label={CheckoutCopy.SET_DEFAULT} />
        <SubmitRow pending={pending} />
      </Box>
    </ModalShell>
  );
}

function ChainChoice({ value, onChange }: { value: StoreChain; onChange: (chain: StoreChain) => void }) {
  return (
    <RadioGroup aria-label={CheckoutCopy.CHAIN} value={value} onChange={(e) => onChange(e.target.value as StoreChain)} row>
      {(Object.keys(STORE_CHAINS) as StoreChain[]).map((chain) => (
        <FormControlLabel key={chain} value={chain} control={<Radio />} label={STORE_CHAINS[chain]} />
      ))}
    </RadioGroup>
  );
}

/** cs/create and cs/edit: the chain, then the chain's store map (the map posts the store back to cs-redirection). */
function StoreModal({ checkout, destinationId }: { checkout: Checkout; destinationId: number | null }) {
  const close = useCloseModal(checkout.id);
  const { data: destinations } = useQuery(destinationsQuery(useContainer()));
  const existing = destinationId === null ? null : (destinations ?? []).find((d) => d.id === destinationId && d.kind === 'cvs') ?? null;
  const [chain, setChain] = useState<StoreChain>(existing?.storeChain ?? 'seven');
  const start = useUseCase(StartStoreMap);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const onPick = async () => {
    setPending(true);
    const outcome = await start.execute({ checkoutId: checkout.id, chain });
    if (!outcome.ok) {
      setPending(false);
      return setFailure(outcome.error);
    }
    window.location.assign(outcome.value);
  };
  return (
    <ModalShell title={destinationId === null ? CheckoutCopy.ADD_STORE : CheckoutCopy.EDIT_STORE} onClose={() => close()}>
      <FailureAlert failure={failure} />
      {existing && <PlaceText place={existing} />}
      <ChainChoice value={chain} onChange={setChain} />
      <Button variant="contained" size="large" disabled={pending} onClick={() => void onPick()} sx={{ bgcolor: SHOP_COLORS.brandPinkStrong, fontWeight: 700 }}>
        {pending ? CheckoutCopy.GOING_TO_MAP : CheckoutCopy.PICK_STORE}
      </Button>
    </ModalShell>
  );
}

const isChain = (value: string | null): value is StoreChain => value !== null && value in STORE_CHAINS;

/** cs-redirection: the store the map posted back, with who picks it up. */
function StoreReturnModal({ checkout }: { checkout: Checkout }) {
  const close = useCloseModal(checkout.id);
  const [search] = useSearchParams();
  const chain = search.get('chain');
  const storeId = search.get('store_id') ?? '';
  const { submit, pending, failure } = useSaveDestination(checkout);
  const formRef = useFocusFirstInvalid<HTMLFormElement>(failure);
  const [who, setWho] = useState({ recipient: checkout.buyer.name, mobile: checkout.buyer.mobile, isDefault: false });
  if (!isChain(chain) || !/^\d{4,8}$/.test(storeId)) {
    return (
      <ModalShell title={CheckoutCopy.ADD_STORE} onClose={() => close()}>
        <Alert severity="warning">沒有收到門市資料，請重新選擇門市。</Alert>
        <Button component={Link} variant="outlined" {...open(checkout.id, 'cs/create')}>{CheckoutCopy.PICK_STORE}</Button>
      </ModalShell>
    );
  }
  return (
    <ModalShell title={CheckoutCopy.STORE_CHOSEN} onClose={() => close()}>
      <Box component="form" ref={formRef} noValidate onSubmit={(e) => { e.preventDefault(); void submit(null, { kind: 'cvs', storeChain: chain, storeId, ...who }); }} sx={{ display: 'grid', gap: 2, pt: 1 }}>
        <FailureAlert failure={failure} />
        <Box sx={{ bgcolor: SHOP_COLORS.softBackground, borderRadius: 2, p: 1.5 }}>
          <Typography sx={{ fontWeight: 700 }}>{STORE_CHAINS[chain]} {search.get('store_name')}</Typography>
          <Typography sx={{ fontSize: 14, color: 'text.secondary' }}>{CheckoutCopy.STORE_ID} {storeId}・{search.get('store_address')}</Typography>
        </Box>
        <TextField label={CheckoutCopy.RECIPIENT} value={who.recipient} onChange={(e) => setWho({ ...who, recipient: e.target.value })} required
          error={!!fieldError(failure, 'recipient')} helperText={fieldError(failure, 'recipient') ?? '取件時請出示與收件人相同姓名的證件'} />
        <TextField label={CheckoutCopy.MOBILE} value={who.mobile} onChange={(e) => setWho({ ...who, mobile: e.target.value })} required
          error={!!fieldError(failure, 'mobile')} helperText={fieldError(failure, 'mobile')} slotProps={{ htmlInput: { inputMode: 'tel', maxLength: 20 } }} />
        <FormControlLabel control={<Checkbox checked={who.isDefault} onChange={(e) => setWho({ ...who, isDefault: e.target.checked })} />} label={CheckoutCopy.SET_DEFAULT} />
        <SubmitRow pending={pending} label={CheckoutCopy.USE_THIS_STORE} />
      </Box>
    </ModalShell>
  );
}

function PaymentModal({ checkout }: { checkout: Checkout }) {
  const close = useCloseModal(checkout.id);
  const { change, pending } = useChangeCheckout(checkout.id);
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const choose = async (method: PaymentMethod) => {
    const outcome = await change({ paymentMethod: method });
    if (outcome.ok) return close('saved');
    setFailure(outcome.error);
  };
  return (
    <ModalShell title={CheckoutCopy.PAYMENT} onClose={() => close()}>
      <FailureAlert failure={failure} />
      <RadioGroup aria-label={CheckoutCopy.PAYMENT} value={checkout.paymentMethod ?? ''} onChange={(e) => void choose(e.target.value as PaymentMethod)}>
        {checkout.paymentChoices.map((c) => (
          <Box key={c.method} sx={{ borderBottom: `1px solid ${SHOP_COLORS.border}`, py: 0.5 }}>
            {/* Tapping the method already chosen (remembered from the last order) confirms it and closes the dialog. */}
            <FormControlLabel value={c.method} disabled={pending || c.disabledReason !== null} control={<Radio />} label={c.label}
              onClick={c.method === checkout.paymentMethod ? () => close() : undefined} />
            {c.disabledReason && <Typography sx={{ fontSize: 13, color: 'text.secondary', pl: 4 }}>{c.disabledReason}</Typography>}
            {c.method === 'aftee' && c.disabledReason === null && <Button size="small" component={Link} {...open(checkout.id, 'payment/aftee-intro')} sx={{ ml: 3 }}>{CheckoutCopy.AFTEE_WHAT}</Button>}
            {c.method === 'atm' && <Button size="small" component={Link} {...open(checkout.id, 'bank-list')} sx={{ ml: 3 }}>{CheckoutCopy.BANK_CODES}</Button>}
          </Box>
        ))}
      </RadioGroup>
    </ModalShell>
  );
}

function AfteeIntroModal({ checkout }: { checkout: Checkout }) {
  const close = useCloseModal(checkout.id);
  return (
    <ModalShell title={CheckoutCopy.AFTEE_TITLE} onClose={() => close()}>
      <Typography>AFTEE 先享後付讓您先收到商品、再付款：下單時不需輸入信用卡，收到商品後依簡訊或 E-mail 通知，於次月 10 日前到超商、ATM 或網路銀行繳費即可。</Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5 }}>
        <li>免註冊、免信用卡，只需手機號碼驗證</li>
        <li>每月帳單合併繳費，可於超商或 ATM 繳款</li>
        <li>單筆訂單上限 NT$50,000，繳費手續費依 AFTEE 公告</li>
      </Box>
      <Button variant="outlined" component={Link} to={modalPath(checkout.id, 'payment')} replace>返回付款方式</Button>
    </ModalShell>
  );
}

function BankListModal({ checkout }: { checkout: Checkout }) {
  const close = useCloseModal(checkout.id);
  const { data: banks } = useQuery(banksQuery(useContainer()));
  return (
    <ModalShell title={CheckoutCopy.BANK_LIST_TITLE} onClose={() => close()}>
      <Typography sx={{ fontSize: 14, color: 'text.secondary' }}>選擇 ATM 虛擬帳號付款後，可使用以下銀行的 ATM 或網路銀行轉帳。</Typography>
      <Box component="table" sx={{ width: '100%', borderCollapse: 'collapse', '& td, & th': { borderBottom: `1px solid ${SHOP_COLORS.border}`, py: 1, textAlign: 'left' } }}>
        <thead><tr><th scope="col">{CheckoutCopy.BANK_CODE}</th><th scope="col">銀行名稱</th></tr></thead>
        <tbody>
          {(banks ?? []).map((b) => <tr key={b.code}><td>{b.code}</td><td>{b.name}</td></tr>)}
        </tbody>
      </Box>
    </ModalShell>
  );
}

type InvoiceKind = InvoiceChoice['kind'];
const INVOICE_KINDS: { kind: InvoiceKind; label: string }[] = [
  { kind: 'member', label: CheckoutCopy.INVOICE_MEMBER },
  { kind: 'mobile_barcode', label: CheckoutCopy.INVOICE_MOBILE },
  { kind: 'citizen_cert', label: CheckoutCopy.INVOICE_CITIZEN },
  { kind: 'company', label: CheckoutCopy.INVOICE_COMPANY },
  { kind: 'donation', label: CheckoutCopy.INVOICE_DONATION },
];

function InvoiceModal({ checkout }: { checkout: Checkout }) {
  const close = useCloseModal(checkout.id);
  const { change, pending } = useChangeCheckout(checkout.id);
  const current = checkout.invoice;
  const [kind, setKind] = useState<InvoiceKind>(current.kind);
  const [code, setCode] = useState('code' in current ? current.code : '');
  const [taxId, setTaxId] = useState(current.kind === 'company' ? current.taxId : '');
  const [companyName, setCompanyName] = useState(current.kind === 'company' ? current.companyName : '');
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const invoice = (): InvoiceChoice => {
    if (kind === 'member') return { kind };
    if (kind === 'company') return { kind, taxId: taxId.trim(), companyName };
    return { kind, code: kind === 'mobile_barcode' ? code.trim().toUpperCase() : code.trim() };
  };
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const outcome = await change({ invoice: invoice() });
    if (outcome.ok) return close('saved');
    setFailure(outcome.error);
  };
  const codeLabel = kind === 'mobile_barcode' ? CheckoutCopy.MOBILE_BARCODE : kind === 'citizen_cert' ? CheckoutCopy.CITIZEN_CERT : CheckoutCopy.DONATION_CODE;
  const codeError = fieldError(failure, 'invoice.code', 'code', 'invoice');
  return (
    <ModalShell title={CheckoutCopy.INVOICE} onClose={() => close()}>
      <Box component="form" noValidate onSubmit={(e) => void onSubmit(e)} sx={{ display: 'grid', gap: 2 }}>
        <FailureAlert failure={failure} />
        <RadioGroup aria-label={CheckoutCopy.INVOICE} value={kind} onChange={(e) => { setKind(e.target.value as InvoiceKind); setFailure(null); }}>
          {INVOICE_KINDS.map((k) => <FormControlLabel key={k.kind} value={k.kind} control={<Radio />} label={k.label} />)}
        </RadioGroup>
        {(kind === 'mobile_barcode' || kind === 'citizen_cert' || kind === 'donation') && (
          <TextField label={codeLabel} value={code} onChange={(e) => setCode(e.target.value)} required error={!!codeError} helperText={codeError ?? (kind === 'mobile_barcode' ? '例：/ABC1234' : kind === 'donation' ? '例：919（創世基金會）' : '例：AB12345678901234')} />
        )}
        {kind === 'company' && (
          <>
            <TextField label={CheckoutCopy.TAX_ID} value={taxId} onChange={(e) => setTaxId(e.target.value.replace(/\D/g, '').slice(0, 8))} required
              slotProps={{ htmlInput: { inputMode: 'numeric' } }} error={!!fieldError(failure, 'invoice.taxId', 'tax_id')} helperText={fieldError(failure, 'invoice.taxId', 'tax_id')} />
            <TextField label={CheckoutCopy.COMPANY_NAME} value={companyName} onChange={(e) => setCompanyName(e.target.value)} required
              error={!!fieldError(failure, 'invoice.companyName', 'company_name')} helperText={fieldError(failure, 'invoice.companyName', 'company_name')} />
          </>
        )}
        <SubmitRow pending={pending} />
      </Box>
    </ModalShell>
  );
}
