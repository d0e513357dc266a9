import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { dealPhase } from '../../../domain/purchase/dealWindow';
import { useContainer } from '../../di/ContainerProvider';
import { useClockValue } from '../../hooks/useNow';
import { AdultGate } from './AdultGate';
import { DealStatus } from './DealStatus';
import { InheritLink } from './InheritLink';
import { CartCopy } from './cartMessages';
import { OptionPanel } from './OptionPanel';
import { Breadcrumbs, PriceLine } from './parts';
import { byId, groupBuyQuery, groupBuyRouteQuery, numericId } from './queries';
import { useRefreshWishList } from './useRefreshWishList';
import { SHOP_TOKENS } from '../../tokens';
import type { RouteData } from '../../routes/RouteData';

/** groupbuy-form (SPEC §2.1): every product of the group-buy with its own option picker and quantity. */
export default function GroupBuyFormPage() {
  const id = numericId(useParams().groupbuyId)!;
  const { data: detail, dataUpdatedAt } = useSuspenseQuery(groupBuyQuery(useContainer(), id));
  useRefreshWishList();
  const phase = useClockValue(dataUpdatedAt, (now) => dealPhase(detail, now), 60_000);
  return (
    <Container maxWidth="md" sx={{ px: { xs: 1.5, md: 3 }, pb: 4 }}>
      <Breadcrumbs detail={detail} last={CartCopy.ORDER_FORM_TITLE} />
      <Typography component="h1" sx={{ fontSize: { xs: 20, md: 26 }, fontWeight: 800 }}>{CartCopy.ORDER_FORM_TITLE}：{detail.card.title}</Typography>
      <Typography sx={{ color: 'text.secondary', mb: 1 }}>{CartCopy.ORDER_FORM_LEAD}</Typography>
      <PriceLine card={detail.card} />
      <DealStatus detail={detail} phase={phase} serverNow={dataUpdatedAt} />
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, mt: 2, display: 'grid', gap: 2 }}>
        {detail.products.map((product) => (
          <Box component="li" key={product.itemId} sx={{ bgcolor: SHOP_TOKENS.surface, borderRadius: 2, p: 2, boxShadow: `0 1px 3px ${SHOP_TOKENS.shadow}` }}>
            <Typography component="h2" sx={{ fontWeight: 700, mb: 1 }}>
              <InheritLink to={`/market/${product.itemId}`}>{product.title}</InheritLink>
            </Typography>
            {phase === 'live' && <OptionPanel product={product} />}
          </Box>
        ))}
      </Box>
      <Box sx={{ mt: 3, textAlign: 'center' }}>
        <Button component={Link} to="/groupbuy/shoppingcart" variant="outlined" size="large">{CartCopy.GO_TO_CART}</Button>
      </Box>
      <AdultGate adultOnly={detail.card.isAdultOnly} />
    </Container>
  );
}

/** groupbuy-form: the group-buy by its id. */
export const route: RouteData = { meta: async (context) => (await import('./purchaseMeta')).groupBuyFormMeta(context), queries: byId('groupbuyId', groupBuyRouteQuery) };
