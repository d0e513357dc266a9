import { inject, injectable } from 'inversify';
import { QUESTION_DRAFT_KEY } from '../../domain/qa/draft';
import { QaMessages } from '../../domain/qa/messages';
import { hasErrors, validateQuestion, type QuestionDraft } from '../../domain/qa/postRules';
import type { KeyValueStore } from '../shell/ports';
import { ToastCenter } from '../shell/ToastCenter';
import { PORT_TOKENS } from '../tokens';
import type { QaGateway } from './ports';
import { RequireMember } from './signedIn';
import { QA_TOKENS } from './tokens';

export type PostOutcome =
  | { kind: 'posted'; id: number }
  | { kind: 'login' }
  | { kind: 'invalid'; fields: Record<string, string>; message: string };

/** Asks a question: sign-in first (the draft stays saved), the form's rules, then the server; a post clears the draft. */
@injectable()
export class PostQuestion {
  constructor(
    @inject(QA_TOKENS.QaGateway) private readonly gateway: QaGateway,
    @inject(PORT_TOKENS.KeyValueStore) private readonly store: KeyValueStore,
    @inject(RequireMember) private readonly member: RequireMember,
    @inject(ToastCenter) private readonly toasts: ToastCenter,
  ) {}

  async execute(draft: QuestionDraft): Promise<PostOutcome> {
    const category = (await this.gateway.categories()).find((c) => c.id === draft.categoryId);
    const fields = validateQuestion(draft, category ? category.situationalTags.map((t) => t.id) : null) as Record<string, string>;
    if (hasErrors(fields)) return { kind: 'invalid', fields, message: Object.values(fields)[0] };
    this.store.set(QUESTION_DRAFT_KEY, JSON.stringify(draft));
    if (!this.member.execute(QaMessages.LOGIN_TO_ASK)) return { kind: 'login' };
    const result = await this.gateway.postQuestion(draft);
    if (!result.ok) return { kind: 'invalid', fields: result.fields, message: result.message };
    this.store.remove(QUESTION_DRAFT_KEY);
    this.toasts.show(QaMessages.POSTED);
    return { kind: 'posted', id: result.value.id };
  }
}
