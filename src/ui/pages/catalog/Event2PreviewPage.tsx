import { Event2View } from './Event2View';

/** event2-preview (SPEC §2.1): the event2 page with the 預覽模式 notice (the route sets noindex). */
export default function Event2PreviewPage() {
  return <Event2View preview />;
}
