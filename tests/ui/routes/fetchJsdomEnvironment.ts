import JSDOMEnvironment from 'jest-environment-jsdom';

/**
 * jsdom has no Fetch API, but React Router's data routers build a `Request` for every
 * navigation and loader. This environment lends jsdom Node's own classes. Node 24's `Request`
 * accepts only its own realm's `AbortSignal`, and the router passes jsdom's: a foreign signal is
 * followed by one of Node's. jsdom has no `structuredClone` either, which the in-memory fakes copy their
 * answers with: Node's is lent too.
 */
class LentRequest extends Request {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    // Typed as Node's, it may be jsdom's at run time.
    const signal = init?.signal as AbortSignal | null | undefined;
    if (signal && !(signal as unknown instanceof AbortSignal)) {
      const follower = new AbortController();
      if (signal.aborted) follower.abort(signal.reason);
      else signal.addEventListener('abort', () => follower.abort(signal.reason), { once: true });
      super(input, { ...init, signal: follower.signal });
      return;
    }
    super(input, init);
  }
}

export default class FetchJsdomEnvironment extends JSDOMEnvironment {
  constructor(...args: ConstructorParameters<typeof JSDOMEnvironment>) {
    super(...args);
    Object.assign(this.global, { Request: LentRequest, Response, Headers, fetch, structuredClone });
  }
}
