import { fireEvent, screen } from '@testing-library/react';
import { CustomerServiceWidget } from '../../../src/ui/shell/CustomerServiceWidget';
import { renderWithTheme } from './renderWithTheme';

describe('CustomerServiceWidget', () => {
  it('opens a card with the hours and the LINE chat link, reporting the open', () => {
    const onOpen = jest.fn();
    renderWithTheme(<CustomerServiceWidget onOpen={onOpen} />);
    const button = screen.getByRole('button', { name: '線上客服' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(button);
    expect(onOpen).toHaveBeenCalledTimes(1);
    const card = screen.getByRole('dialog', { name: '線上客服' });
    expect(card).toHaveTextContent('客服時間：週一至週五 9:30-12:00、14:00-17:30');
    const chat = screen.getByRole('link', { name: '開啟 LINE 客服' });
    expect(chat).toHaveAttribute('href', 'https://line.me/R/ti/p/@baobeijiutuan');
    expect(chat).toHaveAttribute('target', '_blank');
    expect(chat).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('uses the given chat address and closes with the button or Escape', () => {
    const onOpen = jest.fn();
    renderWithTheme(<CustomerServiceWidget chatUrl="https://line.me/R/ti/p/@other" onOpen={onOpen} />);
    fireEvent.click(screen.getByRole('button', { name: '線上客服' }));
    expect(screen.getByRole('link', { name: '開啟 LINE 客服' })).toHaveAttribute('href', 'https://line.me/R/ti/p/@other');
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '線上客服' }));
    expect(screen.getByRole('button', { name: '線上客服' })).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(screen.getByRole('button', { name: '關閉線上客服' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onOpen).toHaveBeenCalledTimes(2);
  });
});
