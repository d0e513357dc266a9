import { Event2View } from './Event2View';

/** event2 (SPEC §2.1): the event grouped by branch. */
export default function Event2Page() {
  return <Event2View />;
}
