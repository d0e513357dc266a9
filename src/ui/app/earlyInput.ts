/**
 * What a visitor typed, submitted or tapped before React owned the page (a slow phone paints the server's
 * page before it hydrates): kept by the entry from its first moment, and handed to React once it has
 * hydrated, so nothing typed is lost, a tapped submit is not a page reload that forgets the form, and a
 * tapped button does what it says once the page can.
 */
const typed = new Map<HTMLInputElement | HTMLTextAreaElement, string>();
/** Choices made before hydration: a select's value, a checkbox's or a checked radio's state. */
const chosen = new Map<HTMLSelectElement, string>();
const toggled = new Map<HTMLInputElement, boolean>();
let heldSubmit: { form: HTMLFormElement; submitter: HTMLElement | null } | null = null;
const tapped: HTMLElement[] = [];
let ownedByReact = false;

const isTextField = (target: EventTarget | null): target is HTMLInputElement | HTMLTextAreaElement =>
  target instanceof HTMLTextAreaElement || (target instanceof HTMLInputElement && !['checkbox', 'radio', 'file', 'submit', 'button'].includes(target.type));

/** A button whose tap only script answers: not one that submits its form (the held submit covers those). */
function scriptButton(target: EventTarget | null): HTMLElement | null {
  const button = target instanceof Element ? target.closest('button, [role="button"]') : null;
  if (!(button instanceof HTMLElement) || button.closest('a[href]')) return null;
  return button instanceof HTMLButtonElement && button.type === 'submit' && button.form ? null : button;
}

/**
 * The entry's first act: note text typed and choices made before hydration, hold a script-only form's submit (a form with an
 * `action` still submits itself) and the taps on buttons only script answers (links still navigate).
 */
export function keepEarlyInput(doc: Document = document): void {
  doc.addEventListener('click', (event) => {
    const button = ownedByReact ? null : scriptButton(event.target);
    if (button && !tapped.includes(button)) tapped.push(button);
  }, true);
  doc.addEventListener('input', (event) => {
    if (!ownedByReact && isTextField(event.target)) typed.set(event.target, event.target.value);
  }, true);
  doc.addEventListener('change', (event) => {
    const field = event.target;
    if (ownedByReact) return;
    if (field instanceof HTMLSelectElement) chosen.set(field, field.value);
    else if (field instanceof HTMLInputElement && (field.type === 'checkbox' || (field.type === 'radio' && field.checked))) toggled.set(field, field.checked);
  }, true);
  doc.addEventListener('submit', (event) => {
    const form = event.target;
    if (ownedByReact || !(form instanceof HTMLFormElement) || form.hasAttribute('action')) return;
    event.preventDefault();
    heldSubmit = { form, submitter: (event as SubmitEvent).submitter };
  }, true);
}

/**
 * Once hydrated: each field typed into tells React its text as an input event would (React kept its
 * own empty state and may have emptied the field), each select, checkbox and radio chosen tells React the
 * choice as a change or a click would, then the tapped buttons are tapped again, once each
 * and in order (a second tap on a page that did not answer is not a second add to the cart), and a held
 * submit goes through React's handler.
 */
export function handEarlyInputToReact(): void {
  ownedByReact = true;
  typed.forEach((text, field) => {
    if (!field.isConnected) return;
    // Through React's own value property first, so its change tracking sees the text as new.
    field.value = '';
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, text);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
  typed.clear();
  chosen.forEach((value, select) => {
    if (!select.isConnected) return;
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
  chosen.clear();
  // A click is how React hears of a checkbox or radio: from the other state, so it sees the change.
  toggled.forEach((checked, box) => {
    if (!box.isConnected) return;
    box.checked = !checked;
    box.click();
  });
  toggled.clear();
  const held = heldSubmit;
  heldSubmit = null;
  const taps = tapped.splice(0);
  if (!held && taps.length === 0) return;
  // A task later, so the buttons' and the form's handlers read the state those inputs set.
  setTimeout(() => {
    taps.forEach((button) => button.isConnected && button.click());
    if (held?.form.isConnected) held.form.requestSubmit(held.submitter?.isConnected ? held.submitter : undefined);
  }, 0);
}
