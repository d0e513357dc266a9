import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { CardDeadline } from '../../../src/ui/components/CardDeadline';

const HOUR = 3_600_000;
const NOW = Date.parse('2026-11-23T10:00:00+08:00');

/** Server HTML, then hydration in the browser; returns the text after hydration and any mismatch reported. */
async function hydrate(window: { startsAt: number; endsAt: number }) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<CardDeadline window={window} />);
  const serverText = container.textContent;
  document.body.appendChild(container);
  const errors: unknown[] = [];
  const consoleError = jest.spyOn(console, 'error').mockImplementation((...args) => errors.push(args));
  const root = await act(async () => hydrateRoot(container, <CardDeadline window={window} />, { onRecoverableError: (e) => errors.push(e) }));
  consoleError.mockRestore();
  const clientText = container.textContent;
  act(() => root.unmount());
  container.remove();
  return { serverText, clientText, errors };
}

describe('a card\'s deal line', () => {
  beforeEach(() => jest.useFakeTimers({ now: NOW }));
  afterEach(() => jest.useRealTimers());

  it('shows the closing date on the server, then counts down after hydrating, without a mismatch', async () => {
    const result = await hydrate({ startsAt: NOW - 48 * HOUR, endsAt: NOW + 5 * HOUR + 30_000 });
    expect(result).toEqual({ serverText: '11/23 15:00 結束', clientText: '剩 05:00:30', errors: [] });
  });

  it('shows 即將開團 before the start and 已結束 after the end', async () => {
    expect((await hydrate({ startsAt: NOW + 26 * HOUR, endsAt: NOW + 240 * HOUR })).clientText).toBe('即將開團 11/24 12:00');
    expect((await hydrate({ startsAt: NOW - 240 * HOUR, endsAt: NOW - HOUR })).clientText).toBe('已結束');
    expect((await hydrate({ startsAt: NOW - HOUR, endsAt: NOW + 100 * HOUR })).clientText).toBe('11/27 14:00 結束');
  });
});
