/** The baby's age stage a question is about: parents filter and answer by it. */
export const AGE_STAGES = ['pregnancy', '0-6m', '6-12m', '1-3y', '3-6y'] as const;
export type AgeStage = (typeof AGE_STAGES)[number];

export const AGE_STAGE_LABELS: Record<AgeStage, string> = {
  pregnancy: '懷孕中',
  '0-6m': '0–6 個月',
  '6-12m': '6–12 個月',
  '1-3y': '1–3 歲',
  '3-6y': '3–6 歲',
};

export const isAgeStage = (value: unknown): value is AgeStage => typeof value === 'string' && (AGE_STAGES as readonly string[]).includes(value);
