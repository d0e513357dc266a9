/**
 * @jest-environment ./tests/ui/routes/fetchJsdomEnvironment.ts
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Container } from 'inversify';
import { InMemoryQaGateway } from '../../../src/infrastructure/memory/InMemoryQaGateway';
import { renderApp, stubScrolling } from '../routes/renderApp';

stubScrolling();

/** The first render waits for the lazy page module, slow on a busy 2-core machine; not a timing assertion. */
const SLOW = { timeout: 10_000 };
const SCRIPT = '<script>window.hacked = true</script><img src=x onerror="alert(1)"> 寶寶一直哭';

const stock = (c: Container) => {
  const forum = c.get(InMemoryQaGateway);
  forum.actAs(2);
  void forum.postQuestion({ title: '乳腺炎發燒還能親餵嗎？', body: SCRIPT, categoryId: 7, tagIds: [31], ageStage: '0-6m', anonymous: false });
  forum.actAs(1);
  forum.questionsById.get(1000)!.categories.push({ id: 5, name: '哺乳' });
};

describe('Q&A pages', () => {
  it('renders script in a question body as text, with its answers form, and highlights its first category', async () => {
    renderApp('/qa/1000', { setup: stock });
    await screen.findByRole('heading', { level: 1, name: '乳腺炎發燒還能親餵嗎？' }, SLOW);
    expect(screen.getByTestId('question-body')).toHaveTextContent(SCRIPT);
    expect(screen.getByTestId('question-body').querySelector('script, img')).toBeNull();
    expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();
    const nav = screen.getByRole('navigation', { name: '討論區分類' });
    expect(within(nav).getByRole('link', { name: '副食品' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: '哺乳' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('button', { name: '送出回答' })).toBeInTheDocument();
  });

  it('says under the labelled answer box why an answer is refused, keeps the text, and edits a posted answer in the same kind of box', async () => {
    renderApp('/qa/1000', { setup: stock, signedIn: true });
    const box = await screen.findByLabelText('你的回答', undefined, SLOW);
    expect(box.tagName).toBe('TEXTAREA');
    fireEvent.change(box, { target: { value: '嗯' } });
    fireEvent.click(screen.getByRole('button', { name: '送出回答' }));
    await waitFor(() => expect(box).toHaveAccessibleDescription('回答至少需要 2 個字'));
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveValue('嗯');
    fireEvent.change(box, { target: { value: '我家也是這樣，試試固定睡前儀式' } });
    fireEvent.click(screen.getByRole('button', { name: '送出回答' }));
    // The writer edits in the same plain, labelled box (the in-memory forum names member 1 會員1).
    const mine = await screen.findByRole('listitem', { name: '會員1 的回答' }, SLOW);
    fireEvent.click(within(mine).getByRole('button', { name: '編輯' }));
    expect(within(mine).getByLabelText('你的回答')).toHaveValue('我家也是這樣，試試固定睡前儀式');
  });

  it('shows a tag page under its category', async () => {
    renderApp('/qa/tags/31', { setup: stock });
    await screen.findByRole('heading', { level: 1, name: '#十倍粥' }, SLOW);
    expect(within(screen.getByRole('navigation', { name: '討論區分類' })).getByRole('link', { name: '副食品' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: '乳腺炎發燒還能親餵嗎？' })).toHaveAttribute('href', '/qa/1000');
  });

  it('shows the 404 page for a category id that matches no category', async () => {
    renderApp('/qa/categories/12345', { setup: stock });
    expect(await screen.findByText(/找不到/, undefined, SLOW)).toBeInTheDocument();
  });

  it('explains what is missing on the ask form, with the Q&A nav hidden', async () => {
    renderApp('/qa/post', { setup: stock, signedIn: true });
    await screen.findByRole('heading', { level: 1, name: '發問' }, SLOW);
    expect(screen.queryByRole('navigation', { name: '討論區分類' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '發布問題' }));
    expect(await screen.findByText('請輸入問題標題')).toBeInTheDocument();
    expect(screen.getByText('請描述你的問題')).toBeInTheDocument();
    expect(screen.getByText('請選擇問題分類')).toBeInTheDocument();
    expect(screen.getByText('請選擇寶寶的年齡階段')).toBeInTheDocument();
  });
});
