import { inject, injectable } from 'inversify';
import { QaMessages, type ReportReason } from '../../domain/qa/messages';
import { ToastCenter } from '../shell/ToastCenter';
import type { QaGateway } from './ports';
import { RequireMember } from './signedIn';
import { QA_TOKENS } from './tokens';

export type Reaction<T> = { kind: 'done'; state: T } | { kind: 'login' } | { kind: 'failed' };

/** Likes an answer or takes the like back. */
@injectable()
export class LikeAnswer {
  constructor(
    @inject(QA_TOKENS.QaGateway) private readonly gateway: QaGateway,
    @inject(RequireMember) private readonly member: RequireMember,
    @inject(ToastCenter) private readonly toasts: ToastCenter,
  ) {}

  async execute(input: { answerId: number; liked: boolean }): Promise<Reaction<{ liked: boolean; likeCount: number }>> {
    if (!this.member.execute(QaMessages.LOGIN_TO_LIKE)) return { kind: 'login' };
    const result = await this.gateway.like(input.answerId, input.liked);
    if (result.ok) return { kind: 'done', state: result.value };
    this.toasts.show(result.message);
    return { kind: 'failed' };
  }
}

/** Follows a question (new answers are worth coming back for) or stops following. */
@injectable()
export class FollowQuestion {
  constructor(
    @inject(QA_TOKENS.QaGateway) private readonly gateway: QaGateway,
    @inject(RequireMember) private readonly member: RequireMember,
    @inject(ToastCenter) private readonly toasts: ToastCenter,
  ) {}

  async execute(input: { questionId: number; followed: boolean }): Promise<Reaction<{ followed: boolean; followCount: number }>> {
    if (!this.member.execute(QaMessages.LOGIN_TO_FOLLOW)) return { kind: 'login' };
    const result = await this.gateway.follow(input.questionId, input.followed);
    this.toasts.show(result.ok ? (input.followed ? QaMessages.FOLLOWED : QaMessages.UNFOLLOWED) : result.message);
    return result.ok ? { kind: 'done', state: result.value } : { kind: 'failed' };
  }
}

/** Reports a question or an answer to the moderators. */
@injectable()
export class ReportPost {
  constructor(
    @inject(QA_TOKENS.QaGateway) private readonly gateway: QaGateway,
    @inject(RequireMember) private readonly member: RequireMember,
    @inject(ToastCenter) private readonly toasts: ToastCenter,
  ) {}

  async execute(input: { targetType: 'question' | 'answer'; targetId: number; reason: ReportReason }): Promise<Reaction<null>> {
    if (!this.member.execute(QaMessages.LOGIN_TO_REPORT)) return { kind: 'login' };
    const result = await this.gateway.report(input);
    this.toasts.show(result.ok ? QaMessages.REPORTED : result.message);
    return result.ok ? { kind: 'done', state: null } : { kind: 'failed' };
  }
}
