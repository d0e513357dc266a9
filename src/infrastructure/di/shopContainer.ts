import { Container } from 'inversify';

/**
 * A container that builds any use case or store on first request (autobind: its constructor's
 * `@inject` tokens say what it needs) and keeps one per container: one per browser tab, one per
 * page request. No list of use cases exists to keep in step, and a use case's code (with the domain
 * rules it carries) loads with the page that uses it, not with the first bundle.
 */
export const shopContainer = () => new Container({ autobind: true, defaultScope: 'Singleton' });
