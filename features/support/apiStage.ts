import type { AxiosResponse } from 'axios';
import { RecordingPageReloader } from '../../src/infrastructure/browser/RecordingPageReloader';
import { createHttpClient } from '../../src/infrastructure/http/createHttpClient';
import { InMemoryTokenStore } from '../../src/infrastructure/memory/InMemoryTokenStore';
import { ScriptedHttpAdapter, type ScriptedReply } from '../../src/infrastructure/memory/ScriptedHttpAdapter';
import { InMemoryErrorReporter } from '../../src/infrastructure/reporting/InMemoryErrorReporter';

/** The real axios client over a scripted service: what a page's call meets. */
export class ApiStage {
  readonly service = new ScriptedHttpAdapter();
  readonly tokens = new InMemoryTokenStore();
  readonly reporter = new InMemoryErrorReporter();
  readonly reloader = new RecordingPageReloader();
  readonly http = createHttpClient({
    baseURL: 'http://127.0.0.1:3000',
    platform: 'desktop',
    tokenStore: this.tokens,
    reporter: this.reporter,
    reloader: this.reloader,
    adapter: this.service.adapter,
  });
  response: AxiosResponse | null = null;
  failure: unknown = null;

  answer(method: string, path: string, reply: Parameters<ScriptedHttpAdapter['on']>[2]): void {
    this.service.on(method, path, reply);
  }

  async call(path: string): Promise<void> {
    try {
      this.response = await this.http.get(path);
    } catch (error) {
      this.failure = error;
    }
  }

  calls(): string[] {
    return this.service.requests.map((request) => `${request.method} ${request.url}`);
  }
}

export type { ScriptedReply };
