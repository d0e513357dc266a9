import { inject, injectable } from '../injection';
import type { ReviewInput, WrittenReview } from '../../domain/memberProfile/memberHome';
import { ProfileMessages } from '../../domain/memberProfile/messages';
import { checkReview } from '../../domain/memberProfile/reviews';
import { attempt, formFailure, type FormOutcome } from '../formOutcome';
import type { ReviewGateway } from './ports';
import { MEMBER_PROFILE_TOKENS } from './tokens';

/** 商品評價: stars, text and size fit checked first; the shop decides eligibility (own completed order, once per line). */
@injectable()
export class WriteReview {
  constructor(@inject(MEMBER_PROFILE_TOKENS.ReviewGateway) private readonly gateway: ReviewGateway) {}

  async execute(input: ReviewInput): Promise<FormOutcome<WrittenReview>> {
    const checked = checkReview(input);
    if (!checked.ok) return formFailure('INVALID_REVIEW', ProfileMessages.FIX_FIELDS, checked.error);
    return attempt(() => this.gateway.write({ ...input, text: checked.value.text }));
  }
}
