import type { AxiosInstance } from 'axios';
import { envelope } from '../../../contract/common';
import { AccountDeletedBody, BabyListBody, MemberHomeBody, PendingReviewsBody, ProfileBody, ReviewCreatedBody } from '../../../contract/memberProfile';
import type { AccountGateway, MemberProfileGateway, ReviewGateway } from '../../application/memberProfile/ports';
import type { Baby, BabyDraft } from '../../domain/memberProfile/babies';
import type { MemberHome, PendingReviewLine, Profile, ReviewInput, WrittenReview } from '../../domain/memberProfile/memberHome';
import type { ProfileDraft } from '../../domain/memberProfile/profile';
import { toBaby, toMemberHome, toPendingLine, toProfile, toWrittenReview } from './memberProfileMappers';

const HomeResponse = envelope(MemberHomeBody);
const ProfileResponse = envelope(ProfileBody);
const BabiesResponse = envelope(BabyListBody);
const PendingResponse = envelope(PendingReviewsBody);
const ReviewResponse = envelope(ReviewCreatedBody);
const DeletedResponse = envelope(AccountDeletedBody);

/** GET /v1/member/home, PATCH /v1/member/profile, /v1/member/babies. */
export class AxiosMemberProfileGateway implements MemberProfileGateway {
  constructor(private readonly http: AxiosInstance) {}

  async home(): Promise<MemberHome> {
    return toMemberHome(HomeResponse.parse((await this.http.get('/v1/member/home')).data).data);
  }

  async updateProfile(draft: ProfileDraft): Promise<Profile> {
    return toProfile(ProfileResponse.parse((await this.http.patch('/v1/member/profile', draft)).data).data);
  }

  async saveBaby(id: number | null, draft: BabyDraft): Promise<Baby[]> {
    const response = id === null ? await this.http.post('/v1/member/babies', draft) : await this.http.put(`/v1/member/babies/${id}`, draft);
    return BabiesResponse.parse(response.data).data.babies.map(toBaby);
  }

  async removeBaby(id: number): Promise<Baby[]> {
    return BabiesResponse.parse((await this.http.delete(`/v1/member/babies/${id}`, { data: {} })).data).data.babies.map(toBaby);
  }
}

/** GET /v1/reviews/pending, POST /v1/reviews. */
export class AxiosReviewGateway implements ReviewGateway {
  constructor(private readonly http: AxiosInstance) {}

  async pending(orderId: number | null): Promise<PendingReviewLine[]> {
    const params = orderId === null ? {} : { order: orderId };
    return PendingResponse.parse((await this.http.get('/v1/reviews/pending', { params })).data).data.lines.map(toPendingLine);
  }

  async write(input: ReviewInput): Promise<WrittenReview> {
    const body = { order_id: input.orderId, option_id: input.optionId, rating: input.rating, text: input.text, size_fit: input.sizeFit, photo: input.photo };
    return toWrittenReview(ReviewResponse.parse((await this.http.post('/v1/reviews', body)).data).data);
  }
}

/** POST /v1/member/delete-account */
export class AxiosAccountGateway implements AccountGateway {
  constructor(private readonly http: AxiosInstance) {}

  async deleteAccount(proof: { password?: string; confirm?: string }): Promise<string> {
    return DeletedResponse.parse((await this.http.post('/v1/member/delete-account', proof)).data).data.message;
  }
}
