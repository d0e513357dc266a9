import { PendingReviewsQuery } from '../../../contract/memberProfileRequests';
import type { MemberProfileGateway, ReviewGateway } from '../../../src/application/memberProfile/ports';
import type { BabyDraft } from '../../../src/domain/memberProfile/babies';
import type { MemberHome, PendingReviewLine, ReviewInput } from '../../../src/domain/memberProfile/memberHome';
import type { ProfileDraft } from '../../../src/domain/memberProfile/profile';
import { toMemberHome, toPendingLine } from '../../../src/infrastructure/http/memberProfileMappers';
import type { AppContext } from '../../context';
import { parseInput } from '../../http/validation';
import { memberHome } from '../../services/memberProfile/home';
import { pendingReviewLines } from '../../services/memberProfile/reviews';
import { memberRead, type MemberRead } from './memberRead';
import { asQueryString } from './queryString';
import type { ServiceCall } from './serviceCall';
import type { VisitorCookies } from './visitorRequest';

/** MemberProfileGateway on the page server, for one page request: the member home read in process (GET /v1/member/home, the jar's member); profile and baby changes stay on the API. */
export class InProcessMemberProfileGateway implements MemberProfileGateway {
  private readonly asMember: MemberRead;

  constructor(
    private readonly ctx: Pick<AppContext, 'db' | 'now'>,
    call: ServiceCall,
    cookies: VisitorCookies,
    private readonly viaApi: MemberProfileGateway,
  ) {
    this.asMember = memberRead(ctx, call, cookies);
  }

  home(): Promise<MemberHome> {
    return this.asMember(async (member) => toMemberHome(await memberHome(this.ctx.db, member, this.ctx.now())), () => this.viaApi.home());
  }

  updateProfile = (draft: ProfileDraft) => this.viaApi.updateProfile(draft);
  saveBaby = (id: number | null, draft: BabyDraft) => this.viaApi.saveBaby(id, draft);
  removeBaby = (id: number) => this.viaApi.removeBaby(id);
}

/** ReviewGateway on the page server: the lines waiting for a review read in process (GET /v1/reviews/pending); writing one stays on the API. */
export class InProcessReviewGateway implements ReviewGateway {
  private readonly asMember: MemberRead;

  constructor(
    private readonly ctx: Pick<AppContext, 'db' | 'now'>,
    call: ServiceCall,
    cookies: VisitorCookies,
    private readonly viaApi: ReviewGateway,
  ) {
    this.asMember = memberRead(ctx, call, cookies);
  }

  pending(orderId: number | null): Promise<PendingReviewLine[]> {
    return this.asMember(async (member) => {
      const { order } = parseInput(PendingReviewsQuery, asQueryString({ order: orderId }));
      return (await pendingReviewLines(this.ctx.db, member.id, order)).map(toPendingLine);
    }, () => this.viaApi.pending(orderId));
  }

  write = (input: ReviewInput) => this.viaApi.write(input);
}
