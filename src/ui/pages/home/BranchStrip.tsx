import Box from '@mui/material/Box';
import { Link } from 'react-router-dom';
import type { Branch } from '../../../domain/catalog/Branch';
import { SHOP_TOKENS } from '../../theme';

/** The mall's branches as round icons; scrolls sideways on phones. */
export function BranchStrip({ branches }: { branches: Branch[] }) {
  return (
    <Box component="nav" aria-label="商城分館" sx={{ display: 'grid', gridAutoFlow: { xs: 'column', md: 'row' }, gridAutoColumns: { xs: '76px' }, gridTemplateColumns: { md: `repeat(${Math.max(branches.length, 1)}, minmax(0, 1fr))` }, gap: 1.5, overflowX: { xs: 'auto', md: 'visible' }, pb: 1 }}>
      {branches.map((branch) => (
        <Link key={branch.id} to={`/mall/${branch.path}`} style={{ textDecoration: 'none', color: SHOP_TOKENS.text, textAlign: 'center', fontSize: 13 }}>
          <Box sx={{ width: 64, height: 64, mx: 'auto', mb: 0.75, borderRadius: '50%', bgcolor: branch.color, display: 'grid', placeItems: 'center', overflow: 'hidden' }}>
            <img src={`/images/branch/${branch.path}.svg`} alt="" width={64} height={64} loading="lazy" style={{ display: "block" }} />
          </Box>
          {branch.name}
        </Link>
      ))}
    </Box>
  );
}
