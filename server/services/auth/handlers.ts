import type { AppContext } from '../../context';
import type { Handling } from '../../api/handler';
import { accountHandlers } from './accountHandlers';
import { socialHandlers } from './socialHandlers';
import { tokenHandlers } from './tokenHandlers';
import { userInfoHandlers } from './userInfoHandlers';

/** Accounts and identity: e-mail accounts, tokens, social sign-in, login-test (demo), the member's basics and the user info. */
export const authHandlers = (ctx: AppContext): Handling[] => [
  ...accountHandlers(ctx), ...tokenHandlers(ctx), ...socialHandlers(ctx), ...userInfoHandlers(ctx),
];
