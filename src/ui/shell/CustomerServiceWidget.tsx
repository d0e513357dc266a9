import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Fab from '@mui/material/Fab';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, useState, type KeyboardEvent } from 'react';
import { CloseIcon, HeadsetIcon, LineIcon } from './icons';
import { shellMessages as m } from './messages';
import { EXTERNAL_URLS } from './shellLinks';
import { EXTERNAL_LINK } from './ShellLink';
import { SHOP_TOKENS } from '../theme';

export interface CustomerServiceWidgetProps {
  /** The chat account (SPEC §2.6); the shop's LINE official account by default. */
  chatUrl?: string;
  /** Called each time the card opens, for the customer-service click event. */
  onOpen?: () => void;
  /** Inside the shop's app: asks the app to open its own customer service; false when it could not, and the card opens. */
  onOpenInApp?: () => boolean;
  /** Whether the chat is staffed now (SPEC §9 hours), asked each time the card opens. */
  availability?: () => 'open' | 'closed';
}

/** The floating customer-service button (desktop) and its small card with hours and the chat link. */
export function CustomerServiceWidget({ chatUrl = EXTERNAL_URLS.lineChat, onOpen, onOpenInApp, availability }: CustomerServiceWidgetProps) {
  const [open, setOpen] = useState(false);
  const [staffed, setStaffed] = useState<'open' | 'closed' | null>(null);
  const cardId = useId();
  const titleId = useId();

  const toggle = () => {
    if (!open) onOpen?.();
    if (!open && onOpenInApp?.()) return;
    if (!open) setStaffed(availability?.() ?? null);
    setOpen(!open);
  };
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape') setOpen(false);
  };

  return (
    <Box onKeyDown={closeOnEscape} sx={{ position: 'fixed', right: 24, bottom: 24, zIndex: 'speedDial' }}>
      {open && (
        <Paper
          id={cardId}
          role="dialog"
          aria-labelledby={titleId}
          elevation={6}
          sx={{ position: 'absolute', right: 0, bottom: 72, width: 280, p: 2.5, borderRadius: 3 }}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
            <Typography id={titleId} component="h2" sx={{ fontSize: 17, fontWeight: 700 }}>
              {m.customerService.title}
            </Typography>
            <IconButton size="small" aria-label={m.customerService.close} onClick={() => setOpen(false)}>
              <CloseIcon size={18} />
            </IconButton>
          </Box>
          <Typography sx={{ fontSize: 14, mb: 1 }}>{m.customerService.intro}</Typography>
          <Typography sx={{ fontSize: 14, fontWeight: 600, mb: staffed ? 1 : 2 }}>{m.customerService.hours}</Typography>
          {staffed && (
            <Typography data-testid="customer-service-status" sx={{ fontSize: 14, color: 'text.secondary', mb: 2 }}>
              {staffed === 'open' ? m.customerService.openNow : m.customerService.closedNow}
            </Typography>
          )}
          <Button
            href={chatUrl}
            {...EXTERNAL_LINK}
            fullWidth
            variant="contained"
            startIcon={<LineIcon size={20} />}
            sx={{ bgcolor: SHOP_TOKENS.success, '&:hover': { bgcolor: SHOP_TOKENS.successDeep }, borderRadius: 5 }}
          >
            {m.customerService.chat}
          </Button>
        </Paper>
      )}
      <Fab
        aria-label={m.customerService.toggle}
        aria-expanded={open}
        aria-controls={open ? cardId : undefined}
        onClick={toggle}
        sx={{ bgcolor: SHOP_TOKENS.tealStrong, color: SHOP_TOKENS.onAccent, '&:hover': { bgcolor: SHOP_TOKENS.tealDeep } }}
      >
        {open ? <CloseIcon /> : <HeadsetIcon size={28} />}
      </Fab>
    </Box>
  );
}
