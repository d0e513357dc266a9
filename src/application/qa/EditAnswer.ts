import { inject, injectable } from 'inversify';
import { QaMessages } from '../../domain/qa/messages';
import { validateAnswer } from '../../domain/qa/postRules';
import { ToastCenter } from '../shell/ToastCenter';
import type { QaGateway } from './ports';
import { QA_TOKENS } from './tokens';

export type EditOutcome = { kind: 'done' } | { kind: 'refused'; message: string };

/** Edits one's own answer; the server refuses anyone else's (403) and that refusal is shown as it is. */
@injectable()
export class EditAnswer {
  constructor(
    @inject(QA_TOKENS.QaGateway) private readonly gateway: QaGateway,
    @inject(ToastCenter) private readonly toasts: ToastCenter,
  ) {}

  async execute(input: { answerId: number; body: string }): Promise<EditOutcome> {
    const problem = validateAnswer(input.body);
    if (problem) return { kind: 'refused', message: problem };
    const result = await this.gateway.editAnswer(input.answerId, input.body);
    if (!result.ok) return { kind: 'refused', message: result.fields.body ?? result.message };
    this.toasts.show(QaMessages.UPDATED);
    return { kind: 'done' };
  }
}

/** Deletes one's own question or answer. */
@injectable()
export class DeletePost {
  constructor(
    @inject(QA_TOKENS.QaGateway) private readonly gateway: QaGateway,
    @inject(ToastCenter) private readonly toasts: ToastCenter,
  ) {}

  async execute(input: { kind: 'question' | 'answer'; id: number }): Promise<EditOutcome> {
    const result = await this.gateway.deletePost(input.kind, input.id);
    if (!result.ok) return { kind: 'refused', message: result.message };
    this.toasts.show(QaMessages.DELETED);
    return { kind: 'done' };
  }
}
