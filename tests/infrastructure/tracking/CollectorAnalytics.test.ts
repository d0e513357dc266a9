import { CollectorAnalytics } from '../../../src/infrastructure/tracking/CollectorAnalytics';

describe('CollectorAnalytics', () => {
  const event = (i: number) => ({ name: 'page_view' as const, at: i, path: '/', props: {} });
  const setup = () => {
    const sent: { events: unknown[] }[] = [];
    const listeners = new Map<string, () => void>();
    const analytics = new CollectorAnalytics((body) => sent.push(JSON.parse(body) as { events: unknown[] }), { addEventListener: (name: string, fn: () => void) => listeners.set(name, fn) } as never);
    return { sent, listeners, analytics };
  };
  afterEach(() => jest.useRealTimers());

  it('sends a batch 2 s after the first event', () => {
    jest.useFakeTimers();
    const { sent, analytics } = setup();
    analytics.track(event(1));
    analytics.track(event(2));
    expect(sent).toEqual([]);
    jest.advanceTimersByTime(2000);
    expect(sent.map((b) => b.events.length)).toEqual([2]);
  });

  it('sends at once at 50 events, and whatever is queued when the page is hidden', () => {
    const { sent, listeners, analytics } = setup();
    for (let i = 0; i < 53; i += 1) analytics.track(event(i));
    expect(sent.map((b) => b.events.length)).toEqual([50]);
    listeners.get('pagehide')!();
    expect(sent.map((b) => b.events.length)).toEqual([50, 3]);
  });
});
