import { ThemeProvider } from '@mui/material/styles';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createShopTheme } from '../../../src/ui/theme';

/** Renders a shell component inside the shop's theme, as the app does. */
export function renderWithTheme(ui: ReactElement): RenderResult {
  return render(<ThemeProvider theme={createShopTheme()}>{ui}</ThemeProvider>);
}
