import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router-dom';
import { ConfirmAdult } from '../../../application/purchase/adultConfirmation';
import type { GroupBuyCard } from '../../../domain/catalog/GroupBuyCard';
import { taipeiDateTime, type DealPhase } from '../../../domain/purchase/dealWindow';
import type { GroupBuyDetail } from '../../../domain/purchase/GroupBuyDetail';
import { useAdultConfirmationState } from '../../hooks/useAdultConfirmation';
import { useUseCase } from '../../hooks/useUseCase';
import { formatCount, formatTwd } from '../../format';
import { SHOP_COLORS, SHOP_TOKENS } from '../../theme';
import { InheritLink } from './InheritLink';
import { PurchaseCopy } from './messages';

/** Spoken, not shown: the likes' meaning for screen readers (an aria-label is not allowed on a paragraph). */
const visuallyHiddenSx = { position: 'absolute', width: '1px', height: '1px', m: '-1px', p: 0, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0 } as const;

/** Home › branch › categories › group-buy (› product). */
export function Breadcrumbs({ detail, last }: { detail: GroupBuyDetail; last?: string }) {
  const crumbs = [
    { name: PurchaseCopy.HOME, to: '/' },
    { name: detail.branch.name, to: `/mall/${detail.branch.path}` },
    ...detail.categories.map((c) => ({ name: c.name, to: `/market/category/${c.id}` })),
    ...(last ? [{ name: detail.card.title, to: detail.card.url }] : []),
  ];
  return (
    <Box component="nav" aria-label={PurchaseCopy.BREADCRUMB} sx={{ fontSize: 13, color: 'text.secondary', py: 1.5, display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
      {crumbs.map((c) => (
        <span key={c.to}><InheritLink to={c.to}>{c.name}</InheritLink> ›</span>
      ))}
      <span aria-current="page">{last ?? detail.card.title}</span>
    </Box>
  );
}

/** The big picture; adult-only pictures stay blurred until a valid confirmation (SPEC §4.3). */
export function Gallery({ image, title, adultOnly }: { image: string; title: string; adultOnly: boolean }) {
  const { confirmed } = useAdultConfirmationState();
  const confirm = useUseCase(ConfirmAdult);
  const masked = adultOnly && !confirmed;
  return (
    <Box sx={{ position: 'relative', aspectRatio: '1 / 1', bgcolor: SHOP_TOKENS.brandTint, borderRadius: 2, overflow: 'hidden', width: '100%', maxWidth: { xs: 360, md: 'none' }, mx: 'auto' }}>
      <Box component="img" src={image} alt={title} width={600} height={600} fetchPriority="high" sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block', filter: masked ? 'blur(18px)' : undefined }} />
      {masked && (
        <Box data-testid="adult-mask" sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', alignContent: 'center', gap: 1.5, bgcolor: SHOP_TOKENS.scrim, color: SHOP_TOKENS.onAccent, p: 2, textAlign: 'center' }}>
          <Typography sx={{ fontWeight: 700 }}>{PurchaseCopy.ADULT_MASKED}</Typography>
          <Button variant="contained" onClick={() => confirm.execute()} sx={{ bgcolor: SHOP_COLORS.brandPinkStrong }}>{PurchaseCopy.ADULT_CONFIRM}</Button>
        </Box>
      )}
    </Box>
  );
}

/** Price by the card rules of SPEC §5: hidden when missing, original only when different, likes above zero. */
export function PriceLine({ card }: { card: GroupBuyCard }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
      {card.price === null ? (
        <Typography sx={{ color: SHOP_COLORS.brandPinkStrong, fontWeight: 800, fontSize: 20 }}>{card.priceSpecialText}</Typography>
      ) : (
        <Typography sx={{ color: SHOP_COLORS.brandPinkStrong, fontWeight: 800, fontSize: 26 }}>
          {formatTwd(card.price)}{card.priceSuffix && <Box component="span" sx={{ fontSize: 14, ml: 0.25 }}>{card.priceSuffix}</Box>}
        </Typography>
      )}
      {card.originalPrice !== null && <Typography component="del" sx={{ color: SHOP_TOKENS.textSubtle }}>{formatTwd(card.originalPrice)}</Typography>}
      {card.likeCount !== null && (
        <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>
          <span aria-hidden="true">♥ </span>{formatCount(card.likeCount)}<Box component="span" sx={visuallyHiddenSx}> 人喜歡</Box>
        </Typography>
      )}
    </Box>
  );
}

/** Events, the shipping promise (domain/shipping; the delivery note when none) and closing time of a group-buy. */
export function GroupFacts({ detail, phase }: { detail: GroupBuyDetail; phase: DealPhase }) {
  const delivery = detail.shipping?.promise ?? detail.products[0]?.options[0]?.deliverInfo.description;
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.75, fontSize: 14, '& dt': { color: 'text.secondary' }, '& dd': { m: 0 } }}>
      {detail.events.length > 0 && (
        <>
          <dt>{PurchaseCopy.EVENTS}</dt>
          <dd>
            <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
              {detail.events.map((e) => (
                <li key={e.path}><Box component={Link} to={`/event/${e.path}`} sx={{ color: SHOP_COLORS.brandPinkStrong, fontSize: 13 }}>{e.title}</Box></li>
              ))}
            </Box>
          </dd>
        </>
      )}
      {delivery && (<><dt>{PurchaseCopy.SHIPPING_PROMISE}</dt><dd data-testid="shipping-promise">{delivery}</dd></>)}
      <dt>{PurchaseCopy.ENDS_AT}</dt>
      <dd>{phase === 'ended' ? PurchaseCopy.CLOSED : taipeiDateTime(detail.endsAt)}</dd>
    </Box>
  );
}
