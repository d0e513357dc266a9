import { PathLink } from './PathLink';
import type { GroupBuyCard } from '../../domain/catalog/GroupBuyCard';
import { formatCount, formatTwd } from '../format';
import { useAdultMask } from '../hooks/useAdultConfirmation';
import { CardDeadline } from './CardDeadline';
import { HighlightedText } from './HighlightedText';
import { LazyImage } from './LazyImage';
import { CardCopy } from './cardCopy';
import { catalogSrcSet } from '../../domain/catalog/catalogImages';
import styles from './GroupBuyCardView.module.css';

export interface GroupBuyCardViewProps {
  card: GroupBuyCard;
  /** Cards above the fold load eagerly; the rest lazily. */
  eager?: boolean;
  /** The first card of a page's first list: its image is the likely largest paint and loads first. */
  priority?: boolean;
  /** Ranges of the title to mark (search matches). */
  titleMarks?: readonly (readonly [number, number])[];
}

/** A card's picture across GroupBuyGrid's columns (2 on phones, 3 from 600px, 4 from 900px, 5 in the 1200px column). */
const CARD_IMAGE_SIZES = '(min-width: 1200px) 218px, (min-width: 900px) 25vw, (min-width: 600px) 33vw, 50vw';

const ADULT_MASK_TEXT = '限制級商品，需年滿 18 歲才能瀏覽';

/** SPEC §3 group-buy card: image, label, title, description, price rules of §5, likes, adult mask. */
export function GroupBuyCardView({ card, eager = false, priority = false, titleMarks }: GroupBuyCardViewProps) {
  // SSR and hydration render masked; a valid adult confirmation (SPEC §4.3) unmasks after mounting.
  const masked = useAdultMask(card.isAdultOnly);
  return (
    <article className={eager ? styles.card : `${styles.card} ${styles.deferred}`}>
      <PathLink to={card.url} className={styles.link}>
        <div className={styles.media}>
          {card.image && (
            <LazyImage
              src={card.image}
              srcSet={catalogSrcSet(card.image)}
              sizes={CARD_IMAGE_SIZES}
              alt={card.title}
              width={300}
              height={300}
              eager={eager}
              fetchPriority={priority ? 'high' : undefined}
              className={masked ? `${styles.image} ${styles.blurred}` : styles.image}
            />
          )}
          {masked && (
            <div className={styles.mask} data-testid="adult-mask">
              {ADULT_MASK_TEXT}
            </div>
          )}
          {card.label && <span className={styles.label}>{card.label}</span>}
        </div>
        <div className={styles.body}>
          <h3 className={styles.title}><HighlightedText text={card.title} ranges={titleMarks} className={styles.mark} /></h3>
          <p className={styles.desc}>{card.description}</p>
          <div className={styles.prices}>
            <CardPrice card={card} />
          </div>
          {card.window && <CardDeadline window={card.window} />}
          {card.shippingPromise && <p className={styles.shipping} data-testid="card-shipping">{card.shippingPromise}</p>}
          <CardFigures card={card} />
        </div>
      </PathLink>
    </article>
  );
}

/** One line, always drawn (a card without figures keeps its height): stars (count), 跟團人數, likes. */
function CardFigures({ card }: { card: GroupBuyCard }) {
  return (
    <p className={styles.likes} data-testid="card-figures">
      {card.rating && (
        <span className={styles.rating} role="img" aria-label={CardCopy.ratingLabel(card.rating.average, card.rating.count)}>
          <span className={styles.star}>★</span>{card.rating.average.toFixed(1)}<span className={styles.count}>({formatCount(card.rating.count)})</span>
        </span>
      )}
      {card.buyerCount && <span>{CardCopy.buyers(card.buyerCount)}</span>}
      {card.likeCount !== null && (
        <span><span aria-hidden="true">♥ </span>{formatCount(card.likeCount)}<span className={styles.hidden}>{CardCopy.LIKES_HIDDEN}</span></span>
      )}
    </p>
  );
}

function CardPrice({ card }: { card: GroupBuyCard }) {
  if (card.price === null) return <span className={styles.special}>{card.priceSpecialText}</span>;
  return (
    <>
      <span className={styles.price}>
        {formatTwd(card.price)}
        {card.priceSuffix && <span className={styles.suffix}>{card.priceSuffix}</span>}
      </span>
      {card.originalPrice !== null && <del className={styles.original}>{formatTwd(card.originalPrice)}</del>}
    </>
  );
}
