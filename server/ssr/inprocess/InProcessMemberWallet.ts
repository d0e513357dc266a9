import { CouponListQuery } from '../../../contract/memberWalletRequests';
import type { MemberWallet } from '../../../src/application/memberWallet/ports';
import type { CouponList, CouponState } from '../../../src/domain/memberWallet/coupons';
import type { CreditAccount } from '../../../src/domain/memberWallet/credit';
import type { NewCustomerGift } from '../../../src/domain/memberWallet/gift';
import { toCouponList, toCreditAccount, toGift } from '../../../src/infrastructure/http/memberWalletMappers';
import type { AppContext } from '../../context';
import { identifyCaller } from '../../http/authContext';
import { parseInput } from '../../http/validation';
import { listCoupons } from '../../services/memberWallet/coupons';
import { readCredit } from '../../services/memberWallet/credit';
import { readGift } from '../../services/memberWallet/gift';
import { memberRead, type MemberRead } from './memberRead';
import { asQueryString } from './queryString';
import type { ServiceCall } from './serviceCall';
import { visitorRequest, type VisitorCookies } from './visitorRequest';

/**
 * MemberWallet on the page server, for one page request: 我的折價券, 我的購物金 and the new-customer
 * gift read in process for the request's cookie jar (GET /v1/member/coupons, /credit, /new-customer-gift;
 * the gift is readable signed out); claiming stays on the API.
 */
export class InProcessMemberWallet implements MemberWallet {
  private readonly asMember: MemberRead;

  constructor(
    private readonly ctx: Pick<AppContext, 'db' | 'now'>,
    private readonly call: ServiceCall,
    private readonly cookies: VisitorCookies,
    private readonly viaApi: MemberWallet,
  ) {
    this.asMember = memberRead(ctx, call, cookies);
  }

  coupons(state: CouponState): Promise<CouponList> {
    return this.asMember(async (member) => {
      const query = parseInput(CouponListQuery, asQueryString({ state }));
      return toCouponList(await listCoupons(this.ctx.db, member.id, query.state, this.ctx.now()));
    }, () => this.viaApi.coupons(state));
  }

  credit(): Promise<CreditAccount> {
    return this.asMember(async (member) => toCreditAccount(await readCredit(this.ctx.db, member.id, this.ctx.now())), () => this.viaApi.credit());
  }

  gift(): Promise<NewCustomerGift> {
    return this.call(async () => {
      const caller = await identifyCaller(this.ctx, visitorRequest(this.cookies));
      return toGift(await readGift(this.ctx.db, caller.member?.id ?? null));
    });
  }

  claimCode = (code: string) => this.viaApi.claimCode(code);
  claimGift = () => this.viaApi.claimGift();
}
