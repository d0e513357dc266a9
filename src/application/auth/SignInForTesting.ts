import { inject, injectable } from '../injection';
import type { UserMeta } from '../../domain/user/UserMeta';
import { PORT_TOKENS } from '../tokens';
import { ResolveLoginStatus } from './ResolveLoginStatus';
import type { SocialAuthGateway } from './socialPorts';

/** Demo sandbox: signs in as a seeded member through a session, then settles it as SPEC §4.1 says. */
@injectable()
export class SignInForTesting {
  constructor(
    @inject(PORT_TOKENS.SocialAuthGateway) private readonly social: SocialAuthGateway,
    @inject(ResolveLoginStatus) private readonly resolveLoginStatus: ResolveLoginStatus,
  ) {}

  async execute(input: { email: string }): Promise<UserMeta> {
    await this.social.signInForTesting(input.email);
    return this.resolveLoginStatus.execute();
  }
}
