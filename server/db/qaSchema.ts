import type { Generated } from 'kysely';

/** Tables of the Q&A forum (migration 0006_qa). Times in epoch ms, booleans 0/1. */
export interface QaCategoriesTable { id: number; name: string; description: string; position: number }
export interface QaTagsTable { id: number; category_id: number; name: string }

export interface QaQuestionsTable {
  id: Generated<number>;
  member_id: number;
  title: string;
  body: string;
  age_stage: string;
  anonymous: number;
  /** Kept in step with qa_answers / qa_follows by the writes that change them (list sorting reads them). */
  answer_count: number;
  follow_count: number;
  created_at: number;
  updated_at: number;
  /** Hidden by moderation (migration 0033): gone from the forum until restored. */
  hidden_at: Generated<number | null>;
}

/** position 0 = the question's first category, its home in the navigation (SPEC §2.5). */
export interface QaQuestionCategoriesTable { question_id: number; category_id: number; position: number }
export interface QaQuestionTagsTable { question_id: number; tag_id: number }

export interface QaAnswersTable {
  id: Generated<number>;
  question_id: number;
  member_id: number;
  body: string;
  like_count: number;
  created_at: number;
  updated_at: number;
  hidden_at: Generated<number | null>;
}

export interface QaAnswerLikesTable { answer_id: number; member_id: number; created_at: number }
export interface QaFollowsTable { question_id: number; member_id: number; created_at: number }

export interface QaReportsTable {
  id: Generated<number>;
  member_id: number;
  target_type: string;
  target_id: number;
  reason: string;
  note: string;
  created_at: number;
  /** open | hidden | dismissed | restored (migration 0033). */
  status: Generated<string>;
  decided_at: Generated<number | null>;
}

export interface QaTables {
  qa_categories: QaCategoriesTable;
  qa_tags: QaTagsTable;
  qa_questions: QaQuestionsTable;
  qa_question_categories: QaQuestionCategoriesTable;
  qa_question_tags: QaQuestionTagsTable;
  qa_answers: QaAnswersTable;
  qa_answer_likes: QaAnswerLikesTable;
  qa_follows: QaFollowsTable;
  qa_reports: QaReportsTable;
}
