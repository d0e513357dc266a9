/**
 * The question page's actions (follow, like, report, answer, edit, delete): their use cases and the posting
 * rules they carry load right after the page has painted (useLazyUseCase), not in its first load.
 */
export const loadFollowQuestion = () => import('../../../application/qa/reactions').then((m) => m.FollowQuestion);
export const loadReportPost = () => import('../../../application/qa/reactions').then((m) => m.ReportPost);
export const loadLikeAnswer = () => import('../../../application/qa/reactions').then((m) => m.LikeAnswer);
export const loadEditAnswer = () => import('../../../application/qa/EditAnswer').then((m) => m.EditAnswer);
export const loadDeletePost = () => import('../../../application/qa/EditAnswer').then((m) => m.DeletePost);
export const loadAnswerQuestion = () => import('../../../application/qa/AnswerQuestion').then((m) => m.AnswerQuestion);
