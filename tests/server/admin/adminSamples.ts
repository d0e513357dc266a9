import type { Kysely } from 'kysely';
import type { Database } from '../../../server/db/schema';
import { createStaff } from '../../../server/services/admin/staffAccounts';
import { TEST_PASSWORD_COST } from '../helpers/testApp';

/**
 * Path parameters of the staff endpoints that have them, by `METHOD path`: rows that exist in the
 * seeded shop, so an allowed role meets the endpoint's own answer (200, 400, 409) and never a 404.
 */
export async function adminSampleParams(db: Kysely<Database>): Promise<Record<string, Record<string, string>>> {
  const refund = await db.selectFrom('refunds').select('id').orderBy('id').executeTakeFirstOrThrow();
  const question = await db.selectFrom('qa_questions').select(['id', 'member_id']).orderBy('id').executeTakeFirstOrThrow();
  await db.insertInto('qa_reports').values({ member_id: question.member_id, target_type: 'question', target_id: question.id, reason: 'spam', note: '', created_at: 1 }).execute();
  const report = await db.selectFrom('qa_reports').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
  // A staff member of its own for the staff desk's calls, so disabling it locks out none of the roles the matrix signs in as.
  const extra = await createStaff(db, { email: 'matrix@staff.example.com', name: '測試員', role: 'support' }, TEST_PASSWORD_COST, 1);
  const byStaff = { id: String(extra.ok ? extra.enrolment.id : 0) };
  const byRefund = { id: String(refund.id) };
  const byReport = { id: String(report.id) };
  // A completed order: shipping, delivering and cancelling it all answer 409, so the matrix changes no order.
  const done = await db.selectFrom('orders').select('id').where('status', '=', 'completed').orderBy('id').executeTakeFirstOrThrow();
  const byOrder = { id: String(done.id) };
  // A member the grants are asked for with no body: an allowed role gets the 400 of its input, so the matrix grants nothing.
  const member = await db.selectFrom('members').select('id').orderBy('id').executeTakeFirstOrThrow();
  const byMember = { id: String(member.id) };
  // A product: its edit with an empty body answers 400, so the matrix changes no product.
  const product = await db.selectFrom('products').select('id').orderBy('id').executeTakeFirstOrThrow();
  const byProduct = { id: String(product.id) };
  // A deal already over: rescheduling and ending it both answer 409, so the matrix changes no deal.
  const over = await db.selectFrom('group_buys').select('id').where('status', '=', 'closed').orderBy('id').executeTakeFirstOrThrow();
  const byDeal = { id: String(over.id) };
  return {
    'POST /admin/api/refunds/:id/approve': byRefund,
    'POST /admin/api/refunds/:id/reject': byRefund,
    'POST /admin/api/qa-reports/:id/hide': byReport,
    'POST /admin/api/qa-reports/:id/restore': byReport,
    'POST /admin/api/qa-reports/:id/dismiss': byReport,
    'POST /admin/api/staff/:id/disable': byStaff,
    'POST /admin/api/staff/:id/reset-totp': byStaff,
    'GET /admin/api/orders/:id': byOrder,
    'POST /admin/api/orders/:id/ship': byOrder,
    'POST /admin/api/orders/:id/deliver': byOrder,
    'POST /admin/api/orders/:id/cancel': byOrder,
    'GET /admin/api/members/:id': byMember,
    'POST /admin/api/members/:id/credit': byMember,
    'POST /admin/api/members/:id/coupons': byMember,
    'GET /admin/api/products/:id': byProduct,
    'PUT /admin/api/products/:id': byProduct,
    'POST /admin/api/group-buys/:id/schedule': byDeal,
    'POST /admin/api/group-buys/:id/end': byDeal,
  };
}
