import { ClaimFeaturedAnimation } from '../../../src/application/shell/ClaimFeaturedAnimation';
import { ConnectivityStore } from '../../../src/application/shell/ConnectivityStore';
import { ReloadAfterChunkError } from '../../../src/application/shell/ReloadAfterChunkError';
import { WatchConnectivity } from '../../../src/application/shell/WatchConnectivity';
import { DAY_MS } from '../../../src/domain/constants';
import { RecordingPageReloader } from '../../../src/infrastructure/browser/RecordingPageReloader';
import { StaticNetworkStatus } from '../../../src/infrastructure/browser/StaticNetworkStatus';
import { givenShop } from '../shop';

describe('ReloadAfterChunkError (SPEC §8)', () => {
  it('reloads at most once per 60 s', () => {
    const { container, clock } = givenShop();
    const reload = container.get(ReloadAfterChunkError);
    const reloader = container.get(RecordingPageReloader);
    expect(reload.execute()).toBe(true);
    clock.advance(59_000);
    expect(reload.execute()).toBe(false);
    clock.advance(1_000);
    expect(reload.execute()).toBe(true);
    expect(reloader.reloads).toBe(2);
  });
});

describe('ClaimFeaturedAnimation (SPEC §2.4)', () => {
  it('animates once per day', () => {
    const { container, clock } = givenShop();
    const claim = container.get(ClaimFeaturedAnimation);
    expect(claim.execute()).toBe(true);
    clock.advance(DAY_MS - 1);
    expect(claim.execute()).toBe(false);
    clock.advance(1);
    expect(claim.execute()).toBe(true);
  });
});

describe('WatchConnectivity', () => {
  it('follows the device going offline and back, until stopped', () => {
    const { container } = givenShop();
    const network = container.get(StaticNetworkStatus);
    const store = container.get(ConnectivityStore);
    const stop = container.get(WatchConnectivity).execute();
    network.set(false);
    expect(store.state$.getValue()).toBe(false);
    network.set(true);
    expect(store.state$.getValue()).toBe(true);
    stop();
    network.set(false);
    expect(store.state$.getValue()).toBe(true);
  });
});

