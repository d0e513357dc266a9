import 'reflect-metadata';
import { setWorldConstructor, World, type IWorldOptions } from '@cucumber/cucumber';
import { SessionStore } from '../../src/application/shell/SessionStore';
import { shownText } from '../../src/domain/errors/Result';
import type { UserMeta, TokenData } from '../../src/domain/user/UserMeta';
import { FixedClock } from '../../src/infrastructure/clock/FixedClock';
import { buildTestContainer } from '../../src/infrastructure/di/buildTestContainer';
import { InMemoryAccounts } from '../../src/infrastructure/memory/InMemoryAccounts';
import { InMemoryTokenStore } from '../../src/infrastructure/memory/InMemoryTokenStore';
import { InMemoryUserInfoGateway } from '../../src/infrastructure/memory/InMemoryUserInfoGateway';
import { ApiStage } from './apiStage';

/** What the last form (sign-up, sign-in, verification) told the person. */
export interface FormOutcome {
  message: string | null;
  fields: Record<string, string | undefined>;
}

/**
 * A fresh shop per scenario, on in-memory adapters, plus what the actors remember between
 * steps — typed fields, not a bag of strings.
 */
export class ShopWorld extends World {
  readonly container = buildTestContainer();
  readonly accounts = this.container.get(InMemoryAccounts);
  readonly clock = this.container.get(FixedClock);
  readonly tokens = this.container.get(InMemoryTokenStore);
  readonly userInfo = this.container.get(InMemoryUserInfoGateway);
  /** The shop's service behind the real HTTP client, for the failure specs. */
  readonly api = new ApiStage();

  /** The token held before the visit, to tell whether it changed. */
  tokenBeforeVisit: TokenData | null = null;
  form: FormOutcome | null = null;
  /** Verification links received, by e-mail address, so a link can be opened twice. */
  readonly mailLinks = new Map<string, string>();
  /** Where the shop sent the person last (a path), or null when it let them stay. */
  sentTo: string | null = null;
  /** What the shop told the person, in order: the toast or message of each outcome they met. */
  readonly told: string[] = [];
  /** Actions still waiting for the person (an add to cart waiting for the sign-in it asked for). */
  readonly waiting: Promise<void>[] = [];

  constructor(options: IWorldOptions) {
    super(options);
  }

  get meta(): UserMeta | null {
    return this.container.get(SessionStore).state$.getValue()?.user ?? null;
  }

  /** Hears a use case's outcome the way the UI shows it (the same shownText rule as useOutcomeToast). */
  hear(outcome: Parameters<typeof shownText>[0]): void {
    const text = shownText(outcome);
    if (text) this.told.push(text);
  }
}

setWorldConstructor(ShopWorld);
