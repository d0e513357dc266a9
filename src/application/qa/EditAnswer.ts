import { inject, injectable } from '../injection';
import { err, ok, type Outcome } from '../../domain/errors/Result';
import { QaMessages } from '../../domain/qa/messages';
import { validateAnswer } from '../../domain/qa/postRules';
import type { QaGateway } from './ports';
import { QA_TOKENS } from './tokens';

export type EditOutcome = Outcome<{ message: string }, 'REFUSED'>;

/** Edits one's own answer; the server refuses anyone else's (403) and that refusal is shown as it is. */
@injectable()
export class EditAnswer {
  constructor(@inject(QA_TOKENS.QaGateway) private readonly gateway: QaGateway) {}

  async execute(input: { answerId: number; body: string }): Promise<EditOutcome> {
    const problem = validateAnswer(input.body);
    if (problem) return err('REFUSED', problem);
    const result = await this.gateway.editAnswer(input.answerId, input.body);
    if (!result.ok) return err('REFUSED', result.fields.body ?? result.message);
    return ok({ message: QaMessages.UPDATED });
  }
}

/** Deletes one's own question or answer. */
@injectable()
export class DeletePost {
  constructor(@inject(QA_TOKENS.QaGateway) private readonly gateway: QaGateway) {}

  async execute(input: { kind: 'question' | 'answer'; id: number }): Promise<EditOutcome> {
    const result = await this.gateway.deletePost(input.kind, input.id);
    return result.ok ? ok({ message: QaMessages.DELETED }) : err('REFUSED', result.message);
  }
}
