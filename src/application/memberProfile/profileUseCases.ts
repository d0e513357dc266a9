import { inject, injectable } from '../injection';
import type { Baby, BabyDraft } from '../../domain/memberProfile/babies';
import { checkBaby } from '../../domain/memberProfile/babies';
import { taipeiDate } from '../../domain/memberProfile/dates';
import type { Profile } from '../../domain/memberProfile/memberHome';
import { ProfileMessages } from '../../domain/memberProfile/messages';
import { checkProfile, type ProfileDraft } from '../../domain/memberProfile/profile';
import type { Clock } from '../auth/ports';
import { attempt, formFailure, type FormOutcome } from '../formOutcome';
import { LoadSession } from '../auth/LoadSession';
import { PORT_TOKENS } from '../tokens';
import type { MemberProfileGateway } from './ports';
import { MEMBER_PROFILE_TOKENS } from './tokens';

export interface Saved<T> { value: T; message: string }

/**
 * 編輯會員資料: the shop's rules first (named beside each field), then the shop. The session owns who
 * the member is (the header's nickname): it is read again after a save, never patched from the form.
 */
@injectable()
export class UpdateProfile {
  constructor(
    @inject(MEMBER_PROFILE_TOKENS.MemberProfileGateway) private readonly gateway: MemberProfileGateway,
    @inject(LoadSession) private readonly session: LoadSession,
  ) {}

  async execute(draft: ProfileDraft): Promise<FormOutcome<Saved<Profile>>> {
    const checked = checkProfile(draft);
    if (!checked.ok) return formFailure('INVALID_PROFILE', ProfileMessages.FIX_FIELDS, checked.error);
    const saved = await attempt(() => this.gateway.updateProfile(checked.value));
    if (!saved.ok) return saved;
    // The save stands even if the session cannot be read again now: the next page load reads it.
    await this.session.reload().catch(() => undefined);
    return { ok: true, value: { value: saved.value, message: ProfileMessages.PROFILE_SAVED } };
  }
}

/** Adds (id null) or changes a baby; today is read in Taipei for the due-date rule. */
@injectable()
export class SaveBaby {
  constructor(
    @inject(MEMBER_PROFILE_TOKENS.MemberProfileGateway) private readonly gateway: MemberProfileGateway,
    @inject(PORT_TOKENS.Clock) private readonly clock: Clock,
  ) {}

  async execute(input: { id: number | null; draft: BabyDraft }): Promise<FormOutcome<Saved<Baby[]>>> {
    const checked = checkBaby(input.draft, taipeiDate(this.clock.now()));
    if (!checked.ok) return formFailure('INVALID_BABY', ProfileMessages.FIX_FIELDS, checked.error);
    const saved = await attempt(() => this.gateway.saveBaby(input.id, checked.value));
    return saved.ok ? { ok: true, value: { value: saved.value, message: ProfileMessages.BABY_SAVED } } : saved;
  }
}

@injectable()
export class RemoveBaby {
  constructor(@inject(MEMBER_PROFILE_TOKENS.MemberProfileGateway) private readonly gateway: MemberProfileGateway) {}

  async execute(input: { id: number }): Promise<FormOutcome<Saved<Baby[]>>> {
    const removed = await attempt(() => this.gateway.removeBaby(input.id));
    return removed.ok ? { ok: true, value: { value: removed.value, message: ProfileMessages.BABY_REMOVED } } : removed;
  }
}
