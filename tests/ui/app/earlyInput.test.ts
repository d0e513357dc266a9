import type * as EarlyInputModule from '../../../src/ui/app/earlyInput';

type EarlyInput = typeof EarlyInputModule;

/** A fresh copy of the module (its state is the page's) over a fresh page. */
function freshPage(body: string): { early: EarlyInput; doc: Document } {
  let early!: EarlyInput;
  jest.isolateModules(() => {
    early = jest.requireActual<EarlyInput>('../../../src/ui/app/earlyInput');
  });
  const doc = document.implementation.createHTMLDocument('page');
  doc.body.innerHTML = body;
  early.keepEarlyInput(doc);
  return { early, doc };
}

const PAGE = `
  <button type="button" id="size">M</button>
  <div role="button" id="more">更多</div>
  <button type="button" id="cart">加入購物車</button>
  <a href="/cart"><button type="button" id="inLink">購物車</button></a>
  <form><input id="email"><button id="send">寄送</button></form>`;

describe('earlyInput: taps before hydration', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('taps the buttons again once React owns the page, once each and in order', () => {
    const { early, doc } = freshPage(PAGE);
    const order: string[] = [];
    for (const id of ['size', 'more', 'cart']) doc.getElementById(id)!.addEventListener('click', () => order.push(id));
    doc.getElementById('cart')!.click();
    doc.getElementById('size')!.click();
    doc.getElementById('cart')!.click();
    doc.getElementById('more')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    order.length = 0; // what the page did before hydration: nothing of React's answered those
    early.handEarlyInputToReact();
    expect(order).toEqual([]);
    jest.runAllTimers();
    expect(order).toEqual(['cart', 'size', 'more']);
  });

  it('leaves links and a form’s own submit button to the browser', () => {
    const { early, doc } = freshPage(PAGE);
    const clicked: string[] = [];
    doc.getElementById('inLink')!.addEventListener('click', (event) => { event.preventDefault(); clicked.push('inLink'); });
    doc.getElementById('send')!.addEventListener('click', (event) => { event.preventDefault(); clicked.push('send'); });
    doc.getElementById('inLink')!.click();
    doc.getElementById('send')!.click();
    early.handEarlyInputToReact();
    jest.runAllTimers();
    expect(clicked).toEqual(['inLink', 'send']);
  });

  it('does not keep taps once React owns the page, nor tap a button that is gone', () => {
    const { early, doc } = freshPage(PAGE);
    const clicked: string[] = [];
    doc.getElementById('size')!.addEventListener('click', () => clicked.push('size'));
    doc.getElementById('cart')!.click();
    doc.getElementById('cart')!.remove();
    early.handEarlyInputToReact();
    doc.getElementById('size')!.click();
    jest.runAllTimers();
    expect(clicked).toEqual(['size']);
  });

  it('hands the typed text to the field as an input event', () => {
    const { early, doc } = freshPage(PAGE);
    const field = doc.getElementById('email') as HTMLInputElement;
    const seen: string[] = [];
    field.value = 'mama@example.com';
    field.dispatchEvent(new Event('input', { bubbles: true }));
    field.value = '';
    field.addEventListener('input', () => seen.push(field.value));
    early.handEarlyInputToReact();
    expect(seen).toEqual(['mama@example.com']);
  });
});

describe('earlyInput: choices before hydration', () => {
  const FORM = `
    <form><select id="reason"><option value="damaged">商品瑕疵或損壞</option><option value="size">尺寸或規格不合</option></select>
    <input type="radio" name="method" id="card" value="card" checked><input type="radio" name="method" id="credit" value="credit">
    <input type="checkbox" id="agree"></form>`;

  it('tells the page the select, radio and checkbox chosen, as a change and a click would', () => {
    const { early, doc } = freshPage(FORM);
    const select = doc.getElementById('reason') as HTMLSelectElement;
    const credit = doc.getElementById('credit') as HTMLInputElement;
    const agree = doc.getElementById('agree') as HTMLInputElement;
    select.value = 'size';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    credit.click();
    agree.click();
    // Hydration puts the server's state back, as React's controlled fields may.
    select.value = 'damaged';
    (doc.getElementById('card') as HTMLInputElement).checked = true;
    agree.checked = false;
    const heard: string[] = [];
    select.addEventListener('change', () => heard.push(`select ${select.value}`));
    credit.addEventListener('click', () => heard.push(`credit ${credit.checked}`));
    agree.addEventListener('click', () => heard.push(`agree ${agree.checked}`));
    early.handEarlyInputToReact();
    expect(heard).toEqual(['select size', 'credit true', 'agree true']);
    expect(credit.checked).toBe(true);
  });
});
