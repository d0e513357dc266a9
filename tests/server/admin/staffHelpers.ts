import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { StaffRole } from '../../../contract/adminRoles';
import type { Database } from '../../../server/db/schema';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD, seedDemoStaff } from '../../../server/services/admin/demoStaff';
import { totpCode } from '../../../server/services/admin/totp';
import { call, setCookies } from '../helpers/api';
import { TEST_PASSWORD_COST, testConfig } from '../helpers/testApp';
import type { PaymentGateway, RefundRequest } from '../../../server/services/payments/PaymentGateway';
import { paymentGatewayFor } from '../../../server/services/payments/gatewayFor';

/** A clock the suite moves by hand (TOTP steps, idle and absolute session ends). */
export function testClock(start = Date.UTC(2026, 10, 27, 9, 0, 0)) {
  let at = start;
  return { now: () => at, advance: (ms: number) => { at += ms; } };
}

export const seedStaff = (db: Kysely<Database>, now: number): Promise<void> => seedDemoStaff(db, TEST_PASSWORD_COST, now);

export const demoStaffOf = (role: StaffRole) => DEMO_STAFF.find((s) => s.role === role)!;

/** What the staff member's authenticator shows at `at`. */
export const codeOf = (role: StaffRole, at: number): string => totpCode(demoStaffOf(role).totpSecret, at);

export function staffSignIn(app: FastifyInstance, role: StaffRole, at: number, overrides: { password?: string; code?: string } = {}) {
  return call(app, 'POST', '/admin/api/session', {
    body: { email: demoStaffOf(role).email, password: overrides.password ?? DEMO_STAFF_PASSWORD, code: overrides.code ?? codeOf(role, at) },
  });
}

/** Signs the role in and answers the cookies to call as them; each call moves the clock a step so a code is never reused. */
export async function staffCookies(app: FastifyInstance, role: StaffRole, clock: ReturnType<typeof testClock>): Promise<Record<string, string>> {
  clock.advance(30_000);
  const response = await staffSignIn(app, role, clock.now());
  if (response.statusCode !== 200) throw new Error(`staff sign-in failed: ${response.body}`);
  return { staff_sid: setCookies(response).staff_sid.value };
}

/**
 * The configured gateway, recording each refund it gives back (and answering refundState from that record).
 * `failing`: the next refunds are refused. `diesAfterRefund`: a refund goes through, then the call's process
 * "dies" before anything is recorded (the call throws and the gateway cannot be asked until it is cleared).
 */
export function recordingGateway() {
  const base = paymentGatewayFor(testConfig());
  const refunds: RefundRequest[] = [];
  const gateway: PaymentGateway & { failing: boolean; diesAfterRefund: boolean; onRefund?: () => Promise<void> } = {
    failing: false,
    diesAfterRefund: false,
    supports: (method) => base.supports(method),
    start: (request, now) => base.start(request, now),
    hostedForm: base.hostedForm?.bind(base),
    refund: async (request) => {
      await gateway.onRefund?.();
      if (gateway.failing) throw new Error('gateway down');
      refunds.push(request);
      if (gateway.diesAfterRefund) throw new Error('process died after the gateway refunded');
    },
    refundState: async (request) => {
      if (gateway.diesAfterRefund) throw new Error('process died');
      return refunds.some((r) => r.paymentId === request.paymentId) ? 'refunded' : 'not-refunded';
    },
  };
  return { gateway, refunds };
}

