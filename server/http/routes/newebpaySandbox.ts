import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { parseInput } from '../../api/validation';
import { mpgPostOver, type MpgAnswer } from '../../services/payments/newebpay/mpgHttp';
import { MpgPostBody } from '../../services/payments/newebpay/mpgPost';
import { NewebPayGateway } from '../../services/payments/newebpay/NewebPayGateway';
import { accountPost, answerCardApi, answerQuery, resultPost, tradeUrl } from '../../services/payments/newebpay/sandbox/sandboxAnswers';
import { SandboxMpgMessages as M } from '../../services/payments/newebpay/sandbox/sandboxMessages';
import { SANDBOX_MPG_BASE, SANDBOX_MPG_PATHS } from '../../services/payments/newebpay/sandbox/sandboxSettings';
import {
  decideCard, findTrade, issueAccount, openTrade, passChallenge, settleTrade, type SandboxTrade,
} from '../../services/payments/newebpay/sandbox/sandboxTrades';
import { atmPage, cardPage, linePayPage, postBackPage, refusedPage, sendMpgPage, threeDsPage } from './newebpaySandboxPages';
import { mpgNotifier } from './newebpaySandboxPost';
import { ownOriginFetch } from '../ownOriginFetch';

const TradeParams = z.object({ tradeNo: z.string().regex(/^[0-9]{1,20}$/) });
const CardForm = z.object({ CardNo: z.string().max(30), Exp: z.string().max(10).optional(), CVC: z.string().max(4).optional() });
const CodeForm = z.object({ code: z.string().max(10) });
const LinePayForm = z.object({ action: z.enum(['approve', 'cancel']) });
const ApiForm = z.record(z.string().max(40), z.string().max(4096));

const FORM_POST = { config: { csrf: 'provider-callback' as const } };
type Finish = (reply: FastifyReply, trade: SandboxTrade) => Promise<FastifyReply>;

/**
 * Demo mode's local NewebPay MPG: the same form post, TradeSha, hosted page, notify and return posts as
 * the real gateway, on the shop's own origin (/sandbox/newebpay/...), and its QueryTradeInfo and card
 * cancel/close APIs. Registered only in demo mode, and only when the shop's gateway is pointed at it.
 */
export function newebPaySandboxRoutes(app: FastifyInstance, ctx: AppContext): void {
  const gateway = ctx.payments;
  if (!ctx.config.demoMode || !(gateway instanceof NewebPayGateway)) return;
  const notify = mpgNotifier(app, ctx.config.publicOrigin);
  // The gateway's API calls reach this sandbox in process (its URLs are the shop's own origin), anything else the network.
  gateway.usePost(mpgPostOver(ownOriginFetch(app, ctx.config.publicOrigin)));

  /** The end of a trade: the notify to NotifyURL (server to server), then the browser back to ReturnURL. */
  const finish: Finish = async (reply, trade) => {
    const fields = resultPost(trade, ctx.now());
    await notify(tradeUrl(trade, 'NotifyURL')!, fields).catch((err: unknown) => ctx.log.warn({ err, tradeNo: trade.trade_no }, 'the sandbox MPG notify failed'));
    return sendMpgPage(reply, postBackPage(tradeUrl(trade, 'ReturnURL')!, fields), true);
  };
  void app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
    hostedPages(scope, ctx, finish);
    challengeAndWallets(scope, ctx, finish);
    apis(scope, ctx);
  });
}

const tradeOf = async (ctx: AppContext, params: unknown) => findTrade(ctx.db, parseInput(TradeParams, params).tradeNo);
const gone = (reply: FastifyReply) => sendMpgPage(reply.code(409), refusedPage(M.GONE));

/** The form post from the shop's hand-off page, and the card form of the hosted page. */
function hostedPages(scope: FastifyInstance, ctx: AppContext, finish: Finish): void {
  scope.post(SANDBOX_MPG_PATHS.gateway, FORM_POST, async (request, reply) => {
    const opened = await openTrade(ctx.db, parseInput(MpgPostBody, request.body), ctx.now());
    if (opened.kind === 'refused') return sendMpgPage(reply.code(400), refusedPage(opened.message));
    const { trade } = opened;
    return sendMpgPage(reply, trade.payment_type === 'CREDIT' ? cardPage(trade) : trade.payment_type === 'VACC' ? atmPage(trade) : linePayPage(trade));
  });
  scope.post(`${SANDBOX_MPG_BASE}/MPG/card/:tradeNo`, FORM_POST, async (request, reply) => {
    const trade = await tradeOf(ctx, request.params);
    if (!trade) return gone(reply);
    const decision = await decideCard(ctx.db, trade, parseInput(CardForm, request.body).CardNo, ctx.now());
    if (decision === 'invalid') return sendMpgPage(reply.code(400), cardPage(trade, M.CARD_INVALID));
    if (decision === 'gone') return gone(reply);
    const after = (await findTrade(ctx.db, trade.trade_no))!;
    return decision === 'challenge' ? sendMpgPage(reply, threeDsPage(after)) : finish(reply, after);
  });
}

/** The issuing bank's 3-D Secure step, the ATM account (back to CustomerURL) and LINE Pay's approval. */
function challengeAndWallets(scope: FastifyInstance, ctx: AppContext, finish: Finish): void {
  scope.post(`${SANDBOX_MPG_BASE}/MPG/3ds/:tradeNo`, FORM_POST, async (request, reply) => {
    const trade = await tradeOf(ctx, request.params);
    if (!trade) return gone(reply);
    const passed = await passChallenge(ctx.db, trade, parseInput(CodeForm, request.body).code, ctx.now());
    if (passed === 'wrong') return sendMpgPage(reply.code(400), threeDsPage(trade, M.THREE_DS_WRONG));
    return passed === 'gone' ? gone(reply) : finish(reply, (await findTrade(ctx.db, trade.trade_no))!);
  });
  scope.post(`${SANDBOX_MPG_BASE}/MPG/atm/:tradeNo`, FORM_POST, async (request, reply) => {
    const trade = await tradeOf(ctx, request.params);
    const issued = trade ? await issueAccount(ctx.db, trade, ctx.now()) : null;
    if (!issued) return gone(reply);
    return sendMpgPage(reply, postBackPage(tradeUrl(issued, 'CustomerURL')!, accountPost(issued)), true);
  });
  scope.post(`${SANDBOX_MPG_BASE}/MPG/linepay/:tradeNo`, FORM_POST, async (request, reply) => {
    const trade = await tradeOf(ctx, request.params);
    const action = parseInput(LinePayForm, request.body).action;
    if (!trade || !(await settleTrade(ctx.db, trade, action === 'approve' ? 'paid' : 'failed', ctx.now()))) return gone(reply);
    return finish(reply, (await findTrade(ctx.db, trade.trade_no))!);
  });
}

/** QueryTradeInfo and the card cancel/close APIs: JSON answers to the gateway's server-to-server calls. */
function apis(scope: FastifyInstance, ctx: AppContext): void {
  const api = (path: string, answer: (form: Record<string, string>) => Promise<MpgAnswer>) =>
    scope.post(path, FORM_POST, async (request) => answer(parseInput(ApiForm, request.body)));
  api(SANDBOX_MPG_PATHS.query, (f) => answerQuery(ctx.db, f));
  api(SANDBOX_MPG_PATHS.cancel, (f) => answerCardApi(ctx.db, 'cancel', f, ctx.now()));
  api(SANDBOX_MPG_PATHS.close, (f) => answerCardApi(ctx.db, 'close', f, ctx.now()));
}
