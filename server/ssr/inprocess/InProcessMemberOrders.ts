import { IdQuery, OrderListQuery } from '../../../contract/memberOrdersRequests';
import type { MemberOrderGateway, RefundGateway } from '../../../src/application/memberOrders/ports';
import { parseOrderTab, parsePage, type OrderTab } from '../../../src/domain/memberOrders/orderTabs';
import type { OrderPage, RefundDetail, RefundRequest, RefundSummary } from '../../../src/domain/memberOrders/refunds';
import { toOrderPage, toRefundDetail, toRefundSummary } from '../../../src/infrastructure/http/memberOrdersMappers';
import type { AppContext } from '../../context';
import { parseInput } from '../../http/validation';
import { listOrders } from '../../services/memberOrders/orderList';
import { listRefunds, refundDetail } from '../../services/memberOrders/refundQueries';
import { memberRead, type MemberRead } from './memberRead';
import { asQueryString } from './queryString';
import { found, type ServiceCall } from './serviceCall';
import type { VisitorCookies } from './visitorRequest';

/** MemberOrderGateway on the page server, for one page request: 訂單查詢's list read in process (GET /v1/orders, the jar's member); cancelling stays on the API. */
export class InProcessMemberOrderGateway implements MemberOrderGateway {
  private readonly asMember: MemberRead;

  constructor(
    private readonly ctx: Pick<AppContext, 'db' | 'now'>,
    call: ServiceCall,
    cookies: VisitorCookies,
    private readonly viaApi: MemberOrderGateway,
  ) {
    this.asMember = memberRead(ctx, call, cookies);
  }

  list(tab: OrderTab, page: number): Promise<OrderPage> {
    return this.asMember(async (member) => {
      const query = parseInput(OrderListQuery, asQueryString({ type: tab, page }));
      return toOrderPage(await listOrders(this.ctx.db, member.id, parseOrderTab(query.type), parsePage(query.page)));
    }, () => this.viaApi.list(tab, page));
  }

  cancel = (orderId: number) => this.viaApi.cancel(orderId);
}

/** RefundGateway on the page server: 退款查詢 and one refund read in process (GET /v1/refunds, /v1/refunds/detail; another member's id is 404); requesting one stays on the API. */
export class InProcessRefundGateway implements RefundGateway {
  private readonly asMember: MemberRead;

  constructor(
    private readonly ctx: Pick<AppContext, 'db' | 'now'>,
    call: ServiceCall,
    cookies: VisitorCookies,
    private readonly viaApi: RefundGateway,
  ) {
    this.asMember = memberRead(ctx, call, cookies);
  }

  list(): Promise<RefundSummary[]> {
    return this.asMember(async (member) => (await listRefunds(this.ctx.db, member.id)).map(toRefundSummary), () => this.viaApi.list());
  }

  detail(id: number): Promise<RefundDetail> {
    return this.asMember(async (member) => {
      const query = parseInput(IdQuery, asQueryString({ id }));
      return toRefundDetail(found(await refundDetail(this.ctx.db, member.id, query.id)));
    }, () => this.viaApi.detail(id));
  }

  request = (request: RefundRequest) => this.viaApi.request(request);
}
