import { checkoutModal, modalPath } from '../../../src/ui/pages/checkout/checkoutModal';

describe('checkoutModal (SPEC §2.1 child routes)', () => {
  it.each([
    ['', { kind: 'none' }],
    ['buyer/edit', { kind: 'buyer' }],
    ['delivery', { kind: 'delivery' }],
    ['address/create', { kind: 'address', destinationId: null }],
    ['address/edit/12', { kind: 'address', destinationId: 12 }],
    ['cs/create', { kind: 'cs', destinationId: null }],
    ['cs/edit/3', { kind: 'cs', destinationId: 3 }],
    ['cs-redirection', { kind: 'cs-redirection' }],
    ['payment', { kind: 'payment' }],
    ['payment/aftee-intro', { kind: 'aftee-intro' }],
    ['invoice', { kind: 'invoice' }],
    ['bank-list', { kind: 'bank-list' }],
  ])('%s opens %o', (path, modal) => {
    expect(checkoutModal(path)).toEqual(modal);
  });

  it.each(['coupon', 'address/edit/abc', 'address/edit/0', 'cs/edit/', 'payment/other'])('%s is no modal (the 404 page)', (path) => {
    expect(checkoutModal(path)).toBeNull();
  });

  it('builds the address of a modal', () => {
    expect(modalPath(7, 'buyer/edit')).toBe('/groupbuy/pay/v2/7/buyer/edit');
    expect(modalPath(7)).toBe('/groupbuy/pay/v2/7');
  });
});
