import { syllablesOf } from './reading';

/** An index bigram that reads like one of the query's, with how many group-buys hold it. */
export interface Candidate { term: string; docs: number }

/** What a spelling costs: characters changed, of those the ones only near in sound, and (negated) how common its bigrams are. */
type Cost = [changed: number, near: number, rarity: number];

const add = (a: Cost, b: Cost): Cost => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
const less = (a: Cost, b: Cost): boolean => a[0] !== b[0] ? a[0] < b[0] : a[1] !== b[1] ? a[1] < b[1] : a[2] < b[2];

/** The cost of writing `chosen` where `typed` was typed (one character). */
function charCost(typed: string, chosen: string): [number, number] {
  if (typed === chosen) return [0, 0];
  return [1, syllablesOf(typed)[0] === syllablesOf(chosen)[0] ? 0 : 1];
}

function bigramCost(typed: string, c: Candidate, first: boolean): Cost {
  const [a, b] = [...c.term];
  const [t0, t1] = [...typed];
  const second = charCost(t1, b);
  const cost: Cost = [second[0], second[1], -c.docs];
  return first ? add(cost, [...charCost(t0, a), 0]) : cost;
}

interface Step { cost: Cost; text: string }

/**
 * The spelling of a CJK run (2 characters or more) that the index holds and that reads like it:
 * `candidates[i]` are the index bigrams reading like the run's i-th bigram. Consecutive bigrams
 * must share their middle character; fewest changed characters win, then the closest sounds, then
 * the commonest bigrams. Null when no chain of bigrams covers the run.
 */
export function correctRun(run: string, candidates: readonly (readonly Candidate[])[]): string | null {
  const chars = [...run];
  if (chars.length < 2 || candidates.length !== chars.length - 1) return null;
  let steps = new Map<string, Step>();
  for (const c of candidates[0]) steps.set(c.term, { cost: bigramCost(chars[0] + chars[1], c, true), text: c.term });
  for (let i = 1; i < candidates.length; i++) {
    const next = new Map<string, Step>();
    for (const c of candidates[i]) {
      const cost = bigramCost(chars[i] + chars[i + 1], c, false);
      for (const [term, step] of steps) {
        if ([...term][1] !== [...c.term][0]) continue;
        const total = add(step.cost, cost);
        const known = next.get(c.term);
        if (!known || less(total, known.cost)) next.set(c.term, { cost: total, text: step.text + [...c.term][1] });
      }
    }
    steps = next;
  }
  let best: Step | undefined;
  for (const step of steps.values()) if (!best || less(step.cost, best.cost)) best = step;
  return best?.text ?? null;
}
