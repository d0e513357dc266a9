import type { Tracking } from '../../application/purchase/ports';
import type { TrackSearchConversion } from '../../application/searchTracking/TrackSearchConversion';

/** The purchase Tracking port, forwarding an add to cart of a product reached from a search as that search's conversion. */
export class SearchConvertingTracking implements Tracking {
  constructor(private readonly inner: Tracking, private readonly conversion: TrackSearchConversion) {}

  addedToCart(event: { optionId: number; quantity: number; groupBuyId: number }): void {
    this.inner.addedToCart(event);
    this.conversion.execute({ objectId: event.groupBuyId, event: 'add_to_cart' });
  }
}
