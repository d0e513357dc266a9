import { createShopTheme } from '../../../src/ui/theme';
import { MOBILE_FOOTER_HIDDEN_FROM_PX, PROGRESS_BAR_COLORS, SHOP_COLORS } from '../../../src/ui/tokens';

describe('createShopTheme', () => {
  it('uses the brand colours and a desktop breakpoint at 1200', () => {
    const theme = createShopTheme();
    expect(theme.palette.primary.main).toBe(SHOP_COLORS.brandPink);
    expect(theme.palette.secondary.main).toBe(SHOP_COLORS.teal);
    expect(theme.breakpoints.values.desktop).toBe(1200);
    expect(theme.breakpoints.up('desktop')).toBe('@media (min-width:1200px)');
    expect(theme.typography.fontFamily).toContain('"Noto Sans CJK TC"');
  });

  it('gives MUI\'s built-in texts in zh-TW, never its English defaults (Close, No options, Rows per page)', () => {
    const { components } = createShopTheme();
    expect(components?.MuiAutocomplete?.defaultProps).toMatchObject({ noOptionsText: '沒有可用選項', closeText: '關閉', clearText: '清除' });
    expect(components?.MuiAlert?.defaultProps).toMatchObject({ closeText: '關閉' });
    expect(components?.MuiTablePagination?.defaultProps?.labelRowsPerPage).toBe('每頁列數：');
  });

  it('names the progress bar colours of SPEC §4.4 and the mobile footer limit of §9', () => {
    expect(PROGRESS_BAR_COLORS).toEqual({ desktop: '#2f80ed', mobile: '#f25c87', failure: '#e53935' });
    expect(MOBILE_FOOTER_HIDDEN_FROM_PX).toBe(1199);
  });
});
