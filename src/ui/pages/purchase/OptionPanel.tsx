import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  actionButtonState, canDecrease, canIncrease, optionLook, selectedOption, soldOutTexts,
} from '../../../domain/purchase/optionPanel';
import { BUTTON_LABELS } from '../../../domain/purchase/messages';
import { unitPrice, type PanelProduct } from '../../../domain/purchase/PurchaseOption';
import { formatTwd } from '../../format';
import { SHOP_COLORS, SHOP_TOKENS } from '../../theme';
import { PurchaseCopy } from './messages';
import { optionButtonSx } from './optionButtonLook';
import { onRadioGroupKeyDown, radioTabIndex } from '../../components/radioGroupKeys';
import { SizeGuideLink } from './ProductDetails';
import { useOptionPanel } from './useOptionPanel';

export interface OptionPanelProps {
  product: PanelProduct;
  readOnly?: boolean;
  /** Runs after a successful add or follow change (a sheet closes itself with it). */
  onDone?: () => void;
}

/** SPEC §2.6 / §4.5 multi-choice purchase panel: sizes, quantity, the action button and its texts. */
export function OptionPanel({ product, readOnly = false, onDone }: OptionPanelProps) {
  const panel = useOptionPanel(product, { readOnly, onDone });
  const { state } = panel;
  const option = selectedOption(state);
  const action = actionButtonState(state);
  const texts = soldOutTexts(state);
  const disabled = readOnly || panel.pending || action === 'IS_DISCONTINUED' || action === 'IS_DISABLE';
  return (
    <Box data-testid={`option-panel-${product.itemId}`} sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Typography sx={{ fontSize: 22, fontWeight: 800, color: SHOP_COLORS.brandPinkStrong }} data-testid="panel-price">
        {option && unitPrice(option) > 0 ? formatTwd(unitPrice(option)) : product.price !== null ? formatTwd(product.price) : '限時優惠價'}
        {option?.price.discountPrice != null && <Box component="del" sx={{ ml: 1, fontSize: 14, color: SHOP_TOKENS.textSubtle, fontWeight: 400 }}>{formatTwd(option.price.currentPrice)}</Box>}
      </Typography>
      {product.sizeGuide && <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: -1 }}><SizeGuideLink kind={product.sizeGuide} /></Box>}
      <Box role="radiogroup" aria-label={PurchaseCopy.SIZE} onKeyDown={onRadioGroupKeyDown} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {product.options.map((o, index) => {
          const look = optionLook(state, o);
          return (
            <Box component="button" type="button" role="radio" key={o.id} aria-checked={o.id === state.selectedId} data-look={look}
              tabIndex={radioTabIndex(o.id === state.selectedId, index, option !== null)}
              onClick={() => panel.select(o.id)}
              sx={optionButtonSx(look)}>
              {o.size}
            </Box>
          );
        })}
      </Box>
      {texts && (
        <Box role="status" sx={{ bgcolor: SHOP_TOKENS.noticeBackground, borderRadius: 1, p: 1.25 }}>
          <Typography sx={{ fontWeight: 700, fontSize: 14 }}>{texts.title}</Typography>
          <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>{texts.hint}</Typography>
        </Box>
      )}
      {action === 'ADD_TO_CART' && option && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography sx={{ fontSize: 14, mr: 1 }}>{PurchaseCopy.QUANTITY}</Typography>
          <Button variant="outlined" size="small" aria-label={PurchaseCopy.DECREASE} disabled={!canDecrease(state)} onClick={panel.decrease} sx={{ minWidth: 44, minHeight: 44 }}>−</Button>
          <Typography component="output" aria-label={PurchaseCopy.QUANTITY} sx={{ minWidth: 32, textAlign: 'center', fontWeight: 700 }}>{state.quantity}</Typography>
          <Button variant="outlined" size="small" aria-label={PurchaseCopy.INCREASE} disabled={!canIncrease(state)} onClick={panel.increase} sx={{ minWidth: 44, minHeight: 44 }}>+</Button>
          <Typography sx={{ fontSize: 12, color: 'text.secondary', ml: 1 }}>{PurchaseCopy.LIMIT(option.purchaseLimit)}</Typography>
        </Box>
      )}
      {option && (option.events.length > 0 || option.deliverInfo.description) && (
        <Box sx={{ fontSize: 13, color: 'text.secondary' }}>
          {option.events.length > 0 && <Typography sx={{ fontSize: 13 }}>{PurchaseCopy.EVENTS}：{option.events.join('、')}</Typography>}
          <Typography sx={{ fontSize: 13 }}>{PurchaseCopy.DELIVERY}：{option.deliverInfo.description}</Typography>
        </Box>
      )}
      <Button variant="contained" size="large" disabled={disabled} onClick={() => void panel.act()} data-action={action}
        color={action === 'CANCEL_NOTIFY' ? 'inherit' : 'primary'}
        sx={{ fontWeight: 700, py: 1.25, ...(action === 'ADD_TO_CART' || action === 'NOTIFY_ME' ? { bgcolor: SHOP_COLORS.brandPinkStrong } : {}) }}>
        {BUTTON_LABELS[action]}
      </Button>
    </Box>
  );
}
