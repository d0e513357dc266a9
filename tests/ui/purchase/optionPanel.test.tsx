/**
 * @jest-environment ./tests/ui/routes/fetchJsdomEnvironment.ts
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { InMemoryPurchaseCatalog } from '../../../src/infrastructure/memory/InMemoryPurchase';
import { PanelProductMother } from '../../application/mothers/PanelProductMother';
import { renderApp, stubScrolling } from '../routes/renderApp';

stubScrolling();

/** The item page of 有機棉包屁衣: 60cm sold out, 70cm limit 3, 80cm limit 5. */
async function openItem(signedIn = false) {
  const app = renderApp('/market/7', {
    signedIn,
    setup: (c) => void c.get(InMemoryPurchaseCatalog).with(PanelProductMother.groupBuy()),
  });
  const panel = within(await screen.findByTestId('option-panel-7', {}, { timeout: 5000 }));
  return { app, panel };
}

describe('option panel on the item page (SPEC §4.5)', () => {
  it('opens with no size chosen among differing sizes: the button asks for a size and adds nothing (issue 30)', async () => {
    const { panel } = await openItem();
    for (const size of ['60cm', '70cm', '80cm']) expect(panel.getByRole('radio', { name: size })).toHaveAttribute('aria-checked', 'false');
    const choose = panel.getByRole('button', { name: '請選擇尺寸' });
    fireEvent.click(choose);
    expect(panel.getByRole('radio', { name: '70cm' })).toHaveFocus();
    expect(panel.queryByRole('button', { name: '加入購物車' })).not.toBeInTheDocument();
    fireEvent.click(panel.getByRole('radio', { name: '70cm' }));
    expect(panel.getByText('1', { selector: 'output' })).toBeInTheDocument();
    expect(panel.getByRole('button', { name: '加入購物車' })).toBeEnabled();
  });

  it('shows each size its own 限購 before the cart applies it (issue 30)', async () => {
    const { panel } = await openItem();
    expect(panel.getByRole('radio', { name: '70cm' })).toHaveAccessibleDescription('限購 3 件');
    expect(panel.getByRole('radio', { name: '80cm' })).toHaveAccessibleDescription('限購 5 件');
    expect(panel.getByRole('radio', { name: '60cm' })).not.toHaveAccessibleDescription();
  });

  it('keeps the quantity between 1 and the purchase limit and resets it on a new size', async () => {
    const { panel } = await openItem();
    fireEvent.click(panel.getByRole('radio', { name: '70cm' }));
    const plus = panel.getByRole('button', { name: '增加數量' });
    for (let i = 0; i < 5; i++) fireEvent.click(plus);
    expect(panel.getByText('3', { selector: 'output' })).toBeInTheDocument();
    expect(plus).toBeDisabled();
    fireEvent.click(panel.getByRole('radio', { name: '80cm' }));
    expect(panel.getByText('1', { selector: 'output' })).toBeInTheDocument();
    expect(panel.getByRole('button', { name: '減少數量' })).toBeDisabled();
  });

  it('offers a restock notice on a sold-out size and asks a visitor to sign in first', async () => {
    const { panel } = await openItem();
    fireEvent.click(panel.getByRole('radio', { name: '60cm' }));
    expect(panel.getByText('媽咪，該商品已售完')).toBeInTheDocument();
    await act(async () => fireEvent.click(panel.getByRole('button', { name: '補貨通知我' })));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/點擊補貨通知我/)).toBeInTheDocument();
  });

  it('prints 每片 NT$x beside a diaper pack price, as Taiwanese shops do (issue 30)', async () => {
    const diapers = PanelProductMother.bodysuit({ options: [{ ...PanelProductMother.bodysuit().options[1], size: 'S（4-8kg）70片', price: { discountPrice: null, currentPrice: 549, originalPrice: 690, suffix: null } }] });
    diapers.defaultOption = diapers.options[0];
    diapers.hasMultipleSizes = false;
    renderApp('/market/7', { setup: (c) => void c.get(InMemoryPurchaseCatalog).with(PanelProductMother.groupBuy(diapers)) });
    const price = within(await screen.findByTestId('panel-price', {}, { timeout: 5000 }));
    expect(price.getByText('每片 NT$7.8')).toBeInTheDocument();
  });

  it('prints no piece price for goods not sold by the piece', async () => {
    const { panel } = await openItem();
    expect(panel.queryByText(/每片/)).not.toBeInTheDocument();
  });

  it('adds to the cart for a member and shows the toast', async () => {
    await openItem(true);
    const panel = within(screen.getByTestId('option-panel-7'));
    fireEvent.click(panel.getByRole('radio', { name: '70cm' }));
    await act(async () => fireEvent.click(panel.getByRole('button', { name: '加入購物車' })));
    expect(await screen.findByText('已加入購物車')).toBeInTheDocument();
  });
});
