import { createTheme } from '@mui/material/styles';
import { zhTW as materialZhTW } from '@mui/material/locale';
import { zhTW as gridZhTW } from '@mui/x-data-grid/locales';

/** The back office's theme: the shop's pink, denser than the shop, every built-in MUI and data grid text in zh-TW. */
export const adminTheme = createTheme(
  {
    palette: { primary: { main: '#d6336c' }, secondary: { main: '#5c7cfa' }, background: { default: '#f6f7f9' } },
    typography: { fontFamily: '"Noto Sans TC", "PingFang TC", "Microsoft JhengHei", system-ui, sans-serif' },
    components: { MuiButton: { defaultProps: { disableElevation: true } } },
  },
  gridZhTW,
  materialZhTW,
);
