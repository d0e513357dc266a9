import { PROGRESS_DONE_ABOVE, PROGRESS_STEP } from '../constants';

/** SPEC §4.4 colours, named; the theme maps them to its blue, pink and red. */
export type ProgressColor = 'blue' | 'pink' | 'red';
export type DeviceKind = 'desktop' | 'mobile';

export interface ProgressBarState {
  /** 0–100 while shown; null when hidden. */
  percent: number | null;
  color: ProgressColor;
  /** True while it still climbs; false once finished or failed. */
  running: boolean;
}

export const hiddenProgress = (device: DeviceKind): ProgressBarState => ({
  percent: null,
  color: device === 'desktop' ? 'blue' : 'pink',
  running: false,
});

export const startProgress = (device: DeviceKind): ProgressBarState => ({
  ...hiddenProgress(device),
  percent: 0,
  running: true,
});

/** One tick (every 100 ms): +2, and the bar finishes by itself once it has climbed above 95. */
export function stepProgress(state: ProgressBarState): ProgressBarState {
  if (!state.running || state.percent === null) return state;
  const percent = state.percent + PROGRESS_STEP;
  return percent > PROGRESS_DONE_ABOVE ? finishProgress(state) : { ...state, percent };
}

export const finishProgress = (state: ProgressBarState): ProgressBarState => ({
  ...state,
  percent: 100,
  running: false,
});

/** A failed navigation fills the bar in red. */
export const failProgress = (state: ProgressBarState): ProgressBarState => ({
  ...state,
  percent: 100,
  color: 'red',
  running: false,
});
