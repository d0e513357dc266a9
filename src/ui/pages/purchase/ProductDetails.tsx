import { PathLink } from '../../components/PathLink';
import type { SpecRow } from '../../../domain/purchase/PurchaseOption';
import { SIZE_GUIDE_TITLES, sizeGuidePath, type SizeGuideKind } from '../../../domain/purchase/sizeGuides';
import type { ShippingPromise } from '../../../domain/shipping/shippingPromise';
import { PurchaseCopy } from './messages';
import styles from './ProductDetails.module.css';

export interface ProductDetailsProps {
  paragraphs: string[];
  specs: SpecRow[];
  sizeGuide: SizeGuideKind | null;
  shipping: ShippingPromise | null;
  /** Names the product the 規格 table belongs to on a group-buy page (several products). */
  specsOf?: string;
}

/** 商品介紹, the 規格 table (with its 尺寸表 link) and 運送說明 of an item or group-buy page. */
export function ProductDetails({ paragraphs, specs, sizeGuide: guide, shipping, specsOf }: ProductDetailsProps) {
  return (
    <div className={styles.details}>
      {paragraphs.length > 0 && (
        <section aria-labelledby="product-about">
          <h2 id="product-about" className={styles.title}>{PurchaseCopy.ABOUT}</h2>
          {paragraphs.map((p) => <p key={p} className={styles.paragraph}>{p}</p>)}
        </section>
      )}
      <div className={styles.side}>
        {specs.length > 0 && <SpecTable specs={specs} guide={guide} of={specsOf} />}
        {shipping && (
          <section aria-labelledby="product-shipping">
            <h2 id="product-shipping" className={styles.title}>{PurchaseCopy.SHIPPING_TITLE}</h2>
            <p data-testid="shipping-promise-detail" className={styles.promise}>{shipping.promise}</p>
            <p className={styles.note}>{PurchaseCopy.SHIPPING_FEES}：{shipping.fees}</p>
            <p className={styles.note}>{PurchaseCopy.SHIPPING_EACH}</p>
          </section>
        )}
      </div>
    </div>
  );
}

function SpecTable({ specs, guide, of }: { specs: SpecRow[]; guide: SizeGuideKind | null; of?: string }) {
  return (
    <section aria-labelledby="product-specs">
      <div className={styles.specsHead}>
        <h2 id="product-specs" className={styles.specsTitle}>{PurchaseCopy.SPECS}</h2>
        {guide && <SizeGuideLink kind={guide} />}
      </div>
      <table className={styles.table}>
        {of && <caption className={styles.caption}>{of}</caption>}
        <tbody>
          {specs.map((row) => (
            <tr key={row.label}><th scope="row">{row.label}</th><td>{row.value}</td></tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** 「尺寸表」: opens the size guide of these goods (its own page, so it has a URL and works without script). */
export function SizeGuideLink({ kind }: { kind: SizeGuideKind }) {
  return (
    <PathLink to={sizeGuidePath(kind)} aria-label={`${PurchaseCopy.SIZE_GUIDE}：${SIZE_GUIDE_TITLES[kind]}`} className={styles.guideLink}>
      {PurchaseCopy.SIZE_GUIDE} ›
    </PathLink>
  );
}
