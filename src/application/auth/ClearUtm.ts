import { inject, injectable } from '../injection';
import { appSignal } from '../../domain/appBridge/messages';
import type { UserMeta } from '../../domain/user/UserMeta';
import type { AppBridge } from '../appBridge/ports';
import { APP_BRIDGE_TOKENS } from '../appBridge/tokens';
import { SessionStore } from '../shell/SessionStore';
import { PORT_TOKENS } from '../tokens';
import type { UserInfoGateway } from './ports';

/** Forgets the campaign attributes (DELETE /api/userinfo/utm; in the app also cleanAppUtmData), then reloads the user info (SPEC §7). */
@injectable()
export class ClearUtm {
  constructor(
    @inject(PORT_TOKENS.UserInfoGateway) private readonly userInfo: UserInfoGateway,
    @inject(SessionStore) private readonly store: SessionStore,
    @inject(APP_BRIDGE_TOKENS.AppBridge) private readonly bridge: AppBridge,
  ) {}

  async execute(): Promise<UserMeta> {
    await this.userInfo.clearUtm();
    this.bridge.send(appSignal('cleanAppUtmData'));
    const meta = await this.userInfo.load();
    this.store.resolve(meta);
    return meta;
  }
}
