import { Container, inject, injectable, type Newable } from 'inversify';
import { onInjectable } from '../../application/injection';

/**
 * Inversify learns each use case's dependencies from the use case's own decorators (recorded by
 * src/application/injection.ts): every class declared so far, and each one a later chunk declares.
 */
const taught = new WeakSet<object>();
onInjectable((type, dependencies) => {
  if (taught.has(type)) return;
  taught.add(type);
  dependencies.forEach((dependency, index) => inject(dependency as Newable)(type, undefined, index));
  injectable()(type as Newable);
});

/**
 * A container that builds any use case or store on first request (autobind: its constructor's
 * `@inject` tokens say what it needs) and keeps one per container: one per browser tab, one per
 * page request. No list of use cases exists to keep in step, and a use case's code (with the domain
 * rules it carries) loads with the page that uses it, not with the first bundle.
 */
export const shopContainer = () => new Container({ autobind: true, defaultScope: 'Singleton' });
