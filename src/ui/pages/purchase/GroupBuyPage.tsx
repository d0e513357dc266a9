import { useState } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { PathLink } from '../../components/PathLink';
import { unitPrice, type PanelProduct } from '../../../domain/purchase/PurchaseOption';
import { dealPhase } from '../../../domain/purchase/dealWindow';
import { BUTTON_LABELS } from '../../../domain/purchase/buttonLabels';
import { useContainer } from '../../di/ContainerProvider';
import { formatTwd } from '../../format';
import { useClockValue } from '../../hooks/useNow';
import { AdultGate } from './AdultGate';
import { DealStatus, SimilarLive } from './DealStatus';
import { InheritLink } from './InheritLink';
import { PurchaseCopy } from './messages';
import { ProductDetails } from './ProductDetails';
import { BestReviews, FiguresLine } from './PageFigures';
import { AgeFit } from './AgeFit';
import { OptionPanelSheet } from './OptionPanelSheet';
import { FollowGroupBuyButton } from './FollowGroupBuyButton';
import { buyBarPrice, StickyBuyBar } from './StickyBuyBar';
import { Breadcrumbs, Gallery, GroupFacts, PriceLine } from './parts';
import { buttonClass } from '../../components/buttonClass';
import { byId, groupBuyQuery, groupBuyRouteQuery, numericId } from './queries';
import { useRefreshWishList } from './useRefreshWishList';
import layout from './productPage.module.css';
import styles from './GroupBuyPage.module.css';
import type { RouteData } from '../../routes/RouteData';

/** groupbuy-info (SPEC §2.1): picture, title, price, events, delivery note and the products, each with 選擇規格. */
export default function GroupBuyPage() {
  const id = numericId(useParams().groupbuyId)!;
  const { data: detail, dataUpdatedAt } = useSuspenseQuery(groupBuyQuery(useContainer(), id));
  const [chosen, setChosen] = useState<PanelProduct | null>(null);
  useRefreshWishList();
  const phase = useClockValue(dataUpdatedAt, (now) => dealPhase(detail, now), 60_000);
  const live = phase === 'live';
  const first = live ? detail.products.find((p) => !p.discontinued) ?? detail.products[0] : undefined;
  return (
    <div className={layout.container}>
      <Breadcrumbs detail={detail} />
      <div className={layout.top}>
        <Gallery image={detail.largeImage} title={detail.card.title} adultOnly={detail.card.isAdultOnly} />
        <div className={layout.info}>
          {detail.card.label && <span className={styles.label}>{detail.card.label}</span>}
          <h1 className={`${layout.title} ${styles.title}`}>{detail.card.title}</h1>
          <p className={styles.description}>{detail.card.description}</p>
          <p className={styles.brand}>{detail.brand.name}</p>
          <FiguresLine figures={detail.figures} reviewsPath={`${detail.card.url}/review`} />
          <AgeFit label={detail.ageFit} />
          <PriceLine card={detail.card} />
          <DealStatus detail={detail} phase={phase} serverNow={dataUpdatedAt} />
          <GroupFacts detail={detail} phase={phase} />
          <div className={styles.actions}>
            {first && (
              <button type="button" onClick={() => setChosen(first)} className={buttonClass('contained', 'large', styles.choose)}>
                {PurchaseCopy.CHOOSE_SPEC}
              </button>
            )}
            {live && detail.products.length > 1 && (
              <PathLink to={`/groupbuy/form/${detail.card.id}`} className={buttonClass('outlined', 'large')}>{PurchaseCopy.ORDER_FORM}</PathLink>
            )}
            <FollowGroupBuyButton groupBuyId={detail.card.id} />
          </div>
        </div>
      </div>
      <section aria-labelledby="gb-products" className={layout.section}>
        <h2 id="gb-products" className={styles.productsTitle}>{PurchaseCopy.PRODUCTS}</h2>
        <ul className={styles.products}>
          {detail.products.map((product) => (
            <ProductRow key={product.itemId} product={product} buyable={live} onChoose={() => setChosen(product)} />
          ))}
        </ul>
      </section>
      <ProductDetails paragraphs={detail.content.paragraphs} specs={detail.products[0]?.specs ?? []} sizeGuide={detail.content.sizeGuide}
        shipping={detail.shipping} specsOf={detail.products.length > 1 ? detail.products[0].title : undefined} />
      <BestReviews detail={detail} reviewsPath={`${detail.card.url}/review`} />
      <SimilarLive detail={detail} />
      {first && !first.discontinued && (
        <StickyBuyBar price={buyBarPrice(detail.card.price, detail.card.priceSuffix)}
          action={PurchaseCopy.CHOOSE_SPEC} onAction={() => setChosen(first)} />
      )}
      <OptionPanelSheet product={chosen} onClose={() => setChosen(null)} />
      <AdultGate adultOnly={detail.card.isAdultOnly} />
    </div>
  );
}

function ProductRow({ product, buyable, onChoose }: { product: PanelProduct; buyable: boolean; onChoose: () => void }) {
  const prices = product.options.map(unitPrice).filter((p) => p > 0);
  const low = prices.length > 0 ? Math.min(...prices) : null;
  return (
    <li className={styles.row}>
      <div className={styles.rowBody}>
        <h3 className={styles.rowTitle}>
          <InheritLink to={`/market/${product.itemId}`}>{product.title}</InheritLink>
        </h3>
        <p className={styles.rowSizes}>
          {product.options.map((o) => o.size).join('・')}
        </p>
      </div>
      <p className={styles.rowPrice}>
        {low !== null ? `${formatTwd(low)}${new Set(prices).size > 1 ? ' 起' : ''}` : '限時優惠價'}
      </p>
      {buyable && (
        <button type="button" onClick={onChoose} disabled={product.discontinued} aria-label={`${PurchaseCopy.CHOOSE_SPEC}：${product.title}`} className={buttonClass('outlined')}>
          {product.discontinued ? BUTTON_LABELS.IS_DISCONTINUED : PurchaseCopy.CHOOSE_SPEC}
        </button>
      )}
    </li>
  );
}

/** group-buy-info: the group-buy by its id. */
export const route: RouteData = { meta: async (context) => (await import('./purchaseMeta')).groupBuyMeta(context), queries: byId('groupbuyId', groupBuyRouteQuery) };
