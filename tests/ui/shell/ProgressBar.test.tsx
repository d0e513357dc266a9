import { screen } from '@testing-library/react';
import { ProgressBar } from '../../../src/ui/shell/ProgressBar';
import { PROGRESS_BAR_COLORS } from '../../../src/ui/tokens';
import { renderWithTheme } from './renderWithTheme';

describe('ProgressBar', () => {
  it('is hidden when there is no navigation', () => {
    renderWithTheme(<ProgressBar value={null} color={PROGRESS_BAR_COLORS.desktop} />);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('reports its value and fills that share of the width', () => {
    renderWithTheme(<ProgressBar value={42} color={PROGRESS_BAR_COLORS.mobile} />);
    const bar = screen.getByRole('progressbar', { name: '頁面載入進度' });
    expect(bar).toHaveAttribute('aria-valuenow', '42');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(bar.firstElementChild).toHaveStyle({ width: '42%' });
  });

  it('keeps the value within 0 to 100', () => {
    renderWithTheme(<ProgressBar value={130} color={PROGRESS_BAR_COLORS.failure} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  });
});
