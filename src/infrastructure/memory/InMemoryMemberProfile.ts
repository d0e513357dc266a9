import { DELETE_CONFIRM_PHRASE, MemberProfileErrorCode } from '../../../contract/memberProfileCodes';
import type { AccountGateway, MemberProfileGateway, ReviewGateway } from '../../application/memberProfile/ports';
import type { Clock } from '../../application/auth/ports';
import { ApiError, NotFoundError, ParameterError } from '../../domain/errors/clientErrors';
import { checkBaby, MAX_BABIES, type Baby, type BabyDraft } from '../../domain/memberProfile/babies';
import { taipeiDate } from '../../domain/memberProfile/dates';
import type { MemberHome, PendingReviewLine, Profile, ReviewInput, WrittenReview } from '../../domain/memberProfile/memberHome';
import { ProfileMessages } from '../../domain/memberProfile/messages';
import { avatarUrl, checkProfile, type ProfileDraft } from '../../domain/memberProfile/profile';
import { checkReview, reviewCredit, reviewEligibility } from '../../domain/memberProfile/reviews';

/** The shop's member home for one signed-in member, in memory, with the shop's rules and refusals. */
export class InMemoryMemberProfileGateway implements MemberProfileGateway {
  private nextBabyId = 1;
  state: MemberHome = {
    nickname: '媽咪Amy', mobile: '', avatar: 'bear', avatarUrl: avatarUrl('bear'), email: 'amy@example.com', emailVerified: true, hasPassword: true,
    babies: [], orders: { pendingPayment: 0, toShip: 0, shipped: 0, toReview: 0 }, usableCoupons: 0, creditBalance: 0, wishListTotal: 0,
  };

  /** `onSaved` lets the shop's accounts learn the new nickname, as the server's one members row does. */
  constructor(private readonly clock: Clock, private readonly onSaved: (profile: Profile) => void = () => {}) {}

  async home(): Promise<MemberHome> {
    return structuredClone(this.state);
  }

  async updateProfile(draft: ProfileDraft): Promise<Profile> {
    const checked = checkProfile(draft);
    if (!checked.ok) throw new ParameterError(checked.error as Record<string, string>);
    this.state = { ...this.state, ...checked.value, avatarUrl: avatarUrl(checked.value.avatar) };
    const saved = { ...checked.value, avatarUrl: avatarUrl(checked.value.avatar) };
    this.onSaved(saved);
    return saved;
  }

  async saveBaby(id: number | null, draft: BabyDraft): Promise<Baby[]> {
    const checked = checkBaby(draft, taipeiDate(this.clock.now()));
    if (!checked.ok) throw new ParameterError(checked.error as Record<string, string>);
    if (id === null) {
      if (this.state.babies.length >= MAX_BABIES) throw new ApiError(409, MemberProfileErrorCode.BABY_LIMIT, ProfileMessages.BABY_LIMIT);
      this.state.babies.push({ id: this.nextBabyId++, ...checked.value });
    } else {
      const index = this.state.babies.findIndex((b) => b.id === id);
      if (index < 0) throw new NotFoundError();
      this.state.babies[index] = { id, ...checked.value };
    }
    return this.babiesByBirthday();
  }

  async removeBaby(id: number): Promise<Baby[]> {
    if (!this.state.babies.some((b) => b.id === id)) throw new NotFoundError();
    this.state.babies = this.state.babies.filter((b) => b.id !== id);
    return this.babiesByBirthday();
  }

  /** As the server lists them: the eldest first (ISO dates sort as text), then in the order added. */
  private babiesByBirthday(): Baby[] {
    this.state.babies.sort((a, b) => a.birthday.localeCompare(b.birthday) || a.id - b.id);
    return structuredClone(this.state.babies);
  }
}

export interface MemoryOrder { id: number; number: string; status: string; mine: boolean; lines: Omit<PendingReviewLine, 'orderId' | 'orderNumber'>[] }

/** Orders of the signed-in member and of others, and the reviews written on their lines. */
export class InMemoryReviewGateway implements ReviewGateway {
  readonly orders: MemoryOrder[] = [];
  readonly reviews: (ReviewInput & { id: number })[] = [];
  credit = 0;

  async pending(orderId: number | null): Promise<PendingReviewLine[]> {
    return this.orders.filter((o) => o.mine && o.status === 'completed' && (orderId === null || o.id === orderId))
      .flatMap((o) => o.lines.filter((l) => !this.reviewed(o.id, l.optionId)).map((l) => ({ ...l, orderId: o.id, orderNumber: o.number })));
  }

  async write(input: ReviewInput): Promise<WrittenReview> {
    const order = this.orders.find((o) => o.mine && o.id === input.orderId);
    const line = order?.lines.find((l) => l.optionId === input.optionId);
    if (!order || !line) throw new NotFoundError();
    const eligibility = reviewEligibility(order.status, this.reviewed(order.id, line.optionId));
    if (eligibility === 'not-completed') throw new ApiError(409, MemberProfileErrorCode.REVIEW_NOT_ALLOWED, ProfileMessages.REVIEW_NOT_ALLOWED);
    if (eligibility === 'already-reviewed') throw new ApiError(409, MemberProfileErrorCode.REVIEW_ALREADY, ProfileMessages.REVIEW_ALREADY);
    const checked = checkReview({ ...input, asksSizeFit: line.asksSizeFit });
    if (!checked.ok) {
      // The wire names the size field size_fit, as the server's refusal does.
      const { sizeFit, ...rest } = checked.error;
      throw new ParameterError({ ...rest, ...(sizeFit ? { size_fit: sizeFit } : {}) } as Record<string, string>);
    }
    const id = this.reviews.length + 1;
    this.reviews.push({ ...input, id });
    const credit = reviewCredit(input.text);
    this.credit += credit;
    const message = credit > 0 ? ProfileMessages.reviewSavedWithCredit(credit) : ProfileMessages.REVIEW_SAVED;
    return { id, productId: line.productId, credit, reviewPath: `/market/${line.productId}/review`, message };
  }

  private reviewed(orderId: number, optionId: number): boolean {
    return this.reviews.some((r) => r.orderId === orderId && r.optionId === optionId);
  }
}

/** The account being closed: its password (null for a social-only member) and whether an order still needs it. */
export class InMemoryAccountGateway implements AccountGateway {
  password: string | null = 'jiutuan-demo-1';
  openOrders = false;
  deleted = false;

  async deleteAccount(proof: { password?: string; confirm?: string }): Promise<string> {
    if (this.openOrders) throw new ApiError(409, MemberProfileErrorCode.OPEN_ORDERS, ProfileMessages.ACCOUNT_HAS_OPEN_ORDERS);
    if (this.password !== null && !proof.password) throw new ParameterError({ password: ProfileMessages.PASSWORD_REQUIRED });
    if (this.password !== null && proof.password !== this.password) {
      throw new ApiError(400, MemberProfileErrorCode.PASSWORD_WRONG, ProfileMessages.PASSWORD_WRONG, { password: ProfileMessages.PASSWORD_WRONG });
    }
    if (this.password === null && proof.confirm?.trim() !== DELETE_CONFIRM_PHRASE) {
      throw new ApiError(400, MemberProfileErrorCode.CONFIRM_PHRASE_WRONG, ProfileMessages.CONFIRM_PHRASE_WRONG, { confirm: ProfileMessages.CONFIRM_PHRASE_WRONG });
    }
    this.deleted = true;
    return ProfileMessages.ACCOUNT_DELETED;
  }
}
