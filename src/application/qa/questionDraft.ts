import { inject, injectable } from '../injection';
import { isBlankDraft, parseDraft, QUESTION_DRAFT_KEY } from '../../domain/qa/draft';
import type { QuestionDraft } from '../../domain/qa/postRules';
import type { KeyValueStore } from '../shell/ports';
import { PORT_TOKENS } from '../tokens';

/** Keeps the ask form's draft as the parent types (a blank form removes it). */
@injectable()
export class SaveQuestionDraft {
  constructor(@inject(PORT_TOKENS.KeyValueStore) private readonly store: KeyValueStore) {}
  execute(draft: QuestionDraft): void {
    if (isBlankDraft(draft)) this.store.remove(QUESTION_DRAFT_KEY);
    else this.store.set(QUESTION_DRAFT_KEY, JSON.stringify(draft));
  }
}

/** The saved draft, or null when there is none. */
@injectable()
export class RestoreQuestionDraft {
  constructor(@inject(PORT_TOKENS.KeyValueStore) private readonly store: KeyValueStore) {}
  execute(): QuestionDraft | null {
    return parseDraft(this.store.get(QUESTION_DRAFT_KEY));
  }
}
