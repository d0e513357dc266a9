import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router-dom';
import type { GroupBuyCard } from '../../domain/catalog/GroupBuyCard';
import { formatCount, formatTwd } from '../format';

export interface GroupBuyCardViewProps {
  card: GroupBuyCard;
  /** Cards above the fold load eagerly; the rest lazily. */
  eager?: boolean;
}

const ADULT_MASK_TEXT = '限制級商品，需年滿 18 歲才能瀏覽';

/** SPEC §3 group-buy card: image, label, title, description, price rules of §5, likes, adult mask. */
export function GroupBuyCardView({ card, eager = false }: GroupBuyCardViewProps) {
  return (
    <Box component="article" sx={{ bgcolor: '#fff', borderRadius: 2, overflow: 'hidden', boxShadow: '0 1px 4px rgba(0,0,0,.08)', display: 'flex', flexDirection: 'column' }}>
      <Link to={card.url} style={{ color: 'inherit', textDecoration: 'none', display: 'flex', flexDirection: 'column', height: '100%' }}>
        <Box sx={{ position: 'relative', aspectRatio: '1 / 1', bgcolor: '#fdeef2' }}>
          {card.image && (
            <img
              src={card.image}
              alt={card.title}
              width={300}
              height={300}
              loading={eager ? 'eager' : 'lazy'}
              decoding="async"
              style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block', filter: card.isAdultOnly ? 'blur(18px)' : undefined }}
            />
          )}
          {card.isAdultOnly && (
            <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', bgcolor: 'rgba(51,51,51,.55)', color: '#fff', p: 1, textAlign: 'center' }} data-testid="adult-mask">
              <Typography variant="body2" sx={{ fontWeight: 700 }}>{ADULT_MASK_TEXT}</Typography>
            </Box>
          )}
          {card.label && (
            <Box component="span" sx={{ position: 'absolute', top: 8, left: 8, bgcolor: 'primary.main', color: '#fff', fontSize: 12, fontWeight: 700, px: 1, py: 0.25, borderRadius: 1 }}>
              {card.label}
            </Box>
          )}
        </Box>
        <Box sx={{ p: 1.25, display: 'flex', flexDirection: 'column', gap: 0.5, flex: 1 }}>
          <Typography component="h3" sx={{ fontSize: 15, fontWeight: 700, lineHeight: 1.4, display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden', minHeight: '2.8em' }}>
            {card.title}
          </Typography>
          <Typography sx={{ fontSize: 13, color: 'text.secondary', display: '-webkit-box', WebkitLineClamp: 1, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
            {card.description}
          </Typography>
          <Box sx={{ mt: 'auto', display: 'flex', alignItems: 'baseline', gap: 0.75, flexWrap: 'wrap' }}>
            <CardPrice card={card} />
          </Box>
          {card.likeCount !== null && (
            <Typography sx={{ fontSize: 12, color: 'text.secondary' }} aria-label={`${card.likeCount} 人喜歡`}>
              ♥ {formatCount(card.likeCount)}
            </Typography>
          )}
        </Box>
      </Link>
    </Box>
  );
}

function CardPrice({ card }: { card: GroupBuyCard }) {
  if (card.price === null) {
    return <Typography sx={{ color: 'primary.main', fontWeight: 700, fontSize: 15 }}>{card.priceSpecialText}</Typography>;
  }
  return (
    <>
      <Typography component="span" sx={{ color: 'primary.main', fontWeight: 700, fontSize: 18 }}>
        {formatTwd(card.price)}
        {card.priceSuffix && <Box component="span" sx={{ fontSize: 12, ml: 0.25 }}>{card.priceSuffix}</Box>}
      </Typography>
      {card.originalPrice !== null && (
        <Typography component="del" sx={{ color: 'text.disabled', fontSize: 12 }}>{formatTwd(card.originalPrice)}</Typography>
      )}
    </>
  );
}
