import { inject, injectable } from '../injection';
import { err, ok, type Outcome } from '../../domain/errors/Result';
import { QaMessages, type ReportReason } from '../../domain/qa/messages';
import { RequireMember } from '../shell/RequireMember';
import type { QaGateway } from './ports';
import { QA_TOKENS } from './tokens';

/** A reaction's new state and the toast it deserves (none for a like). */
export type Reaction<T> = Outcome<{ state: T; message: string | null }, 'SIGN_IN_REQUIRED' | 'REFUSED'>;

/** Likes an answer or takes the like back. */
@injectable()
export class LikeAnswer {
  constructor(
    @inject(QA_TOKENS.QaGateway) private readonly gateway: QaGateway,
    @inject(RequireMember) private readonly requireMember: RequireMember,
  ) {}

  async execute(input: { answerId: number; liked: boolean }): Promise<Reaction<{ liked: boolean; likeCount: number }>> {
    const member = this.requireMember.execute({ actionName: QaMessages.LOGIN_TO_LIKE });
    if (!member.ok) return member;
    const result = await this.gateway.like(input.answerId, input.liked);
    return result.ok ? ok({ state: result.value, message: null }) : err('REFUSED', result.message);
  }
}

/** Follows a question (new answers are worth coming back for) or stops following. */
@injectable()
export class FollowQuestion {
  constructor(
    @inject(QA_TOKENS.QaGateway) private readonly gateway: QaGateway,
    @inject(RequireMember) private readonly requireMember: RequireMember,
  ) {}

  async execute(input: { questionId: number; followed: boolean }): Promise<Reaction<{ followed: boolean; followCount: number }>> {
    const member = this.requireMember.execute({ actionName: QaMessages.LOGIN_TO_FOLLOW });
    if (!member.ok) return member;
    const result = await this.gateway.follow(input.questionId, input.followed);
    if (!result.ok) return err('REFUSED', result.message);
    return ok({ state: result.value, message: input.followed ? QaMessages.FOLLOWED : QaMessages.UNFOLLOWED });
  }
}

/** Reports a question or an answer to the moderators. */
@injectable()
export class ReportPost {
  constructor(
    @inject(QA_TOKENS.QaGateway) private readonly gateway: QaGateway,
    @inject(RequireMember) private readonly requireMember: RequireMember,
  ) {}

  async execute(input: { targetType: 'question' | 'answer'; targetId: number; reason: ReportReason }): Promise<Reaction<null>> {
    const member = this.requireMember.execute({ actionName: QaMessages.LOGIN_TO_REPORT });
    if (!member.ok) return member;
    const result = await this.gateway.report(input);
    return result.ok ? ok({ state: null, message: QaMessages.REPORTED }) : err('REFUSED', result.message);
  }
}
