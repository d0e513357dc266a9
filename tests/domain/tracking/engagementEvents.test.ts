import { engagementEvent } from '../../../src/domain/tracking/engagementEvents';

describe('engagement events (SPEC §7)', () => {
  it('names each event as the collector expects', () => {
    expect(engagementEvent({ kind: 'tab-click', tab: 'qa' }, 1, '/')).toEqual({ name: 'tab_click', at: 1, path: '/', props: { tab: 'qa' } });
    expect(engagementEvent({ kind: 'customer-service-click', channel: 'app' }, 1, '/').name).toBe('customer_service_click');
    expect(['viewed', 'closed', 'clicked'].map((action) => engagementEvent({ kind: 'coupon-popup', action: action as 'viewed', placement: 'footer' }, 1, '/').name))
      .toEqual(['coupon_popup_viewed', 'coupon_popup_closed', 'coupon_popup_clicked']);
  });
});
