import { InProcessJobs } from '../../server/services/jobs/InProcessJobs';
import { scheduleDemoJobs } from '../../server/services/memberOrders/demoJobs';
import { DEMO_TIMINGS } from '../../server/services/memberOrders/demoTimings';
import { runFulfilment } from '../../server/services/memberOrders/fulfilment';
import { approveRefunds } from '../../server/services/memberOrders/refundApproval';

jest.mock('../../server/services/memberOrders/fulfilment', () => ({ runFulfilment: jest.fn() }));
jest.mock('../../server/services/memberOrders/refundApproval', () => ({ approveRefunds: jest.fn() }));

const fulfil = jest.mocked(runFulfilment);
const approve = jest.mocked(approveRefunds);

describe('the demo fulfilment jobs', () => {
  const NOW = Date.UTC(2026, 10, 1);
  const errors: unknown[] = [];
  const ctx = {
    db: {} as never, mailer: {} as never, invoices: {} as never, config: { publicOrigin: 'http://shop.test' } as never, now: () => NOW,
    log: { error: (details: unknown) => errors.push(details) } as never,
  };
  const startDemoJobs = (demo: typeof ctx) => {
    const jobs = new InProcessJobs({ info: () => undefined, error: (details) => errors.push(details) });
    scheduleDemoJobs(jobs, demo);
    void jobs.start();
    return () => void jobs.stop();
  };
  // The run is async: let its promises settle (setImmediate is left real for this).
  const settle = () => new Promise((resolve) => setImmediate(resolve));

  beforeEach(() => {
    jest.useFakeTimers({ doNotFake: ['setImmediate'] });
    fulfil.mockReset().mockResolvedValue([]);
    approve.mockReset().mockResolvedValue(undefined as never);
    errors.length = 0;
  });
  afterEach(() => jest.useRealTimers());

  it('ships orders, then approves refunds, every tick, until stopped', async () => {
    const stop = startDemoJobs(ctx);
    jest.advanceTimersByTime(DEMO_TIMINGS.tickMs - 1);
    expect(fulfil).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    await settle();
    const deps = { db: ctx.db, mailer: ctx.mailer, origin: 'http://shop.test', afterRefund: expect.any(Function) };
    expect(fulfil.mock.calls).toEqual([[deps, NOW]]);
    expect(approve.mock.calls).toEqual([[deps, NOW]]);
    stop();
    jest.advanceTimersByTime(DEMO_TIMINGS.tickMs * 3);
    await settle();
    expect(fulfil).toHaveBeenCalledTimes(1);
  });

  it('logs a failed run and keeps ticking', async () => {
    fulfil.mockRejectedValueOnce(new Error('database away'));
    const stop = startDemoJobs(ctx);
    jest.advanceTimersByTime(DEMO_TIMINGS.tickMs);
    await settle();
    expect(errors).toEqual([expect.objectContaining({ err: expect.any(Error) })]);
    expect(approve).not.toHaveBeenCalled();
    jest.advanceTimersByTime(DEMO_TIMINGS.tickMs);
    await settle();
    expect(approve).toHaveBeenCalledTimes(1);
    stop();
  });
});
