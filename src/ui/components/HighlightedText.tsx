import type { ReactNode } from 'react';

/** Text with the given [start, end) ranges wrapped in <mark> (search matches); plain text without ranges. */
export function HighlightedText({ text, ranges, className }: { text: string; ranges?: readonly (readonly [number, number])[]; className?: string }) {
  if (!ranges?.length) return <>{text}</>;
  const parts: ReactNode[] = [];
  let at = 0;
  for (const [start, end] of ranges) {
    if (start < at || end > text.length || start >= end) continue;
    if (start > at) parts.push(text.slice(at, start));
    parts.push(<mark key={start} className={className}>{text.slice(start, end)}</mark>);
    at = end;
  }
  parts.push(text.slice(at));
  return <>{parts}</>;
}
