import { STAFF_ROLE_LABELS, type StaffRole } from '../../contract/adminRoles';
import { DEMO_STAFF } from '../../server/services/admin/demoStaff';
import { call, demoMemberHeaders } from '../../tests/server/helpers/api';
import { createTestApp, type TestApp } from '../../tests/server/helpers/testApp';
import { newMembers } from '../../tests/server/checkout/fixtures';
import { DAY, deliver, placedOrder, refund } from '../../tests/server/memberOrders/fixtures';
import { codeOf, recordingGateway, seedStaff, staffSignIn, testClock } from '../../tests/server/admin/staffHelpers';

/**
 * The back office as staff reach it (issue 28): the rules live on the server (roles, TOTP, the
 * audit log), so the scenarios run the real endpoints in process on a small seeded SQLite shop.
 */
const stages = new WeakMap<object, Promise<AdminStage>>();

export class AdminStage {
  readonly clock = testClock(Date.now());
  private readonly signedIn = new Map<string, Record<string, string>>();
  private lastCode = new Map<string, string>();
  lastAnswer: { status: number; message: string | null } | null = null;
  private constructor(readonly shop: TestApp, readonly gateway: ReturnType<typeof recordingGateway>) {}

  static async open(): Promise<AdminStage> {
    // The payment service records what it is asked to give back (an in-process shop reaches no sandbox gateway).
    const gateway = recordingGateway();
    const stage = new AdminStage(await createTestApp('sqlite', { seed: 0.02, now: () => Date.now(), paymentGateway: gateway.gateway }), gateway);
    await seedStaff(stage.shop.db, Date.now());
    return stage;
  }

  /** The scenario's one back-office shop (every admin step file reaches the same one); closed by `closeFor`. */
  static async forWorld(world: object): Promise<AdminStage> {
    const open = stages.get(world) ?? AdminStage.open();
    stages.set(world, open);
    return open;
  }

  static async closeFor(world: object): Promise<void> {
    const open = stages.get(world);
    stages.delete(world);
    if (open) await (await open).close();
  }

  roleOf(label: string): StaffRole {
    const staff = DEMO_STAFF.find((s) => STAFF_ROLE_LABELS[s.role] === label) ?? DEMO_STAFF.find((s) => s.name === label);
    if (!staff) throw new Error(`no staff member ${label}`);
    return staff.role;
  }

  /** Signs in with the authenticator's code of now (or the code used last, to try it twice). */
  async signIn(role: StaffRole, reuse = false): Promise<boolean> {
    const code = reuse ? this.lastCode.get(role)! : codeOf(role, Date.now());
    this.lastCode.set(role, code);
    const response = await staffSignIn(this.shop.app, role, Date.now(), { code });
    this.lastAnswer = { status: response.statusCode, message: response.statusCode === 200 ? null : response.json().message };
    if (response.statusCode === 200) this.signedIn.set(role, { staff_sid: response.cookies.find((c) => c.name === 'staff_sid')!.value });
    return response.statusCode === 200;
  }

  async as(role: StaffRole, method: 'GET' | 'POST' | 'PUT', url: string, body?: object) {
    if (!this.signedIn.has(role)) await this.signIn(role);
    const response = await call(this.shop.app, method, url, { cookies: this.signedIn.get(role), body });
    this.lastAnswer = { status: response.statusCode, message: response.statusCode < 300 ? null : response.json().message };
    return response;
  }

  /** Sends a CSV file as the staff member (the products import takes the file itself as the body). */
  async sendCsv(role: StaffRole, url: string, csv: string) {
    if (!this.signedIn.has(role)) await this.signIn(role);
    const response = await this.shop.app.inject({
      method: 'POST', url, payload: csv, cookies: this.signedIn.get(role), headers: { platform: 'desktop', 'content-type': 'text/csv' },
    });
    this.lastAnswer = { status: response.statusCode, message: response.statusCode < 300 ? null : response.json().message };
    return response;
  }

  /** A member with a delivered order who asked for a refund of it; her headers and the refund's id. */
  async refundRequested(): Promise<{ member: Record<string, string>; refundId: number }> {
    const [member] = await newMembers(this.shop.db, 1, `admin-${Date.now()}-`);
    const placed = await placedOrder(this.shop.app, this.shop.db, member, { skip: 1, quantity: 1, price: 500 });
    await deliver(this.shop.db, placed.orderId, Date.now() - DAY);
    const asked = await refund(this.shop.app, member, { order_id: placed.orderId, lines: [{ option_id: placed.optionId, quantity: 1 }], reason: 'size', refund_to: 'credit' });
    return { member, refundId: asked.json().data.id };
  }

  /** A member's order, paid by card and waiting to ship (home delivery); her headers and the order's id. */
  async paidOrder(): Promise<{ member: Record<string, string>; orderId: number }> {
    const [member] = await newMembers(this.shop.db, 1, `ship-${Date.now()}-`);
    const placed = await placedOrder(this.shop.app, this.shop.db, member, { skip: 2, quantity: 1, price: 500 });
    await this.shop.db.updateTable('orders').set({ status: 'to_ship', paid_at: Date.now() }).where('id', '=', placed.orderId).execute();
    await this.shop.db.updateTable('payments').set({ state: 'succeeded', card_brand: 'VISA', card_last4: '4242' }).where('order_id', '=', placed.orderId).execute();
    return { member, orderId: placed.orderId };
  }

  async memberOrderStatus(member: Record<string, string>, orderId: number): Promise<string> {
    return (await call(this.shop.app, 'GET', `/v1/orders/detail?id=${orderId}`, { headers: member })).json().data.status_label;
  }

  async parcelsOf(orderId: number): Promise<number> {
    return (await this.shop.db.selectFrom('shipments').select('id').where('order_id', '=', orderId).execute()).length;
  }

  async memberRefund(member: Record<string, string>, refundId: number) {
    return (await call(this.shop.app, 'GET', `/v1/refunds/detail?id=${refundId}`, { headers: member })).json().data as { status_label: string; reject_reason: string | null };
  }

  /** Amy reports the newest question of the forum; its title and the report's id. */
  async reportedQuestion(): Promise<{ title: string; reportId: number }> {
    const { amy } = await demoMemberHeaders(this.shop.app);
    const question = (await call(this.shop.app, 'GET', '/v1/qa/questions')).json().data.questions[0] as { id: number; title: string };
    await call(this.shop.app, 'POST', '/v1/qa/reports', { headers: amy, body: { target_type: 'question', target_id: question.id, reason: 'spam' } });
    const report = await this.shop.db.selectFrom('qa_reports').select('id').where('target_id', '=', question.id).orderBy('id', 'desc').executeTakeFirstOrThrow();
    return { title: question.title, reportId: report.id };
  }

  async forumTitles(): Promise<string[]> {
    return (await call(this.shop.app, 'GET', '/v1/qa/questions')).json().data.questions.map((q: { title: string }) => q.title);
  }

  async auditActions(): Promise<{ staff_name: string; action: string }[]> {
    return (await this.as('admin', 'GET', '/admin/api/audit')).json().data.rows;
  }

  close(): Promise<void> {
    return this.shop.close();
  }
}
