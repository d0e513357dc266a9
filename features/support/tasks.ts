import { ResolveLoginStatus } from '../../src/application/auth/ResolveLoginStatus';
import { SignIn } from '../../src/application/auth/SignIn';
import type { Person } from './people';
import type { ShopWorld } from './world';

/** Typed tasks the one-line steps call (screenplay style). */
export async function openShop(world: ShopWorld): Promise<void> {
  world.tokenBeforeVisit = world.tokens.read();
  await world.container.get(ResolveLoginStatus).execute();
}

export function ensureAccount(world: ShopWorld, person: Person, nickname = person.nickname): void {
  if (!world.accounts.members.has(person.email)) world.accounts.addMember({ ...person, nickname });
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
