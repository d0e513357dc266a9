import { ResolveLoginStatus } from '../../src/application/auth/ResolveLoginStatus';
import { SignIn } from '../../src/application/auth/SignIn';
import { SessionStore } from '../../src/application/shell/SessionStore';
import { TOKENS } from '../../src/infrastructure/di/tokens';
import type { Person } from './people';
import type { ShopWorld } from './world';

/** Typed tasks the one-line steps call (screenplay style). */

/**
 * Opening the shop is the page server's first look-up (SPEC §4.1): it reads the visitor's token
 * cookie (as RequestCookieTokenStore does), and the browser starts from the session it resolved.
 */
export async function openShop(world: ShopWorld): Promise<void> {
  world.tokenBeforeVisit = world.tokens.read();
  const c = world.container;
  const pageServer = new ResolveLoginStatus(
    c.get(TOKENS.UserInfoGateway), c.get(TOKENS.AuthGateway), world.tokens, c.get(TOKENS.Clock), c.get(SessionStore), c.get(TOKENS.ErrorReporter),
  );
  await pageServer.execute();
}

export function ensureAccount(world: ShopWorld, person: Person, nickname = person.nickname): Promise<void> {
  return world.backstage.ensureAccount(person, nickname);
}

export async function signIn(world: ShopWorld, person: Person, password = person.password): Promise<void> {
  const result = await world.container.get(SignIn).execute({ email: person.email, password });
  world.form = result.ok ? null : { message: result.error.message, fields: result.error.fields };
}

/** The person a step names is the one using the shop: a signed-in session must be theirs. */
export function actingAs(world: ShopWorld, person: Person): void {
  const meta = world.meta;
  if (meta?.signedIn && meta.email !== person.email) throw new Error(`${person.name} is not the one signed in (${meta.email})`);
}
