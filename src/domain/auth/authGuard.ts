/** How a route declares that it needs a signed-in visitor (SPEC §2.2, §5). */
export interface AuthRequirement {
  requiresAuth: boolean;
  /** Where a signed-out visitor goes instead; the home page when absent. */
  redirectTo?: string;
}

export type GuardDecision = { allowed: true } | { allowed: false; redirectTo: string };

export const HOME_PATH = '/';

/** SPEC §2.2: a signed-out visitor on a route needing auth goes to its target, or home. */
export function guardRoute(route: AuthRequirement, signedIn: boolean): GuardDecision {
  if (!route.requiresAuth || signedIn) return { allowed: true };
  return { allowed: false, redirectTo: route.redirectTo || HOME_PATH };
}
