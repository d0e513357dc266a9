import { inject, injectable } from '../injection';
import { QUESTION_DRAFT_KEY } from '../../domain/qa/draft';
import { QaMessages } from '../../domain/qa/messages';
import { hasErrors, validateQuestion, type QuestionDraft } from '../../domain/qa/postRules';
import { fail, ok, type Failure, type Result } from '../../domain/errors/Result';
import type { KeyValueStore } from '../shell/ports';
import { RequireMember } from '../shell/RequireMember';
import { PORT_TOKENS } from '../tokens';
import type { QaGateway } from './ports';
import { QA_TOKENS } from './tokens';

/** A refused question names the fields to fix (none when the login dialog opened instead). */
export type PostQuestionFailure = Failure<'SIGN_IN_REQUIRED' | 'INVALID_QUESTION'> & { fields: Record<string, string> };
export type PostOutcome = Result<{ id: number; message: string }, PostQuestionFailure>;

/** Asks a question: the form's rules, sign-in (the draft stays saved), then the server; a post clears the draft. */
@injectable()
export class PostQuestion {
  constructor(
    @inject(QA_TOKENS.QaGateway) private readonly gateway: QaGateway,
    @inject(PORT_TOKENS.KeyValueStore) private readonly store: KeyValueStore,
    @inject(RequireMember) private readonly requireMember: RequireMember,
  ) {}

  async execute(draft: QuestionDraft): Promise<PostOutcome> {
    const category = (await this.gateway.categories()).find((c) => c.id === draft.categoryId);
    const fields = validateQuestion(draft, category ? category.situationalTags.map((t) => t.id) : null) as Record<string, string>;
    if (hasErrors(fields)) return invalid(fields, Object.values(fields)[0]);
    this.store.set(QUESTION_DRAFT_KEY, JSON.stringify(draft));
    const member = this.requireMember.execute({ actionName: QaMessages.LOGIN_TO_ASK });
    if (!member.ok) return fail({ ...member.error, fields: {} });
    const result = await this.gateway.postQuestion(draft);
    if (!result.ok) return invalid(result.fields, result.message);
    this.store.remove(QUESTION_DRAFT_KEY);
    return ok({ id: result.value.id, message: QaMessages.POSTED });
  }
}

const invalid = (fields: Record<string, string>, message: string) => fail({ code: 'INVALID_QUESTION' as const, message, fields });
