import type { SignedInDevices } from '../../src/application/memberDevices/ports';
import { NotFoundError } from '../../src/domain/errors/clientErrors';
import { ApiAuthGateway } from '../../src/infrastructure/http/ApiAuthGateway';
import { ApiSignedInDevices } from '../../src/infrastructure/http/ApiSignedInDevices';
import { InMemorySignedInDevices } from '../../src/infrastructure/memory/InMemorySignedInDevices';
import { InMemoryTokenStore } from '../../src/infrastructure/memory/InMemoryTokenStore';
import { apiClientOf } from '../server/helpers/apiClient';
import { signUpVerified } from '../server/helpers/api';
import { dialects } from '../server/helpers/testApp';
import { openRealShop, type RealShop } from './helpers/realShop';

const AGENTS = {
  phone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  laptop: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  tablet: 'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
} as const;
type Device = keyof typeof AGENTS;
const MEMBER = { email: 'three.devices@example.com', password: 'secret-pass-1' };

/**
 * 登入裝置 (SPEC §7): a member signed in on a phone, a laptop and a tablet. The fake the Gherkin uses
 * and the typed client over the real server list them the same way from each device, and end them alike.
 * Each test signs the member in afresh (a new member each time on the real server), since ending is for good.
 */
describe.each(dialects())('SignedInDevices contract on %s', (dialect) => {
  let shop: RealShop;
  let members = 0;

  beforeAll(async () => { shop = await openRealShop(dialect); });
  afterAll(() => shop.close());

  const fake = async (): Promise<(from: Device) => SignedInDevices> => {
    const devices = new InMemorySignedInDevices();
    const ids = Object.fromEntries((Object.keys(AGENTS) as Device[]).map((d) => [d, devices.signIn(7, AGENTS[d], shop.now).id])) as Record<Device, number>;
    devices.signIn(8, AGENTS.phone, shop.now);
    return (from) => { [devices.signedIn, devices.here] = [7, ids[from]]; return devices; };
  };
  const real = async (): Promise<(from: Device) => SignedInDevices> => {
    const email = MEMBER.email.replace('@', `+${++members}@`);
    await signUpVerified(shop.test.app, email, MEMBER.password);
    const clients = {} as Record<Device, SignedInDevices>;
    for (const device of Object.keys(AGENTS) as Device[]) {
      const tokens = new InMemoryTokenStore();
      const api = apiClientOf(shop.test.app, tokens, 'http', { userAgent: AGENTS[device] });
      tokens.save(await new ApiAuthGateway(api).signIn({ email, password: MEMBER.password }));
      clients[device] = new ApiSignedInDevices(api);
    }
    return (from) => clients[from];
  };
  const subjects: [string, () => Promise<(from: Device) => SignedInDevices>][] = [['the in-memory fake', fake], ['the typed client over the real server', real]];

  describe.each(subjects)('%s', (_name, subject) => {
    let from: (device: Device) => SignedInDevices;
    beforeEach(async () => { from = await subject(); });

    it('lists the member’s own sign-ins, the one asking first and marked', async () => {
      const list = await from('laptop').list();
      expect(list).toHaveLength(3);
      expect(list[0]).toMatchObject({ current: true, kind: 'computer' });
      expect(list.filter((d) => d.current)).toHaveLength(1);
      expect(list.map((d) => d.kind).sort()).toEqual(['computer', 'phone', 'tablet']);
    });

    it('ends one other sign-in, and refuses one that is gone or unknown', async () => {
      const tablet = (await from('phone').list()).find((d) => d.kind === 'tablet')!;
      expect((await from('phone').signOut(tablet.id)).count).toBe(1);
      expect((await from('phone').list()).map((d) => d.kind).sort()).toEqual(['computer', 'phone']);
      await expect(from('phone').signOut(tablet.id)).rejects.toBeInstanceOf(NotFoundError);
      await expect(from('phone').signOut(987_654)).rejects.toBeInstanceOf(NotFoundError);
    });

    it('ends every other sign-in at once, and then there is nothing more to end', async () => {
      expect((await from('phone').signOutOthers()).count).toBe(2);
      expect((await from('phone').list()).map((d) => [d.kind, d.current])).toEqual([['phone', true]]);
      expect((await from('phone').signOutOthers()).count).toBe(0);
    });
  });
});
