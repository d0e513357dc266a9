import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { dealPhase } from '../../../domain/purchase/dealWindow';
import { useContainer } from '../../di/ContainerProvider';
import { useNow } from '../../hooks/useNow';
import { AdultGate } from './AdultGate';
import { DealStatus, SimilarLive } from './DealStatus';
import { PurchaseCopy } from './messages';
import { ProductDetails } from './ProductDetails';
import { InheritLink } from './InheritLink';
import { OptionPanel } from './OptionPanel';
import { ItemBuyBar } from './ItemBuyBar';
import { Breadcrumbs, Gallery, GroupFacts } from './parts';
import { itemQuery, numericId } from './queries';
import { useRefreshWishList } from './useOptionPanel';
import { SHOP_TOKENS } from '../../theme';

/** item and item-preview: one product with its option panel inline; the preview cannot buy or follow. */
export function ItemView({ preview }: { preview: boolean }) {
  const id = numericId(useParams().itemId)!;
  const { data, dataUpdatedAt } = useSuspenseQuery(itemQuery(useContainer(), id));
  const { product, groupBuy } = data;
  useRefreshWishList();
  const phase = dealPhase(groupBuy, useNow(dataUpdatedAt, 60_000));
  const others = groupBuy.products.filter((p) => p.itemId !== product.itemId);
  return (
    <Container maxWidth="lg" sx={{ px: { xs: 1.5, md: 3 }, pb: 4 }}>
      {preview && (
        <Box role="note" sx={{ mt: 1.5, p: 1.5, borderRadius: 1, bgcolor: SHOP_TOKENS.noticeBackground, border: `1px solid ${SHOP_TOKENS.noticeBorder}`, fontWeight: 700 }}>
          {PurchaseCopy.PREVIEW_BANNER}
        </Box>
      )}
      <Breadcrumbs detail={groupBuy} last={product.title} />
      <Box sx={{ display: 'grid', gap: { xs: 2, md: 4 }, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 5fr) minmax(0, 6fr)' } }}>
        <Gallery image={product.imageUrl} title={product.title} adultOnly={groupBuy.card.isAdultOnly} />
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
          <Typography component="h1" sx={{ fontSize: { xs: 20, md: 26 }, fontWeight: 800 }}>{product.title}</Typography>
          <Typography sx={{ color: 'text.secondary', fontSize: 14 }}>
            <InheritLink to={groupBuy.card.url}>{groupBuy.card.title}</InheritLink>・{product.brand}
          </Typography>
          <DealStatus detail={groupBuy} phase={phase} serverNow={dataUpdatedAt} />
          <GroupFacts detail={groupBuy} phase={phase} />
          {phase === 'live' && <OptionPanel product={product} readOnly={preview} />}
        </Box>
      </Box>
      {others.length > 0 && (
        <Box component="section" aria-labelledby="item-others" sx={{ mt: 4 }}>
          <Typography id="item-others" component="h2" sx={{ fontSize: 18, fontWeight: 700, mb: 1 }}>{PurchaseCopy.SAME_GROUP}</Typography>
          <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {others.map((p) => (
              <li key={p.itemId}>
                <Box component={Link} to={`/market/${preview ? 'preview/' : ''}${p.itemId}`} sx={{ display: 'inline-block', px: 1.5, py: 0.75, border: `1px solid ${SHOP_TOKENS.border}`, borderRadius: 5, color: 'text.primary', textDecoration: 'none', fontSize: 14, '&:hover': { borderColor: 'primary.main' } }}>
                  {p.title}
                </Box>
              </li>
            ))}
          </Box>
        </Box>
      )}
      <ProductDetails paragraphs={groupBuy.content.paragraphs} specs={product.specs ?? []} sizeGuide={groupBuy.content.sizeGuide} shipping={groupBuy.shipping} />
      <SimilarLive detail={groupBuy} />
      {!preview && phase === 'live' && !product.discontinued && <ItemBuyBar product={product} />}
      {!preview && <AdultGate adultOnly={groupBuy.card.isAdultOnly} />}
    </Container>
  );
}
