import type { AppContext } from '../../context';
import type { Handling } from '../../api/handler';
import { adminAccessHandlers } from './accessHandlers';
import { adminWorkHandlers } from './workHandlers';
import { adminStaffHandlers } from './staffHandlers';
import { adminOrderHandlers } from './orderHandlers';
import { adminMemberHandlers } from './memberHandlers';
import { adminCouponHandlers } from './couponHandlers';
import { adminCatalogHandlers } from './catalogHandlers';
import { adminDealHandlers } from './dealHandlers';

/** Every back-office endpoint (contract/endpoints/admin*.ts): registered in app.ts as one list. */
export const adminHandlers = (ctx: AppContext): Handling[] => [...adminAccessHandlers(ctx), ...adminWorkHandlers(ctx), ...adminStaffHandlers(ctx), ...adminOrderHandlers(ctx),
  ...adminMemberHandlers(ctx), ...adminCouponHandlers(ctx), ...adminCatalogHandlers(ctx), ...adminDealHandlers(ctx)];
