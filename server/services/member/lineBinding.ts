import { ErrorCode, Header } from '../../../contract/common';
import { LineBindingEndpoints as E } from '../../../contract/endpoints/lineBinding';
import { detectWebServerKind, isAppKind, type WebServerKind } from '../../../src/domain/platform/webServerKind';
import { LineBindingMessages } from '../../../src/domain/lineBinding/messages';
import type { AppContext } from '../../context';
import { handle, ok, refuse, type EndpointRequest, type Handling } from '../../api/handler';
import { HttpError } from '../../api/errors';
import { deleteLineBindingsOf, findLineBinding, insertLineBinding } from '../../db/repositories/member/lineBindings';

/**
 * What a binding refuses: a call without our platform header or from another site (a link or image
 * elsewhere could otherwise bind a visitor to someone's record), and the app (SPEC §6: outside the app).
 */
function refusal(request: EndpointRequest): HttpError | null {
  const platform = request.headers[Header.PLATFORM];
  const site = request.headers['sec-fetch-site'];
  if (typeof platform !== 'string' || platform.trim() === '' || (typeof site === 'string' && !['same-origin', 'none'].includes(site))) {
    return new HttpError(403, ErrorCode.FORBIDDEN, LineBindingMessages.CROSS_SITE);
  }
  const userAgent = String(request.headers['user-agent'] ?? '');
  if (isAppKind(platform as WebServerKind) || isAppKind(detectWebServerKind(userAgent))) return new HttpError(403, ErrorCode.FORBIDDEN, LineBindingMessages.IN_APP);
  return null;
}

/** Binds the record to the member, unless it already is (the link opened again keeps its time); answers when it was bound. */
async function bind(ctx: AppContext, memberId: number, cdpUnitId: string): Promise<number> {
  return ctx.db.transaction().execute(async (trx) => {
    const current = await findLineBinding(trx, memberId);
    if (current?.cdp_unit_id === cdpUnitId) return Number(current.bound_at);
    const now = ctx.now();
    await deleteLineBindingsOf(trx, memberId, cdpUnitId);
    await insertLineBinding(trx, { memberId, cdpUnitId, now });
    return now;
  });
}

/** GET /line-member-binding: the member's one record, moved from any member it was bound to. */
export const lineBindingHandlers = (ctx: AppContext): Handling[] => [
  handle(E.bind, async ({ member, request }, { query }) => {
    const refused = refusal(request);
    if (refused) return refuse(refused);
    const boundAt = await bind(ctx, member.id, query.cdp_unit_id);
    return ok({ cdp_unit_id: query.cdp_unit_id, bound_at: boundAt, message: LineBindingMessages.BOUND });
  }),
];
