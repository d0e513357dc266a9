import { inject, injectable } from '../injection';
import { PORT_TOKENS } from '../tokens';
import type { SocialAuthGateway, SocialProvider } from './socialPorts';

/** Where to send the visitor to sign in with LINE, Facebook or Apple; they come back to `returnTo`. */
@injectable()
export class StartSocialSignIn {
  constructor(@inject(PORT_TOKENS.SocialAuthGateway) private readonly social: SocialAuthGateway) {}

  async execute(input: { provider: SocialProvider; returnTo: string }): Promise<string> {
    const returnTo = input.returnTo.startsWith('/') && !input.returnTo.startsWith('//') ? input.returnTo : '/';
    return (await this.social.start(input.provider, returnTo)).url;
  }
}
