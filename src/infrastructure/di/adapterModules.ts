import { ContainerModule } from 'inversify';
import { SystemClock } from '../clock/SystemClock';
import { DocumentCookieTokenStore } from '../cookie/DocumentCookieTokenStore';
import { RequestCookieTokenStore } from '../cookie/RequestCookieTokenStore';
import { RecordingPageReloader } from '../browser/RecordingPageReloader';
import { StaticNetworkStatus } from '../browser/StaticNetworkStatus';
import { WindowNetworkStatus } from '../browser/WindowNetworkStatus';
import { WindowPageReloader } from '../browser/WindowPageReloader';
import { CollectorErrorReporter } from '../reporting/CollectorErrorReporter';
import { ConsoleErrorReporter } from '../reporting/ConsoleErrorReporter';
import { LocalStorageKeyValueStore } from '../storage/LocalStorageKeyValueStore';
import { MemoryKeyValueStore } from '../storage/MemoryKeyValueStore';
import { SystemScheduler } from '../timers/SystemScheduler';
import type { ContainerOptions } from './ContainerOptions';
import { TOKENS } from './tokens';

/** The browser tab's adapters: HttpOnly cookie via the server, localStorage, window events. */
export const browserAdapters = () =>
  new ContainerModule(({ bind }) => {
    bind(TOKENS.TokenStore).toConstantValue(new DocumentCookieTokenStore());
    bind(TOKENS.ResponseCookies).toConstantValue({ setCookieHeaders: () => [] });
    bind(TOKENS.KeyValueStore).toConstantValue(new LocalStorageKeyValueStore());
    bind(TOKENS.PageReloader).toConstantValue(new WindowPageReloader());
    bind(TOKENS.NetworkStatus).toConstantValue(new WindowNetworkStatus());
    bind(TOKENS.Clock).toConstantValue(new SystemClock());
    bind(TOKENS.Scheduler).toConstantValue(new SystemScheduler());
    bind(TOKENS.ErrorReporter).toConstantValue(new CollectorErrorReporter(new ConsoleErrorReporter()));
  });

/** One page request's adapters: its cookies (read, forwarded, written back), memory for the rest. */
export const serverAdapters = (options: ContainerOptions) =>
  new ContainerModule(({ bind }) => {
    const cookies = new RequestCookieTokenStore(options.cookieHeader, { secure: options.secureCookies });
    bind(RequestCookieTokenStore).toConstantValue(cookies);
    bind(TOKENS.TokenStore).toConstantValue(cookies);
    bind(TOKENS.ResponseCookies).toConstantValue(cookies);
    bind(TOKENS.KeyValueStore).toConstantValue(new MemoryKeyValueStore());
    bind(TOKENS.PageReloader).toConstantValue(new RecordingPageReloader());
    bind(TOKENS.NetworkStatus).toConstantValue(new StaticNetworkStatus(true));
    bind(TOKENS.Clock).toConstantValue(new SystemClock());
    bind(TOKENS.Scheduler).toConstantValue(new SystemScheduler());
    bind(TOKENS.ErrorReporter).toConstantValue(new ConsoleErrorReporter());
  });
