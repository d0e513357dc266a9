/**
 * What a visitor typed or submitted before React owned the page (a slow phone paints the server's form
 * seconds before it hydrates): kept by the entry from its first moment, and handed to React once it has
 * hydrated, so nothing typed is lost and a tapped submit is not a page reload that forgets the form.
 */
const typed = new Map<HTMLInputElement | HTMLTextAreaElement, string>();
let heldSubmit: { form: HTMLFormElement; submitter: HTMLElement | null } | null = null;
let ownedByReact = false;

const isTextField = (target: EventTarget | null): target is HTMLInputElement | HTMLTextAreaElement =>
  target instanceof HTMLTextAreaElement || (target instanceof HTMLInputElement && !['checkbox', 'radio', 'file', 'submit', 'button'].includes(target.type));

/** The entry's first act: note text typed before hydration, and hold a script-only form's submit (a form with an `action` still submits itself). */
export function keepEarlyInput(doc: Document = document): void {
  doc.addEventListener('input', (event) => {
    if (!ownedByReact && isTextField(event.target)) typed.set(event.target, event.target.value);
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
 * own empty state and may have emptied the field), then a held submit goes through React's handler.
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
  const held = heldSubmit;
  heldSubmit = null;
  // A task later, so the form's handler reads the state those inputs set.
  if (held?.form.isConnected) setTimeout(() => held.form.requestSubmit(held.submitter?.isConnected ? held.submitter : undefined), 0);
}
