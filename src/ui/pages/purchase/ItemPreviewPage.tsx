import { ItemView } from './ItemView';

/** item-preview (SPEC §2.1): the same product with a 預覽 banner; nothing can be bought or followed. */
export default function ItemPreviewPage() {
  return <ItemView preview />;
}
