import 'reflect-metadata';
import { setWorldConstructor, World, type IWorldOptions } from '@cucumber/cucumber';
import type { Container } from 'inversify';
import type { TokenStore } from '../../src/application/auth/ports';
import { SessionStore } from '../../src/application/shell/SessionStore';
import { shownText } from '../../src/domain/errors/Result';
import type { UserMeta, TokenData } from '../../src/domain/user/UserMeta';
import { FixedClock } from '../../src/infrastructure/clock/FixedClock';
import { buildTestContainer } from '../../src/infrastructure/di/buildTestContainer';
import { InMemoryAccounts } from '../../src/infrastructure/memory/InMemoryAccounts';
import { InMemoryTokenStore } from '../../src/infrastructure/memory/InMemoryTokenStore';
import { InMemoryUserInfoGateway } from '../../src/infrastructure/memory/InMemoryUserInfoGateway';
import { ApiStage } from './apiStage';
import { MemoryBackstage, type Backstage } from './backstage';
import { ServerShop } from './serverShop';
import type { Person } from './people';

/** What the last form (sign-up, sign-in, verification) told the person. */
export interface FormOutcome {
  message: string | null;
  fields: Record<string, string | undefined>;
}

/**
 * One person's phone or browser: her own session, tokens, storage and what the shop told her there.
 * Her use cases run as in the browser, on a TokenStore that cannot read the HttpOnly token cookie;
 * `tokens` is that cookie, which the shop sets and reads (tests/contract/tokenStore).
 */
class Device {
  /** The token held before the visit, to tell whether it changed. */
  tokenBeforeVisit: TokenData | null = null;
  form: FormOutcome | null = null;
  /** Where the shop sent the person last (a path), or null when it let them stay. */
  sentTo: string | null = null;
  /** What the shop told the person, in order: the toast or message of each outcome they met. */
  readonly told: string[] = [];
  /** Actions still waiting for the person (an add to cart waiting for the sign-in it asked for). */
  readonly waiting: Promise<void>[] = [];

  constructor(readonly container: Container, readonly tokens: TokenStore, public owner: Person['name'] | null) {}
}

/** The assembly a cucumber profile names (`worldParameters.assembly`): the fakes, or the real server in process. */
export type Assembly = 'memory' | 'server';

const memoryOnly = (what: string) =>
  new Error(`${what} is the in-memory shop's: this step runs in the memory assembly only (tag its scenario @memory-only)`);

/**
 * A fresh shop per scenario and a device per person (screenplay's actors): a step that names Ben acts
 * on Ben's device, with Ben's session, and never sees Amy's. In memory the first device is the shop's
 * own container and each other person gets one over the same shop (accounts, clock, catalog, forum,
 * collector); on the server each device is the production container over the typed client
 * (support/serverShop.ts). What a Given asks of the shop goes through `backstage`, in both.
 */
export class ShopWorld extends World {
  readonly assembly: Assembly;
  private readonly memory: Container | null;
  private server: ServerShop | null = null;
  private readonly devices = new Map<Person['name'], Device>();
  private first: Device | null = null;
  private current: Device | null = null;
  /** The shop's service behind the real HTTP client, for the failure specs. */
  readonly api = new ApiStage();
  /** Verification links received, by e-mail address, so a link can be opened twice. */
  readonly mailLinks = new Map<string, string>();

  constructor(options: IWorldOptions) {
    super(options);
    this.assembly = (options.parameters as { assembly?: Assembly }).assembly ?? 'memory';
    this.memory = this.assembly === 'memory' ? buildTestContainer(undefined, { browser: true }) : null;
  }

  /** The server assembly's shop, opened before each scenario (support/hooks.ts). */
  async openServer(): Promise<void> { this.server = await ServerShop.open(); }
  async closeServer(): Promise<void> { await this.server?.close(); }

  get backstage(): Backstage {
    if (this.server) return this.server;
    return new MemoryBackstage(this.accounts, this.clock);
  }
  get accounts(): InMemoryAccounts {
    if (!this.memory) throw memoryOnly('InMemoryAccounts');
    return this.memory.get(InMemoryAccounts);
  }
  get clock(): FixedClock {
    if (!this.memory) throw memoryOnly('FixedClock');
    return this.memory.get(FixedClock);
  }

  private newDevice(owner: Person['name'] | null): Device {
    if (this.server) {
      const { container, tokens } = this.server.device();
      return new Device(container, tokens, owner);
    }
    const container = this.first ? buildTestContainer(undefined, { shop: this.memory!, browser: true }) : this.memory!;
    return new Device(container, container.get(InMemoryTokenStore), owner);
  }

  /** The device steps act on before anyone is named: the first person to act takes it. */
  private get device(): Device {
    this.current ??= this.first ??= this.newDevice(null);
    return this.current;
  }

  /** From here on the steps act on this person's device (created the first time she acts). */
  actAs(person: Person): this {
    let device = this.devices.get(person.name);
    if (!device) {
      const takesTheFirst = this.devices.size === 0 && (this.first === null || this.first.owner === null);
      device = takesTheFirst ? this.device : this.newDevice(person.name);
      device.owner = person.name;
      this.devices.set(person.name, device);
    }
    this.current = device;
    return this;
  }

  /** The person picks up another device of hers (a phone): signed out there, and the steps act on it from here on. */
  actOnAnotherDevice(person: Person): this {
    const device = this.newDevice(person.name);
    this.devices.set(person.name, device);
    this.current = device;
    return this;
  }

  /** The acting person's device's container: her use cases, stores and fakes. */
  get container(): Container { return this.device.container; }
  get tokens(): TokenStore { return this.device.tokens; }
  get userInfo(): InMemoryUserInfoGateway {
    if (!this.memory) throw memoryOnly('InMemoryUserInfoGateway');
    return this.device.container.get(InMemoryUserInfoGateway);
  }
  get told(): string[] { return this.device.told; }
  get waiting(): Promise<void>[] { return this.device.waiting; }
  get form(): FormOutcome | null { return this.device.form; }
  set form(value: FormOutcome | null) { this.device.form = value; }
  get sentTo(): string | null { return this.device.sentTo; }
  set sentTo(value: string | null) { this.device.sentTo = value; }
  get tokenBeforeVisit(): TokenData | null { return this.device.tokenBeforeVisit; }
  set tokenBeforeVisit(value: TokenData | null) { this.device.tokenBeforeVisit = value; }

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
