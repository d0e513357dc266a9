import { inject, injectable } from '../injection';
import { err, ok, type Outcome } from '../../domain/errors/Result';
import { QaMessages } from '../../domain/qa/messages';
import { validateAnswer } from '../../domain/qa/postRules';
import type { Answer } from '../../domain/qa/types';
import { RequireMember } from '../shell/RequireMember';
import type { QaGateway } from './ports';
import { QA_TOKENS } from './tokens';

export type AnswerOutcome = Outcome<{ answer: Answer; message: string }, 'SIGN_IN_REQUIRED' | 'INVALID_ANSWER'>;

/** Answers a question (2–2,000 characters); a signed-out parent gets the login dialog and keeps the text. */
@injectable()
export class AnswerQuestion {
  constructor(
    @inject(QA_TOKENS.QaGateway) private readonly gateway: QaGateway,
    @inject(RequireMember) private readonly requireMember: RequireMember,
  ) {}

  async execute(input: { questionId: number; body: string }): Promise<AnswerOutcome> {
    const problem = validateAnswer(input.body);
    if (problem) return err('INVALID_ANSWER', problem);
    const member = this.requireMember.execute({ actionName: QaMessages.LOGIN_TO_ANSWER });
    if (!member.ok) return member;
    const result = await this.gateway.answer(input.questionId, input.body);
    if (!result.ok) return err('INVALID_ANSWER', result.fields.body ?? result.message);
    return ok({ answer: result.value, message: QaMessages.ANSWERED });
  }
}
