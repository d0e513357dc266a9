import { useRef } from 'react';
import {
  actionButtonState, canDecrease, canIncrease, needsSizeChoice, optionLook, selectedOption, soldOutTexts,
} from '../../../domain/purchase/optionPanel';
import { BUTTON_LABELS, CHOOSE_SIZE_LABEL } from '../../../domain/purchase/buttonLabels';
import { isSoldOut, unitPrice, type PanelProduct } from '../../../domain/purchase/PurchaseOption';
import { formatTwd } from '../../format';
import { piecePriceText } from '../../../domain/purchase/piecePrice';
import { PurchaseCopy } from './messages';
import { optionButtonClass } from './optionButtonLook';
import { onRadioGroupKeyDown, radioTabIndex } from '../../components/radioGroupKeys';
import { SizeGuideLink } from './ProductDetails';
import { buttonClass } from '../../components/buttonClass';
import { useOptionPanel } from './useOptionPanel';
import styles from './OptionPanel.module.css';

export interface OptionPanelProps {
  product: PanelProduct;
  readOnly?: boolean;
  /** Runs after a successful add or follow change (a sheet closes itself with it). */
  onDone?: () => void;
}

/** SPEC §2.6 / §4.5 multi-choice purchase panel: sizes, quantity, the action button and its texts. */
export function OptionPanel({ product, readOnly = false, onDone }: OptionPanelProps) {
  const panel = useOptionPanel(product, { readOnly, onDone });
  const { state } = panel;
  const option = selectedOption(state);
  const action = actionButtonState(state);
  const texts = soldOutTexts(state);
  const disabled = readOnly || panel.pending || action === 'IS_DISCONTINUED' || action === 'IS_DISABLE';
  const choose = needsSizeChoice(state);
  const sizes = useRef<HTMLDivElement>(null);
  // Nothing is added before the parent picks a size: the button takes them to the sizes instead.
  const onAction = () => (choose ? sizes.current?.querySelector<HTMLButtonElement>('button:not([data-look="disabled"])')?.focus() : void panel.act());
  return (
    <div data-testid={`option-panel-${product.itemId}`} className={styles.panel}>
      <p className={styles.price} data-testid="panel-price">
        {option && unitPrice(option) > 0 ? formatTwd(unitPrice(option)) : product.price !== null ? formatTwd(product.price) : '限時優惠價'}
        {option?.price.discountPrice != null && <del className={styles.original}>{formatTwd(option.price.currentPrice)}</del>}
        {option && piecePriceText(option.size, unitPrice(option)) && <span className={styles.piece}>{piecePriceText(option.size, unitPrice(option))}</span>}
      </p>
      {product.sizeGuide && <div className={styles.guide}><SizeGuideLink kind={product.sizeGuide} /></div>}
      <div ref={sizes} role="radiogroup" aria-label={PurchaseCopy.SIZE} onKeyDown={onRadioGroupKeyDown} className={styles.sizes}>
        {product.options.map((o, index) => {
          const look = optionLook(state, o);
          return (
            <button type="button" role="radio" key={o.id} aria-checked={o.id === state.selectedId} data-look={look}
              aria-label={o.size} aria-describedby={isSoldOut(o) ? undefined : `size-limit-${o.id}`}
              tabIndex={radioTabIndex(o.id === state.selectedId, index, option !== null)}
              onClick={() => panel.select(o.id)}
              className={optionButtonClass(look)}>
              {o.size}
              {/* Each size's own limit, before the cart applies it. */}
              {!isSoldOut(o) && <span id={`size-limit-${o.id}`} className={styles.sizeLimit}>{PurchaseCopy.LIMIT(o.purchaseLimit)}</span>}
            </button>
          );
        })}
      </div>
      {texts && (
        <div role="status" className={styles.soldOut}>
          <p className={styles.soldOutTitle}>{texts.title}</p>
          <p className={styles.soldOutHint}>{texts.hint}</p>
        </div>
      )}
      {action === 'ADD_TO_CART' && option && (
        <div className={styles.quantity}>
          <p className={styles.quantityLabel}>{PurchaseCopy.QUANTITY}</p>
          <button type="button" aria-label={PurchaseCopy.DECREASE} disabled={!canDecrease(state)} onClick={panel.decrease} className={buttonClass('outlined', 'small', styles.step)}>−</button>
          <output aria-label={PurchaseCopy.QUANTITY} className={styles.count}>{state.quantity}</output>
          <button type="button" aria-label={PurchaseCopy.INCREASE} disabled={!canIncrease(state)} onClick={panel.increase} className={buttonClass('outlined', 'small', styles.step)}>+</button>
          <p className={styles.limit}>{PurchaseCopy.LIMIT(option.purchaseLimit)}</p>
        </div>
      )}
      {option && (option.events.length > 0 || option.deliverInfo.description) && (
        <div className={styles.notes}>
          {option.events.length > 0 && <p className={styles.note}>{PurchaseCopy.EVENTS}：{option.events.join('、')}</p>}
          <p className={styles.note}>{PurchaseCopy.DELIVERY}：{option.deliverInfo.description}</p>
        </div>
      )}
      <button type="button" disabled={disabled} onClick={onAction} data-action={action} data-choose-size={choose || undefined}
        className={buttonClass(action === 'CANCEL_NOTIFY' ? 'grey' : 'contained', 'large', styles.action)}>
        {choose ? CHOOSE_SIZE_LABEL : BUTTON_LABELS[action]}
      </button>
    </div>
  );
}
