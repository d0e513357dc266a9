import { MemberProfileEndpoints as E } from '../../../contract/endpoints/memberProfile';
import type { AccountGateway, MemberProfileGateway, ReviewGateway } from '../../application/memberProfile/ports';
import type { Baby, BabyDraft } from '../../domain/memberProfile/babies';
import type { MemberHome, PendingReviewLine, Profile, ReviewInput, WrittenReview } from '../../domain/memberProfile/memberHome';
import type { ProfileDraft } from '../../domain/memberProfile/profile';
import type { ApiClient } from './ApiClient';
import { toBaby, toMemberHome, toPendingLine, toProfile, toWrittenReview } from './memberProfileMappers';

/** GET /v1/member/home, PATCH /v1/member/profile, /v1/member/babies. */
export class ApiMemberProfileGateway implements MemberProfileGateway {
  constructor(private readonly api: ApiClient) {}

  async home(): Promise<MemberHome> {
    return toMemberHome(await this.api.call(E.home));
  }

  async updateProfile(draft: ProfileDraft): Promise<Profile> {
    return toProfile(await this.api.call(E.updateProfile, { body: draft }));
  }

  async saveBaby(id: number | null, draft: BabyDraft): Promise<Baby[]> {
    const saved = id === null
      ? await this.api.call(E.addBaby, { body: draft })
      : await this.api.call(E.changeBaby, { params: { id: String(id) }, body: draft });
    return saved.babies.map(toBaby);
  }

  async removeBaby(id: number): Promise<Baby[]> {
    return (await this.api.call(E.removeBaby, { params: { id: String(id) } })).babies.map(toBaby);
  }
}

/** GET /v1/reviews/pending, POST /v1/reviews. */
export class ApiReviewGateway implements ReviewGateway {
  constructor(private readonly api: ApiClient) {}

  async pending(orderId: number | null): Promise<PendingReviewLine[]> {
    const query = orderId === null ? {} : { order: String(orderId) };
    return (await this.api.call(E.pendingReviews, { query })).lines.map(toPendingLine);
  }

  async write(input: ReviewInput): Promise<WrittenReview> {
    const body = { order_id: input.orderId, option_id: input.optionId, rating: input.rating, text: input.text, size_fit: input.sizeFit, photo: input.photo };
    return toWrittenReview(await this.api.call(E.writeReview, { body }));
  }
}

/** POST /v1/member/delete-account */
export class ApiAccountGateway implements AccountGateway {
  constructor(private readonly api: ApiClient) {}

  async deleteAccount(proof: { password?: string; confirm?: string }): Promise<string> {
    return (await this.api.call(E.deleteAccount, { body: proof })).message;
  }
}
