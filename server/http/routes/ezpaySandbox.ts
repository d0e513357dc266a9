import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { parseInput } from '../../api/validation';
import { EzPayInvoiceIssuer } from '../../services/invoices/ezpay/EzPayInvoiceIssuer';
import { ezPayPostOver } from '../../services/invoices/ezpay/ezpayHttp';
import { EZPAY_PATHS } from '../../services/invoices/ezpay/ezpayPaths';
import { answerCodeCheck, answerInvoiceApi, type SandboxApi } from '../../services/invoices/ezpay/sandbox/sandboxApi';
import { SANDBOX_EZPAY_BASE } from '../../services/invoices/ezpay/sandbox/sandboxSettings';
import { ownOriginFetch } from '../ownOriginFetch';

const ApiForm = z.record(z.string().max(40), z.string().max(16_384));
const FORM_POST = { config: { csrf: 'provider-callback' as const } };

/**
 * Demo mode's local ezPay: invoice_issue, invoice_invalid, allowance_issue, invoice_search and the
 * 手機條碼 / 捐贈碼 checks, on the shop's own origin (/sandbox/ezpay/...). Registered only in demo mode,
 * and only when the shop's issuer is pointed at it; its calls reach it in process.
 */
export function ezPaySandboxRoutes(app: FastifyInstance, ctx: AppContext): void {
  const issuer = ctx.invoices;
  if (!ctx.config.demoMode || !(issuer instanceof EzPayInvoiceIssuer)) return;
  issuer.usePost(ezPayPostOver(ownOriginFetch(app, ctx.config.publicOrigin)));
  void app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
    const apis: [string, SandboxApi][] = [[EZPAY_PATHS.issue, 'issue'], [EZPAY_PATHS.void, 'void'], [EZPAY_PATHS.allowance, 'allowance'], [EZPAY_PATHS.search, 'search']];
    for (const [path, api] of apis) {
      scope.post(`${SANDBOX_EZPAY_BASE}${path}`, FORM_POST, async (request) => answerInvoiceApi(ctx.db, api, parseInput(ApiForm, request.body), ctx.now()));
    }
    scope.post(`${SANDBOX_EZPAY_BASE}${EZPAY_PATHS.checkBarcode}`, FORM_POST, async (request) => answerCodeCheck('mobile_barcode', parseInput(ApiForm, request.body)));
    scope.post(`${SANDBOX_EZPAY_BASE}${EZPAY_PATHS.checkLoveCode}`, FORM_POST, async (request) => answerCodeCheck('donation', parseInput(ApiForm, request.body)));
  });
}
