import type { AppContext } from '../../context';
import { recordServerEvent } from './events';
import { readVisitor, type VisitorRequest } from './visitor';

/**
 * SPEC §4.7: campaign attributes are saved on each visit and a change is an analytics event.
 * Called with the visit's new utm query string when it differs from the saved one; credited to
 * the new campaign. Never fails the user-info call it rides on.
 */
export async function trackCampaignSet(ctx: AppContext, request: VisitorRequest, utm: string, memberId: number | null): Promise<void> {
  const visitor = readVisitor(request);
  const visitorId = visitor.anonymousId ?? (memberId !== null ? `member:${memberId}` : null);
  if (visitorId === null) return;
  const params = new URLSearchParams(utm);
  const props = Object.fromEntries([...params.entries()].slice(0, 5).map(([key, value]) => [key, value.slice(0, 200)]));
  try {
    await recordServerEvent(ctx.db, { visitorId, memberId, address: null, campaign: params.get('utm_campaign')?.slice(0, 120) ?? null }, 'campaign_set', '/api/userinfo', props, ctx.now());
  } catch (err) {
    ctx.log.warn({ err }, 'campaign_set not recorded');
  }
}
