import { useState } from 'react';

/**
 * True from the first time `open` is true: a lazily loaded dialog mounts when first opened and then
 * stays mounted, so closing it still plays its transition and gives focus back to its opener.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  // Adjusting state while rendering (React's pattern for state derived from props): no effect, no extra paint.
  if (open && !opened) setOpened(true);
  return open || opened;
}
