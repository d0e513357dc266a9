import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ArticleLayout } from '../../components/ArticleLayout';
import { pageMeta } from '../../meta/PageMeta';
import type { RouteData } from '../../routes/RouteData';

const COLOURS = [
  { name: '寶貝粉', hex: '#f25c87' },
  { name: '安心綠', hex: '#28a4a0' },
  { name: '奶油白', hex: '#fff7f9' },
  { name: '墨灰', hex: '#333333' },
];

/** /brand-resource: the brand assets page (no nav, no sidebar; SPEC §2.1). */
export default function BrandResourcePage() {
  return (
    <ArticleLayout title="品牌合作資源" lead="歡迎合作夥伴與媒體使用寶貝揪團的標誌與品牌色，使用時請保留標誌周圍留白並勿變形。">
      <h2>標誌</h2>
      <Box sx={{ display: 'flex', gap: 3, alignItems: 'center', flexWrap: 'wrap' }}>
        <img src="/favicon.svg" width={96} height={96} alt="寶貝揪團標誌" />
        <a href="/favicon.svg" download="baobeijiutuan-logo.svg">下載標誌（SVG）</a>
      </Box>
      <h2>品牌色</h2>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gap: 2 }}>
        {COLOURS.map((colour) => (
          <Box key={colour.hex} sx={{ border: '1px solid #eee', borderRadius: 2, overflow: 'hidden' }}>
            <Box sx={{ height: 64, bgcolor: colour.hex }} />
            <Typography sx={{ p: 1, fontSize: 14 }}>{colour.name}<br />{colour.hex}</Typography>
          </Box>
        ))}
      </Box>
      <h2>使用規範</h2>
      <p>標誌請使用原始比例，最小寬度 24px；深色背景請使用白色版本。商業合作、聯名活動請來信 brand@baobeijiutuan.tw。</p>
    </ArticleLayout>
  );
}

export const route: RouteData = {
  meta: () =>
    pageMeta({
      title: '品牌合作資源',
      description: '寶貝揪團品牌識別資源：標誌、品牌色與使用規範，歡迎合作夥伴與媒體下載使用。',
      canonicalPath: '/brand-resource',
    }),
};
