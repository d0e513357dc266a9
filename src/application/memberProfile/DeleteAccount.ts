import { inject, injectable } from '../injection';
import { ProfileMessages } from '../../domain/memberProfile/messages';
import { SignOut } from '../auth/SignOut';
import { attempt, formFailure, type FormOutcome } from '../formOutcome';
import type { AccountGateway } from './ports';
import { MEMBER_PROFILE_TOKENS } from './tokens';

/**
 * 刪除帳號: the member proves it is them (password, or the typed phrase without one); the shop
 * refuses while an order still needs them. Once deleted, the member is signed out as SignOut does.
 */
@injectable()
export class DeleteAccount {
  constructor(
    @inject(MEMBER_PROFILE_TOKENS.AccountGateway) private readonly gateway: AccountGateway,
    @inject(SignOut) private readonly signOut: SignOut,
  ) {}

  async execute(input: { hasPassword: boolean; password: string; confirm: string }): Promise<FormOutcome<{ message: string }>> {
    if (input.hasPassword && input.password === '') return formFailure('PASSWORD_REQUIRED', ProfileMessages.PASSWORD_REQUIRED, { password: ProfileMessages.PASSWORD_REQUIRED });
    const proof = input.hasPassword ? { password: input.password } : { confirm: input.confirm };
    const deleted = await attempt(() => this.gateway.deleteAccount(proof));
    if (!deleted.ok) return deleted;
    // The shop already ended every session; this forgets the token and resolves the session as signed out.
    await this.signOut.execute().catch(() => undefined);
    return { ok: true, value: { message: deleted.value } };
  }
}
