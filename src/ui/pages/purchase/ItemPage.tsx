import { ItemView } from './ItemView';

/** item (SPEC §2.1): /market/{itemId}. */
export default function ItemPage() {
  return <ItemView preview={false} />;
}
