import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useClockValue } from '../../../src/ui/hooks/useNow';

const OPENS_AT = Date.parse('2026-11-26T12:00:00Z');
const phaseAt = (now: number) => (now < OPENS_AT ? '即將開團' : '開團中');

describe('useClockValue: a value of the clock, not the clock itself', () => {
  beforeEach(() => jest.useFakeTimers({ now: OPENS_AT - 120_000 }));
  afterEach(() => jest.useRealTimers());

  it('hydrates with the server’s time, is not rendered again while the value stays, and is when it changes', async () => {
    let renders = 0;
    function Phase({ serverNow }: { serverNow: number }) {
      renders++;
      return <p>{useClockValue(serverNow, phaseAt, 60_000)}</p>;
    }
    const serverNow = OPENS_AT - 150_000;
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Phase serverNow={serverNow} />);
    document.body.append(container);
    renders = 0;
    await act(async () => {
      hydrateRoot(container, <Phase serverNow={serverNow} />);
    });
    expect(container.textContent).toBe('即將開團');
    expect(renders).toBe(1);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(60_000);
    });
    expect(renders).toBe(1);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(60_000);
    });
    expect(container.textContent).toBe('開團中');
    expect(renders).toBe(2);
    container.remove();
  });
});
