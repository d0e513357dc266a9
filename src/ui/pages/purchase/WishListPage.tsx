import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { UnfollowGroupBuy, UnfollowOption } from '../../../application/purchase/UnfollowOption';
import { useContainer } from '../../di/ContainerProvider';
import { GroupBuyCardView } from '../../components/GroupBuyCardView';
import { useOutcomeToast } from '../../hooks/useOutcomeToast';
import { useUseCase } from '../../hooks/useUseCase';
import { InheritLink } from './InheritLink';
import { CartCopy } from './cartMessages';
import { purchaseKeys, wishListQuery } from './queries';
import { SHOP_TOKENS } from '../../tokens';
import { pageMeta } from '../../meta/PageMeta';
import type { RouteData } from '../../routes/RouteData';
import { routeQuery } from '../../routes/RouteQuery';

/** wish-list (SPEC §2.1, login required): followed products with their sizes, followed group-buys; each can be unfollowed. */
export default function WishListPage() {
  const { data } = useSuspenseQuery(wishListQuery(useContainer()));
  const queryClient = useQueryClient();
  const unfollowOption = useUseCase(UnfollowOption);
  const unfollowGroupBuy = useUseCase(UnfollowGroupBuy);
  const toast = useOutcomeToast();
  /** Shows the §8 message, then reads the list again (invalidation, no copying). */
  const settle = async (outcome: Parameters<typeof toast>[0]) => {
    toast(outcome);
    await queryClient.invalidateQueries({ queryKey: purchaseKeys.wishList });
  };
  const empty = data.products.length === 0 && data.groupBuys.length === 0;
  return (
    <Container maxWidth="lg" sx={{ px: { xs: 1.5, md: 3 }, py: 2 }}>
      <Typography component="h1" sx={{ fontSize: { xs: 22, md: 28 }, fontWeight: 800, mb: 2 }}>{CartCopy.WISH_TITLE}</Typography>
      {empty && (
        <Box sx={{ textAlign: 'center', py: 6, bgcolor: SHOP_TOKENS.surface, borderRadius: 2 }}>
          <Typography component="h2" sx={{ fontSize: 18, fontWeight: 700 }}>{CartCopy.WISH_EMPTY}</Typography>
          <Typography sx={{ color: 'text.secondary', my: 1.5 }}>{CartCopy.WISH_EMPTY_HINT}</Typography>
          <Button component={Link} to="/mall/all" variant="outlined">{CartCopy.BACK_TO_MALL}</Button>
        </Box>
      )}
      {data.products.length > 0 && (
        <Box component="section" aria-labelledby="wish-products" sx={{ mb: 3 }}>
          <Typography id="wish-products" component="h2" sx={{ fontSize: 18, fontWeight: 700, mb: 1 }}>{CartCopy.WISH_PRODUCTS}</Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
            {data.products.map((product) => (
              <Box component="li" key={product.id} aria-label={product.title} sx={{ bgcolor: SHOP_TOKENS.surface, borderRadius: 2, p: 1.5, display: 'flex', gap: 1.5 }}>
                <Box component="img" src={product.image} alt="" width={64} height={64} loading="lazy" sx={{ borderRadius: 8, background: SHOP_TOKENS.brandTint }} />
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 700 }}><InheritLink to={`/market/${product.id}`}>{product.title}</InheritLink></Typography>
                  <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>{product.groupBuyTitle}</Typography>
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
                    {product.subscribedOptions.length === 0 && <Typography sx={{ fontSize: 13 }}>{CartCopy.WHOLE_PRODUCT}</Typography>}
                    {product.subscribedOptions.map((o) => (
                      <Box key={o.id} sx={{ display: 'flex', alignItems: 'center', gap: 0.5, border: `1px solid ${SHOP_TOKENS.divider}`, borderRadius: 1, pl: 1 }}>
                        <Typography sx={{ fontSize: 13 }}>{o.size}・{o.purchaseLimit > 0 ? CartCopy.IN_STOCK_AGAIN : CartCopy.STILL_SOLD_OUT}</Typography>
                        <Button size="small" aria-label={`${CartCopy.UNFOLLOW}：${product.title} ${o.size}`}
                          onClick={async () => settle(await unfollowOption.execute({ productId: product.id, optionId: o.id }))}>
                          {CartCopy.UNFOLLOW}
                        </Button>
                      </Box>
                    ))}
                    {product.subscribedOptions.length === 0 && (
                      <Button size="small" onClick={async () => settle(await unfollowOption.execute({ productId: product.id }))}>{CartCopy.UNFOLLOW}</Button>
                    )}
                  </Box>
                </Box>
              </Box>
            ))}
          </Box>
        </Box>
      )}
      {data.groupBuys.length > 0 && (
        <Box component="section" aria-labelledby="wish-groups">
          <Typography id="wish-groups" component="h2" sx={{ fontSize: 18, fontWeight: 700, mb: 1 }}>{CartCopy.WISH_GROUPS}</Typography>
          <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' } }}>
            {data.groupBuys.map((card) => (
              <Box key={card.id}>
                <GroupBuyCardView card={card} />
                <Button fullWidth size="small" sx={{ mt: 0.5 }} aria-label={`${CartCopy.UNFOLLOW}：${card.title}`}
                  onClick={async () => settle(await unfollowGroupBuy.execute({ groupBuyId: card.id }))}>
                  {CartCopy.UNFOLLOW}
                </Button>
              </Box>
            ))}
          </Box>
        </Box>
      )}
    </Container>
  );
}

export const route: RouteData = {
  meta: () => pageMeta({ title: '追蹤清單', robots: 'noindex', canonicalPath: '/member/wish-list' }),
  queries: ({ container }) => [routeQuery({ ...wishListQuery(container), staleTime: 0 })],
};
