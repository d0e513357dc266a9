import {
  failProgress,
  finishProgress,
  hiddenProgress,
  startProgress,
  stepProgress,
  type ProgressBarState,
} from '../../../src/domain/shell/progressBar';

const steps = (state: ProgressBarState, count: number) => Array.from({ length: count }).reduce<ProgressBarState>(stepProgress, state);

describe('progress bar (SPEC §4.4)', () => {
  it('is blue on desktop and pink on mobile', () => {
    expect(startProgress('desktop')).toEqual({ percent: 0, color: 'blue', running: true });
    expect(startProgress('mobile').color).toBe('pink');
    expect(hiddenProgress('mobile')).toEqual({ percent: null, color: 'pink', running: false });
  });

  it('climbs by 2 each tick', () => {
    expect(steps(startProgress('desktop'), 3).percent).toBe(6);
  });

  it('keeps climbing up to 94, then finishes as soon as it goes above 95', () => {
    const at94 = steps(startProgress('desktop'), 47);
    expect(at94).toMatchObject({ percent: 94, running: true });
    expect(stepProgress(at94)).toMatchObject({ percent: 100, running: false });
  });

  it('finishes at 100 and turns red on failure', () => {
    const running = steps(startProgress('mobile'), 10);
    expect(finishProgress(running)).toEqual({ percent: 100, color: 'pink', running: false });
    expect(failProgress(running)).toEqual({ percent: 100, color: 'red', running: false });
  });

  it('does not move once stopped', () => {
    const done = finishProgress(startProgress('desktop'));
    expect(stepProgress(done)).toBe(done);
  });
});
