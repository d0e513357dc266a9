import 'reflect-metadata';
import { setWorldConstructor, World, type IWorldOptions } from '@cucumber/cucumber';
import type { Container } from 'inversify';
import { SessionStore } from '../../src/application/shell/SessionStore';
import { shownText } from '../../src/domain/errors/Result';
import type { UserMeta, TokenData } from '../../src/domain/user/UserMeta';
import { FixedClock } from '../../src/infrastructure/clock/FixedClock';
import { buildTestContainer } from '../../src/infrastructure/di/buildTestContainer';
import { InMemoryAccounts } from '../../src/infrastructure/memory/InMemoryAccounts';
import { InMemoryTokenStore } from '../../src/infrastructure/memory/InMemoryTokenStore';
import { InMemoryUserInfoGateway } from '../../src/infrastructure/memory/InMemoryUserInfoGateway';
import { ApiStage } from './apiStage';
import type { Person } from './people';

/** What the last form (sign-up, sign-in, verification) told the person. */
export interface FormOutcome {
  message: string | null;
  fields: Record<string, string | undefined>;
}

/**
 * One person's phone or browser: her own session, tokens, storage and what the shop told her there.
 * Her use cases run as in the browser, on a TokenStore that cannot read the HttpOnly token cookie;
 * `tokens` is that cookie, which the shop's fakes set and read (tests/contract/tokenStore).
 */
class Device {
  readonly tokens: InMemoryTokenStore;
  readonly userInfo: InMemoryUserInfoGateway;
  /** The token held before the visit, to tell whether it changed. */
  tokenBeforeVisit: TokenData | null = null;
  form: FormOutcome | null = null;
  /** Where the shop sent the person last (a path), or null when it let them stay. */
  sentTo: string | null = null;
  /** What the shop told the person, in order: the toast or message of each outcome they met. */
  readonly told: string[] = [];
  /** Actions still waiting for the person (an add to cart waiting for the sign-in it asked for). */
  readonly waiting: Promise<void>[] = [];

  constructor(readonly container: Container, public owner: Person['name'] | null) {
    this.tokens = container.get(InMemoryTokenStore);
    this.userInfo = container.get(InMemoryUserInfoGateway);
  }
}

/**
 * A fresh shop per scenario, on in-memory adapters, and a device per person (screenplay's actors):
 * a step that names Ben acts on Ben's device, with Ben's session, and never sees Amy's. The first
 * device is the shop's own container; the first person to act takes it, and each other person gets
 * a device of her own over the same shop (accounts, clock, catalog, forum, collector).
 */
export class ShopWorld extends World {
  private readonly shop = buildTestContainer(undefined, { browser: true });
  private readonly devices = new Map<Person['name'], Device>();
  private current = new Device(this.shop, null);
  readonly accounts = this.shop.get(InMemoryAccounts);
  readonly clock = this.shop.get(FixedClock);
  /** The shop's service behind the real HTTP client, for the failure specs. */
  readonly api = new ApiStage();
  /** Verification links received, by e-mail address, so a link can be opened twice. */
  readonly mailLinks = new Map<string, string>();

  constructor(options: IWorldOptions) {
    super(options);
  }

  /** From here on the steps act on this person's device (created the first time she acts). */
  actAs(person: Person): this {
    let device = this.devices.get(person.name);
    if (!device) {
      const takesTheFirst = this.current.owner === null && this.devices.size === 0;
      device = takesTheFirst ? this.current : new Device(buildTestContainer(undefined, { shop: this.shop, browser: true }), person.name);
      device.owner = person.name;
      this.devices.set(person.name, device);
    }
    this.current = device;
    return this;
  }

  /** The acting person's device's container: her use cases, stores and fakes. */
  get container(): Container { return this.current.container; }
  get tokens(): InMemoryTokenStore { return this.current.tokens; }
  get userInfo(): InMemoryUserInfoGateway { return this.current.userInfo; }
  get told(): string[] { return this.current.told; }
  get waiting(): Promise<void>[] { return this.current.waiting; }
  get form(): FormOutcome | null { return this.current.form; }
  set form(value: FormOutcome | null) { this.current.form = value; }
  get sentTo(): string | null { return this.current.sentTo; }
  set sentTo(value: string | null) { this.current.sentTo = value; }
  get tokenBeforeVisit(): TokenData | null { return this.current.tokenBeforeVisit; }
  set tokenBeforeVisit(value: TokenData | null) { this.current.tokenBeforeVisit = value; }

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
