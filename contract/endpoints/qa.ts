import { z } from 'zod/mini';
import { endpoint } from '../endpoint';
import {
  AnswerBody, FollowStateBody, LikeStateBody, PostedQuestionBody, QaCategories, QaSuggestBody, QuestionDetailBody, QuestionListBody,
} from '../qa';
import {
  AnswerRequest, EditQuestionRequest, PostQuestionRequest, QaIdParams, QaSearchQuery, QaSuggestQuery, QuestionListQuery, ReportRequest,
} from '../qaRequests';

const Reported = z.object({ reported: z.literal(true) });
const Updated = z.object({ updated: z.literal(true) });

/**
 * The parenting Q&A forum (issue 4): reads are public (a question shows a member her own likes and
 * follows); writes need a member and touch only her own posts (403 QA_NOT_OWNER otherwise).
 */
export const QaEndpoints = {
  categories: endpoint({ method: 'GET', path: '/v1/qa/categories', summary: '問答分類', access: 'public', response: QaCategories }),
  questions: endpoint({
    method: 'GET', path: '/v1/qa/questions', summary: '問題列表', access: 'public', query: QuestionListQuery, response: QuestionListBody,
  }),
  search: endpoint({ method: 'GET', path: '/v1/qa/search', summary: '搜尋問題', access: 'public', query: QaSearchQuery, response: QuestionListBody }),
  suggest: endpoint({
    method: 'GET', path: '/v1/qa/search/suggest', summary: '問答搜尋建議', access: 'public', query: QaSuggestQuery, response: QaSuggestBody,
  }),
  question: endpoint({
    method: 'GET', path: '/v1/qa/questions/:id', summary: '問題詳情 (會員另看得到自己的讚與追蹤)', access: 'caller',
    params: QaIdParams, response: QuestionDetailBody, errors: [404],
  }),
  postQuestion: endpoint({
    method: 'POST', path: '/v1/qa/questions', summary: '發問 (每小時 5 則)', access: 'member',
    body: PostQuestionRequest, response: PostedQuestionBody, status: 201, errors: [429],
  }),
  editQuestion: endpoint({
    method: 'PATCH', path: '/v1/qa/questions/:id', summary: '編輯問題', access: 'member',
    params: QaIdParams, body: EditQuestionRequest, response: QuestionDetailBody, errors: [403, 404],
  }),
  deleteQuestion: endpoint({
    method: 'DELETE', path: '/v1/qa/questions/:id', summary: '刪除問題', access: 'member', params: QaIdParams, status: 204, errors: [403, 404],
  }),
  follow: endpoint({
    method: 'POST', path: '/v1/qa/questions/:id/follow', summary: '追蹤問題', access: 'member', params: QaIdParams, response: FollowStateBody, errors: [404],
  }),
  unfollow: endpoint({
    method: 'DELETE', path: '/v1/qa/questions/:id/follow', summary: '取消追蹤問題', access: 'member', params: QaIdParams, response: FollowStateBody, errors: [404],
  }),
  report: endpoint({
    method: 'POST', path: '/v1/qa/reports', summary: '檢舉 (重複檢舉回答相同)', access: 'member',
    body: ReportRequest, response: Reported, status: 201, errors: [404, 429],
  }),
  answer: endpoint({
    method: 'POST', path: '/v1/qa/questions/:id/answers', summary: '回答 (每小時 30 則)', access: 'member',
    params: QaIdParams, body: AnswerRequest, response: AnswerBody, status: 201, errors: [404, 429],
  }),
  editAnswer: endpoint({
    method: 'PATCH', path: '/v1/qa/answers/:id', summary: '編輯回答', access: 'member',
    params: QaIdParams, body: AnswerRequest, response: Updated, errors: [403, 404],
  }),
  deleteAnswer: endpoint({
    method: 'DELETE', path: '/v1/qa/answers/:id', summary: '刪除回答', access: 'member', params: QaIdParams, status: 204, errors: [403, 404],
  }),
  like: endpoint({
    method: 'POST', path: '/v1/qa/answers/:id/like', summary: '按讚', access: 'member', params: QaIdParams, response: LikeStateBody, errors: [404],
  }),
  unlike: endpoint({
    method: 'DELETE', path: '/v1/qa/answers/:id/like', summary: '收回讚', access: 'member', params: QaIdParams, response: LikeStateBody, errors: [404],
  }),
};
