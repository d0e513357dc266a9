import type { GroupBuyDetail, PageFigures as Figures } from '../../../domain/purchase/GroupBuyDetail';
import { filledStars, MAX_RATING } from '../../../domain/catalog/reviews';
import { taipeiYmd } from '../../../domain/taipeiTime';
import { InheritLink } from './InheritLink';
import { PurchaseCopy } from './messages';
import styles from './PageFigures.module.css';

/** Five stars, read out as one line. */
function StarRow({ rating }: { rating: number }) {
  const filled = filledStars(rating);
  return (
    <span role="img" aria-label={PurchaseCopy.starsLabel(rating)} className={styles.stars}>
      {'★'.repeat(filled)}<span className={styles.empty}>{'★'.repeat(MAX_RATING - filled)}</span>
    </span>
  );
}

/** Under the title: stars, 「N 則評價」 (to the review page), 已售 and 跟團人數; a line of fixed height, drawn by the server. */
export function FiguresLine({ figures, reviewsPath }: { figures: Figures; reviewsPath: string }) {
  return (
    <p className={styles.line} data-testid="page-figures">
      {figures.rating !== null ? (
        <>
          <StarRow rating={figures.rating} />
          <span className={styles.average}>{figures.rating.toFixed(1)}</span>
          <InheritLink to={reviewsPath}>{PurchaseCopy.reviewCount(figures.reviewCount)}</InheritLink>
        </>
      ) : <span>{PurchaseCopy.NO_REVIEWS}</span>}
      {figures.soldCount > 0 && <span className={styles.fact}>{PurchaseCopy.sold(figures.soldCount)}</span>}
      {figures.buyerCount > 0 && <span className={styles.fact}>{PurchaseCopy.buyers(figures.buyerCount)}</span>}
    </p>
  );
}

/** The best reviews (most stars, with a photo first) and the way to all of them. */
export function BestReviews({ detail, reviewsPath, itemReviewsPath }: { detail: GroupBuyDetail; reviewsPath: string; itemReviewsPath?: string }) {
  if (detail.bestReviews.length === 0) return null;
  return (
    <section aria-labelledby="best-reviews" className={styles.section} data-testid="best-reviews">
      <h2 id="best-reviews" className={styles.heading}>{PurchaseCopy.BEST_REVIEWS}</h2>
      <ul className={styles.list}>
        {detail.bestReviews.map((review) => (
          <li key={review.id} className={styles.review}>
            <p className={styles.meta}>
              <StarRow rating={review.rating} /> <span>{review.nickname}</span>
              <time dateTime={new Date(review.createdAt).toISOString()} className={styles.date}>{taipeiYmd(review.createdAt, '/')}</time>
            </p>
            <p className={styles.product}>{review.productTitle}</p>
            <p className={styles.body}>{review.body}</p>
            {review.photoThumbUrl && (
              <a href={review.photoUrl ?? review.photoThumbUrl} className={styles.photoLink}>
                <img src={review.photoThumbUrl} alt={PurchaseCopy.reviewPhoto(review.nickname)} width={96} height={96} loading="lazy" className={styles.photo} />
              </a>
            )}
          </li>
        ))}
      </ul>
      <p className={styles.more}>
        <InheritLink to={reviewsPath}>{PurchaseCopy.allReviews(detail.figures.reviewCount)}</InheritLink>
        {itemReviewsPath && <InheritLink to={itemReviewsPath}>{PurchaseCopy.ITEM_REVIEWS}</InheritLink>}
      </p>
    </section>
  );
}
