import { inject, injectable } from 'inversify';
import { CART_PATH } from '../../domain/shell/bottomNav';
import { RequireMember } from './RequireMember';

/**
 * The cart tab (SPEC §2.4, §6): a member goes to the cart; a visitor gets the login dialog,
 * which sends them to the cart after signing in. Returns the path to navigate to, or null.
 */
@injectable()
export class OpenCartTab {
  constructor(@inject(RequireMember) private readonly requireMember: RequireMember) {}

  execute(): string | null {
    return this.requireMember.execute({ redirectTo: CART_PATH }).ok ? CART_PATH : null;
  }
}
