import { PathLink } from '../../components/PathLink';
import { ConfirmAdult } from '../../../application/purchase/adultConfirmation';
import type { GroupBuyCard } from '../../../domain/catalog/GroupBuyCard';
import { catalogSrcSet } from '../../../domain/catalog/catalogImages';
import { taipeiDateTime, type DealPhase } from '../../../domain/purchase/dealWindow';
import type { GroupBuyDetail } from '../../../domain/purchase/GroupBuyDetail';
import { useAdultConfirmationState } from '../../hooks/useAdultConfirmation';
import { useUseCase } from '../../hooks/useUseCase';
import { formatCount, formatTwd } from '../../format';
import { InheritLink } from './InheritLink';
import { PurchaseCopy } from './messages';
import { buttonClass } from '../../components/buttonClass';
import styles from './parts.module.css';

/** Home › branch › categories › group-buy (› product). */
export function Breadcrumbs({ detail, last }: { detail: GroupBuyDetail; last?: string }) {
  const crumbs = [
    { name: PurchaseCopy.HOME, to: '/' },
    { name: detail.branch.name, to: `/mall/${detail.branch.path}` },
    ...detail.categories.map((c) => ({ name: c.name, to: `/market/category/${c.id}` })),
    ...(last ? [{ name: detail.card.title, to: detail.card.url }] : []),
  ];
  return (
    <nav aria-label={PurchaseCopy.BREADCRUMB} className={styles.crumbs}>
      {crumbs.map((c) => (
        <span key={c.to}><InheritLink to={c.to}>{c.name}</InheritLink> ›</span>
      ))}
      <span aria-current="page">{last ?? detail.card.title}</span>
    </nav>
  );
}

/** The big picture; adult-only pictures stay blurred until a valid confirmation (SPEC §4.3). */
/** The picture's width: up to 360px on phones, 5/11 of the 1200px column (about 510px) beside the facts from 900px. */
const GALLERY_SIZES = '(min-width: 1200px) 510px, (min-width: 900px) 42vw, 360px';

export function Gallery({ image, title, adultOnly }: { image: string; title: string; adultOnly: boolean }) {
  const { confirmed } = useAdultConfirmationState();
  const confirm = useUseCase(ConfirmAdult);
  const masked = adultOnly && !confirmed;
  return (
    <div className={styles.gallery}>
      <img src={image} srcSet={catalogSrcSet(image)} sizes={GALLERY_SIZES} alt={title} width={600} height={600} fetchPriority="high" className={masked ? `${styles.image} ${styles.blurred}` : styles.image} />
      {masked && (
        <div data-testid="adult-mask" className={styles.mask}>
          <p className={styles.maskText}>{PurchaseCopy.ADULT_MASKED}</p>
          <button type="button" className={buttonClass('contained')} onClick={() => confirm.execute()}>{PurchaseCopy.ADULT_CONFIRM}</button>
        </div>
      )}
    </div>
  );
}

/** Price by the card rules of SPEC §5: hidden when missing, original only when different, likes above zero. */
export function PriceLine({ card }: { card: GroupBuyCard }) {
  return (
    <div className={styles.prices}>
      {card.price === null ? (
        <p className={styles.special}>{card.priceSpecialText}</p>
      ) : (
        <p className={styles.price}>
          {formatTwd(card.price)}{card.priceSuffix && <span className={styles.suffix}>{card.priceSuffix}</span>}
        </p>
      )}
      {card.originalPrice !== null && <del className={styles.original}>{formatTwd(card.originalPrice)}</del>}
      {card.likeCount !== null && (
        <p className={styles.likes}>
          {/* Spoken, not shown: the likes' meaning for screen readers (an aria-label is not allowed on a paragraph). */}
          <span aria-hidden="true">♥ </span>{formatCount(card.likeCount)}<span className={styles.visuallyHidden}> 人喜歡</span>
        </p>
      )}
    </div>
  );
}

/** Events, the shipping promise (domain/shipping; the delivery note when none) and closing time of a group-buy. */
export function GroupFacts({ detail, phase }: { detail: GroupBuyDetail; phase: DealPhase }) {
  const delivery = detail.shipping?.promise ?? detail.products[0]?.options[0]?.deliverInfo.description;
  return (
    <dl className={styles.facts}>
      {detail.events.length > 0 && (
        <>
          <dt>{PurchaseCopy.EVENTS}</dt>
          <dd>
            <ul className={styles.events}>
              {detail.events.map((e) => (
                <li key={e.path}><PathLink to={`/event/${e.path}`} className={styles.event}>{e.title}</PathLink></li>
              ))}
            </ul>
          </dd>
        </>
      )}
      {delivery && (<><dt>{PurchaseCopy.SHIPPING_PROMISE}</dt><dd data-testid="shipping-promise">{delivery}</dd></>)}
      <dt>{PurchaseCopy.ENDS_AT}</dt>
      <dd>{phase === 'ended' ? PurchaseCopy.CLOSED : taipeiDateTime(detail.endsAt)}</dd>
    </dl>
  );
}
