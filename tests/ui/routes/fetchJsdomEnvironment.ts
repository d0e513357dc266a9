import JSDOMEnvironment from 'jest-environment-jsdom';

/**
 * jsdom has no Fetch API, but React Router's data routers build a `Request` for every
 * navigation and loader. This environment lends jsdom Node's own classes.
 */
export default class FetchJsdomEnvironment extends JSDOMEnvironment {
  constructor(...args: ConstructorParameters<typeof JSDOMEnvironment>) {
    super(...args);
    Object.assign(this.global, { Request, Response, Headers, fetch });
  }
}
