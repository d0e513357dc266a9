import type { Baby, BabyDraft } from '../../domain/memberProfile/babies';
import type { MemberHome, PendingReviewLine, Profile, ReviewInput, WrittenReview } from '../../domain/memberProfile/memberHome';
import type { ProfileDraft } from '../../domain/memberProfile/profile';

/** The member home, the profile and the babies (GET /v1/member/home, PATCH /v1/member/profile, /v1/member/babies). */
export interface MemberProfileGateway {
  home(): Promise<MemberHome>;
  updateProfile(draft: ProfileDraft): Promise<Profile>;
  /** Adds (id null) or changes a baby; answers every baby of the member. */
  saveBaby(id: number | null, draft: BabyDraft): Promise<Baby[]>;
  removeBaby(id: number): Promise<Baby[]>;
}

/** Reviews written after an order is completed (GET /v1/reviews/pending, POST /v1/reviews). */
export interface ReviewGateway {
  pending(orderId: number | null): Promise<PendingReviewLine[]>;
  write(input: ReviewInput): Promise<WrittenReview>;
}

/** Closing the account (POST /v1/member/delete-account); answers the goodbye message. */
export interface AccountGateway {
  deleteAccount(proof: { password?: string; confirm?: string }): Promise<string>;
}
