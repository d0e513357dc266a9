import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router-dom';
import type { SpecRow } from '../../../domain/purchase/PurchaseOption';
import { sizeGuide, sizeGuidePath, type SizeGuideKind } from '../../../domain/purchase/sizeGuides';
import type { ShippingPromise } from '../../../domain/shipping/shippingPromise';
import { SHOP_COLORS } from '../../theme';
import { PurchaseCopy } from './messages';

export interface ProductDetailsProps {
  paragraphs: string[];
  specs: SpecRow[];
  sizeGuide: SizeGuideKind | null;
  shipping: ShippingPromise | null;
  /** Names the product the 規格 table belongs to on a group-buy page (several products). */
  specsOf?: string;
}

/** 商品介紹, the 規格 table (with its 尺寸表 link) and 運送說明 of an item or group-buy page. */
export function ProductDetails({ paragraphs, specs, sizeGuide: guide, shipping, specsOf }: ProductDetailsProps) {
  return (
    <Box sx={{ mt: 4, display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 6fr) minmax(0, 5fr)' }, alignItems: 'start' }}>
      {paragraphs.length > 0 && (
        <Box component="section" aria-labelledby="product-about">
          <Typography id="product-about" component="h2" sx={{ fontSize: 20, fontWeight: 700, mb: 1 }}>{PurchaseCopy.ABOUT}</Typography>
          {paragraphs.map((p) => <Typography key={p} sx={{ lineHeight: 1.9, mb: 1.5 }}>{p}</Typography>)}
        </Box>
      )}
      <Box sx={{ display: 'grid', gap: 3 }}>
        {specs.length > 0 && <SpecTable specs={specs} guide={guide} of={specsOf} />}
        {shipping && (
          <Box component="section" aria-labelledby="product-shipping">
            <Typography id="product-shipping" component="h2" sx={{ fontSize: 20, fontWeight: 700, mb: 1 }}>{PurchaseCopy.SHIPPING_TITLE}</Typography>
            <Typography data-testid="shipping-promise-detail" sx={{ fontWeight: 700 }}>{shipping.promise}</Typography>
            <Typography sx={{ fontSize: 14, color: 'text.secondary' }}>{PurchaseCopy.SHIPPING_FEES}：{shipping.fees}</Typography>
            <Typography sx={{ fontSize: 14, color: 'text.secondary' }}>{PurchaseCopy.SHIPPING_EACH}</Typography>
          </Box>
        )}
      </Box>
    </Box>
  );
}

function SpecTable({ specs, guide, of }: { specs: SpecRow[]; guide: SizeGuideKind | null; of?: string }) {
  return (
    <Box component="section" aria-labelledby="product-specs">
      <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 1, mb: 1 }}>
        <Typography id="product-specs" component="h2" sx={{ fontSize: 20, fontWeight: 700 }}>{PurchaseCopy.SPECS}</Typography>
        {guide && <SizeGuideLink kind={guide} />}
      </Box>
      <Box component="table" sx={{ width: '100%', borderCollapse: 'collapse', fontSize: 14, '& th, & td': { borderBottom: `1px solid ${SHOP_COLORS.border}`, py: 1, px: 1, textAlign: 'left', verticalAlign: 'top' }, '& th': { width: '30%', color: 'text.secondary', fontWeight: 400, whiteSpace: 'nowrap' } }}>
        {of && <Box component="caption" sx={{ captionSide: 'top', textAlign: 'left', fontSize: 13, color: 'text.secondary', pb: 0.5 }}>{of}</Box>}
        <tbody>
          {specs.map((row) => (
            <tr key={row.label}><th scope="row">{row.label}</th><td>{row.value}</td></tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}

/** 「尺寸表」: opens the size guide of these goods (its own page, so it has a URL and works without script). */
export function SizeGuideLink({ kind }: { kind: SizeGuideKind }) {
  return (
    <Box component={Link} to={sizeGuidePath(kind)} aria-label={`${PurchaseCopy.SIZE_GUIDE}：${sizeGuide(kind).title}`}
      sx={{ color: SHOP_COLORS.brandPinkStrong, fontSize: 14, fontWeight: 700, minHeight: 24, display: 'inline-flex', alignItems: 'center' }}>
      {PurchaseCopy.SIZE_GUIDE} ›
    </Box>
  );
}
