import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { unitPrice, type PanelProduct } from '../../../domain/purchase/PurchaseOption';
import { dealPhase } from '../../../domain/purchase/dealWindow';
import { BUTTON_LABELS } from '../../../domain/purchase/messages';
import { useContainer } from '../../di/ContainerProvider';
import { formatTwd } from '../../format';
import { useNow } from '../../hooks/useNow';
import { SHOP_COLORS, SHOP_TOKENS } from '../../theme';
import { AdultGate } from './AdultGate';
import { DealStatus, SimilarLive } from './DealStatus';
import { InheritLink } from './InheritLink';
import { PurchaseCopy } from './messages';
import { ProductDetails } from './ProductDetails';
import { OptionPanelSheet } from './OptionPanelSheet';
import { FollowGroupBuyButton } from './FollowGroupBuyButton';
import { buyBarPrice, StickyBuyBar } from './StickyBuyBar';
import { Breadcrumbs, Gallery, GroupFacts, PriceLine } from './parts';
import { groupBuyQuery, numericId } from './queries';
import { useRefreshWishList } from './useOptionPanel';

/** groupbuy-info (SPEC §2.1): picture, title, price, events, delivery note and the products, each with 選擇規格. */
export default function GroupBuyPage() {
  const id = numericId(useParams().groupbuyId)!;
  const { data: detail, dataUpdatedAt } = useSuspenseQuery(groupBuyQuery(useContainer(), id));
  const [chosen, setChosen] = useState<PanelProduct | null>(null);
  useRefreshWishList();
  const phase = dealPhase(detail, useNow(dataUpdatedAt, 60_000));
  const live = phase === 'live';
  const first = live ? detail.products.find((p) => !p.discontinued) ?? detail.products[0] : undefined;
  return (
    <Container maxWidth="lg" sx={{ px: { xs: 1.5, md: 3 }, pb: 4 }}>
      <Breadcrumbs detail={detail} />
      <Box sx={{ display: 'grid', gap: { xs: 2, md: 4 }, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 5fr) minmax(0, 6fr)' } }}>
        <Gallery image={detail.largeImage} title={detail.card.title} adultOnly={detail.card.isAdultOnly} />
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
          {detail.card.label && <Box component="span" sx={{ alignSelf: 'flex-start', bgcolor: SHOP_COLORS.brandPinkStrong, color: SHOP_TOKENS.onAccent, fontSize: 12, fontWeight: 700, px: 1, py: 0.25, borderRadius: 1 }}>{detail.card.label}</Box>}
          <Typography component="h1" sx={{ fontSize: { xs: 20, md: 26 }, fontWeight: 800, lineHeight: 1.4 }}>{detail.card.title}</Typography>
          <Typography sx={{ color: 'text.secondary' }}>{detail.card.description}</Typography>
          <Typography sx={{ fontSize: 14 }}>{detail.brand.name}</Typography>
          <PriceLine card={detail.card} />
          <DealStatus detail={detail} phase={phase} serverNow={dataUpdatedAt} />
          <GroupFacts detail={detail} phase={phase} />
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {first && (
              <Button variant="contained" size="large" onClick={() => setChosen(first)} sx={{ bgcolor: SHOP_COLORS.brandPinkStrong, fontWeight: 700, flex: { xs: 1, md: 'none' } }}>
                {PurchaseCopy.CHOOSE_SPEC}
              </Button>
            )}
            {live && detail.products.length > 1 && (
              <Button component={Link} to={`/groupbuy/form/${detail.card.id}`} variant="outlined" size="large">{PurchaseCopy.ORDER_FORM}</Button>
            )}
            <FollowGroupBuyButton groupBuyId={detail.card.id} />
          </Box>
        </Box>
      </Box>
      <Box component="section" aria-labelledby="gb-products" sx={{ mt: 4 }}>
        <Typography id="gb-products" component="h2" sx={{ fontSize: 20, fontWeight: 700, mb: 1.5 }}>{PurchaseCopy.PRODUCTS}</Typography>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          {detail.products.map((product) => (
            <ProductRow key={product.itemId} product={product} buyable={live} onChoose={() => setChosen(product)} />
          ))}
        </Box>
      </Box>
      <ProductDetails paragraphs={detail.content.paragraphs} specs={detail.products[0]?.specs ?? []} sizeGuide={detail.content.sizeGuide}
        shipping={detail.shipping} specsOf={detail.products.length > 1 ? detail.products[0].title : undefined} />
      <SimilarLive detail={detail} />
      {first && !first.discontinued && (
        <StickyBuyBar price={buyBarPrice(detail.card.price, detail.card.priceSuffix)}
          action={PurchaseCopy.CHOOSE_SPEC} onAction={() => setChosen(first)} />
      )}
      <OptionPanelSheet product={chosen} onClose={() => setChosen(null)} />
      <AdultGate adultOnly={detail.card.isAdultOnly} />
    </Container>
  );
}

function ProductRow({ product, buyable, onChoose }: { product: PanelProduct; buyable: boolean; onChoose: () => void }) {
  const prices = product.options.map(unitPrice).filter((p) => p > 0);
  const low = prices.length > 0 ? Math.min(...prices) : null;
  return (
    <Box component="li" sx={{ bgcolor: SHOP_TOKENS.surface, borderRadius: 2, p: 1.5, display: 'flex', alignItems: 'center', gap: 1.5, boxShadow: `0 1px 3px ${SHOP_TOKENS.shadow}` }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography component="h3" sx={{ fontWeight: 700, fontSize: 15 }}>
          <InheritLink to={`/market/${product.itemId}`}>{product.title}</InheritLink>
        </Typography>
        <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>
          {product.options.map((o) => o.size).join('・')}
        </Typography>
      </Box>
      <Typography sx={{ fontWeight: 700, color: SHOP_COLORS.brandPinkStrong, whiteSpace: 'nowrap' }}>
        {low !== null ? `${formatTwd(low)}${new Set(prices).size > 1 ? ' 起' : ''}` : '限時優惠價'}
      </Typography>
      {buyable && (
        <Button variant="outlined" onClick={onChoose} disabled={product.discontinued} aria-label={`${PurchaseCopy.CHOOSE_SPEC}：${product.title}`}>
          {product.discontinued ? BUTTON_LABELS.IS_DISCONTINUED : PurchaseCopy.CHOOSE_SPEC}
        </Button>
      )}
    </Box>
  );
}
