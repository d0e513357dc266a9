import { inject, injectable } from 'inversify';
import { QaMessages } from '../../domain/qa/messages';
import { validateAnswer } from '../../domain/qa/postRules';
import type { Answer } from '../../domain/qa/types';
import { ToastCenter } from '../shell/ToastCenter';
import type { QaGateway } from './ports';
import { RequireMember } from './signedIn';
import { QA_TOKENS } from './tokens';

export type AnswerOutcome = { kind: 'answered'; answer: Answer } | { kind: 'login' } | { kind: 'invalid'; message: string };

/** Answers a question (2–2,000 characters); a signed-out parent gets the login dialog and keeps the text. */
@injectable()
export class AnswerQuestion {
  constructor(
    @inject(QA_TOKENS.QaGateway) private readonly gateway: QaGateway,
    @inject(RequireMember) private readonly member: RequireMember,
    @inject(ToastCenter) private readonly toasts: ToastCenter,
  ) {}

  async execute(input: { questionId: number; body: string }): Promise<AnswerOutcome> {
    const problem = validateAnswer(input.body);
    if (problem) return { kind: 'invalid', message: problem };
    if (!this.member.execute(QaMessages.LOGIN_TO_ANSWER)) return { kind: 'login' };
    const result = await this.gateway.answer(input.questionId, input.body);
    if (!result.ok) return { kind: 'invalid', message: result.fields.body ?? result.message };
    this.toasts.show(QaMessages.ANSWERED);
    return { kind: 'answered', answer: result.value };
  }
}
