import { useSuspenseQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { PathLink } from '../../components/PathLink';
import { dealPhase } from '../../../domain/purchase/dealWindow';
import { useContainer } from '../../di/ContainerProvider';
import { useClockValue } from '../../hooks/useNow';
import { AdultGate } from './AdultGate';
import { DealStatus, SimilarLive } from './DealStatus';
import { PurchaseCopy } from './messages';
import { ProductDetails } from './ProductDetails';
import { BestReviews, FiguresLine } from './PageFigures';
import { AgeFit } from './AgeFit';
import { InheritLink } from './InheritLink';
import { OptionPanel } from './OptionPanel';
import { ItemBuyBar } from './ItemBuyBar';
import { Breadcrumbs, Gallery, GroupFacts } from './parts';
import { itemQuery, numericId } from './queries';
import { useRefreshWishList } from './useRefreshWishList';
import layout from './productPage.module.css';
import styles from './ItemView.module.css';

/** item and item-preview: one product with its option panel inline; the preview cannot buy or follow. */
export function ItemView({ preview }: { preview: boolean }) {
  const id = numericId(useParams().itemId)!;
  const { data, dataUpdatedAt } = useSuspenseQuery(itemQuery(useContainer(), id));
  const { product, groupBuy } = data;
  useRefreshWishList();
  const phase = useClockValue(dataUpdatedAt, (now) => dealPhase(groupBuy, now), 60_000);
  const others = groupBuy.products.filter((p) => p.itemId !== product.itemId);
  return (
    <div className={layout.container}>
      {preview && (
        <div role="note" className={styles.preview}>
          {PurchaseCopy.PREVIEW_BANNER}
        </div>
      )}
      <Breadcrumbs detail={groupBuy} last={product.title} />
      <div className={layout.top}>
        <Gallery image={product.imageUrl} title={product.title} adultOnly={groupBuy.card.isAdultOnly} />
        <div className={layout.info}>
          <h1 className={layout.title}>{product.title}</h1>
          <p className={styles.group}>
            <InheritLink to={groupBuy.card.url}>{groupBuy.card.title}</InheritLink>・{product.brand}
          </p>
          <FiguresLine figures={groupBuy.figures} reviewsPath={`${groupBuy.card.url}/review`} />
          <AgeFit label={groupBuy.ageFit} />
          <DealStatus detail={groupBuy} phase={phase} serverNow={dataUpdatedAt} />
          <GroupFacts detail={groupBuy} phase={phase} />
          {phase === 'live' && <OptionPanel product={product} readOnly={preview} />}
        </div>
      </div>
      {others.length > 0 && (
        <section aria-labelledby="item-others" className={layout.section}>
          <h2 id="item-others" className={styles.othersTitle}>{PurchaseCopy.SAME_GROUP}</h2>
          <ul className={styles.others}>
            {others.map((p) => (
              <li key={p.itemId}>
                <PathLink to={`/market/${preview ? 'preview/' : ''}${p.itemId}`} className={styles.other}>
                  {p.title}
                </PathLink>
              </li>
            ))}
          </ul>
        </section>
      )}
      <ProductDetails paragraphs={groupBuy.content.paragraphs} specs={product.specs ?? []} sizeGuide={groupBuy.content.sizeGuide} shipping={groupBuy.shipping} />
      <BestReviews detail={groupBuy} reviewsPath={`${groupBuy.card.url}/review`} itemReviewsPath={`/market/${product.itemId}/review`} />
      <SimilarLive detail={groupBuy} />
      {!preview && phase === 'live' && !product.discontinued && <ItemBuyBar product={product} />}
      {!preview && <AdultGate adultOnly={groupBuy.card.isAdultOnly} />}
    </div>
  );
}
