import type { KeyboardEvent } from 'react';

const STEPS: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/**
 * The ARIA radio group keys on a `role="radiogroup"` of `role="radio"` buttons: the arrows (wrapping),
 * Home and End move to a radio and choose it, as a native radio group does. Space and Enter press
 * the focused button. Use with `radioTabIndex`, so Tab enters the group once, on the chosen radio.
 */
export function onRadioGroupKeyDown(event: KeyboardEvent<HTMLElement>): void {
  const radios = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('[role="radio"]'));
  const current = radios.indexOf(event.target as HTMLElement);
  if (current < 0 || radios.length === 0) return;
  const step = STEPS[event.key];
  const next = event.key === 'Home' ? 0 : event.key === 'End' ? radios.length - 1 : step ? (current + step + radios.length) % radios.length : null;
  if (next === null) return;
  event.preventDefault();
  radios[next].focus();
  radios[next].click();
}

/** Only the chosen radio (or the first, when none is chosen) is in the Tab order. */
export const radioTabIndex = (checked: boolean, index: number, anyChecked: boolean): 0 | -1 => (checked || (!anyChecked && index === 0) ? 0 : -1);
