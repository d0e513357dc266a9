import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { MallCopy } from './messages';
import styles from './FilterSheet.module.css';

export interface FilterSheetProps {
  /** How many filters are on (age and sub-mall choices, and a sort other than the default). */
  activeCount: number;
  /** The result count, at the end of the row. */
  count: ReactNode;
  children: ReactNode;
}

/**
 * Issue 13 finding 7: on phones the filters and sort open from one button at the top of the list
 * as a bottom sheet, in the thumb's reach; each choice applies at once (the list behind updates),
 * 完成 closes it. Hidden from 900px, where the filters stay inline. The sheet is a native modal
 * <dialog> (no MUI on the first load): the browser keeps focus inside and closes it on Escape;
 * its content renders only while open, so the inline filters are the only ones in the page otherwise.
 */
export function FilterSheet({ activeCount, count, children }: FilterSheetProps) {
  const [open, setOpen] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const sheet = dialog.current;
    if (!sheet || open === sheet.hasAttribute('open')) return;
    // jsdom has no showModal/close: the attribute alone stands in for them there.
    if (open) {
      if (sheet.showModal) sheet.showModal();
      else sheet.setAttribute('open', '');
    } else if (sheet.close) sheet.close();
    else sheet.removeAttribute('open');
  }, [open]);
  // Escape, 完成, ✕ and a tap on the backdrop all end here; focus goes back to the button that opened it.
  const onClosed = () => {
    setOpen(false);
    opener.current?.focus();
  };
  const close = () => {
    const sheet = dialog.current;
    if (sheet?.close && sheet.open) sheet.close(); // fires the dialog's close event, hence onClosed
    else onClosed();
  };
  // The sheet's content fills the dialog, so a click whose target is the dialog itself hit the backdrop.
  const onBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) close();
  };
  return (
    <>
      <div className={styles.row}>
        <button ref={opener} type="button" className={styles.opener} onClick={() => setOpen(true)} aria-haspopup="dialog" aria-expanded={open}>
          {MallCopy.filters.open}
        </button>
        {activeCount > 0 && <p className={styles.active}>{MallCopy.filters.active(activeCount)}</p>}
        {count}
      </div>
      <dialog ref={dialog} aria-labelledby={open ? 'filter-sheet-title' : undefined} className={styles.sheet} onClose={onClosed} onClick={onBackdrop}>
        {open && (
          <section aria-label={MallCopy.filters.label} className={styles.body}>
            <div className={styles.header}>
              <h2 id="filter-sheet-title" className={styles.title}>{MallCopy.filters.label}</h2>
              <button type="button" aria-label={MallCopy.filters.close} onClick={close} className={styles.close}>✕</button>
            </div>
            {children}
            <button type="button" onClick={close} className={styles.done}>{MallCopy.filters.done}</button>
          </section>
        )}
      </dialog>
    </>
  );
}
