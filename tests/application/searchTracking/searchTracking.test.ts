import 'reflect-metadata';
import { AddToCart } from '../../../src/application/purchase/AddToCart';
import { RegisterSearchQuery } from '../../../src/application/searchTracking/RegisterSearchQuery';
import { TrackSearchClick } from '../../../src/application/searchTracking/TrackSearchClick';
import { TrackSearchConversion } from '../../../src/application/searchTracking/TrackSearchConversion';
import { FixedClock } from '../../../src/infrastructure/clock/FixedClock';
import { buildTestContainer } from '../../../src/infrastructure/di/buildTestContainer';
import { SessionStore } from '../../../src/application/shell/SessionStore';
import { FixedDeviceId, InMemorySearchTrackingGateway } from '../../../src/infrastructure/memory/InMemorySearchTracking';
import { InMemoryErrorReporter } from '../../../src/infrastructure/reporting/InMemoryErrorReporter';
import { InMemoryPurchaseCatalog, InMemoryTracking } from '../../../src/infrastructure/memory/InMemoryPurchase';
import { PanelProductMother } from '../mothers/PanelProductMother';
import { UserMetaMother } from '../mothers/UserMetaMother';

describe('search tracking use cases', () => {
  const setup = () => {
    const container = buildTestContainer();
    return {
      container,
      clock: container.get(FixedClock),
      gateway: container.get(InMemorySearchTrackingGateway),
      device: container.get(FixedDeviceId),
      reporter: container.get(InMemoryErrorReporter),
      register: container.get(RegisterSearchQuery),
      click: container.get(TrackSearchClick),
      convert: container.get(TrackSearchConversion),
    };
  };
  const aClick = { queryId: 'q1', objectId: 42, index: 'groupbuy', event: 'click', position: 1 };

  it('sends a click only for a qualified query, and not after 30 minutes', () => {
    const s = setup();
    expect(s.click.execute(aClick)).toBe('not-qualified');
    s.register.execute({ queryId: 'q1' });
    expect(s.click.execute(aClick)).toBe('sent');
    s.clock.advance(30 * 60 * 1000);
    expect(s.click.execute(aClick)).toBe('not-qualified');
    expect(s.gateway.clicks).toEqual([{ click: { query_id: 'q1', object_id: '42', index: 'groupbuy', event: 'click', position: 1 }, deviceId: 'device-test-0001' }]);
  });

  it('sends nothing for an incomplete click', () => {
    const s = setup();
    s.register.execute({ queryId: 'q1' });
    expect(s.click.execute({ ...aClick, position: null })).toBe('incomplete');
    expect(s.gateway.clicks).toEqual([]);
  });

  it('converts the clicked result when it is added to the cart (AddToCart owns the rule)', async () => {
    const s = setup();
    s.container.get(SessionStore).resolve(UserMetaMother.amy());
    for (const groupId of [42, 43]) s.container.get(InMemoryPurchaseCatalog).with(PanelProductMother.groupBuy(PanelProductMother.bodysuit({ groupId })));
    s.register.execute({ queryId: 'q1' });
    s.click.execute(aClick);
    await s.container.get(AddToCart).execute({ groupBuyId: 42, optionId: 11, quantity: 1 });
    await s.container.get(AddToCart).execute({ groupBuyId: 43, optionId: 12, quantity: 1 });
    expect(s.gateway.conversions).toEqual([{ conversion: { query_id: 'q1', object_id: '42', index: 'groupbuy', event: 'add_to_cart' }, deviceId: 'device-test-0001' }]);
    expect(s.container.get(InMemoryTracking).events).toHaveLength(2);
  });

  it('reports a missing device id and still sends the click without it (SPEC §8)', () => {
    const s = setup();
    s.device.id = null;
    s.register.execute({ queryId: 'q1' });
    s.click.execute(aClick);
    expect(s.gateway.clicks[0].deviceId).toBeNull();
    expect(s.reporter.reports.map((r) => (r.error as Error).message)).toEqual(['search tracking: missing device id']);
  });
});
