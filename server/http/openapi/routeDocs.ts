import type { RouteDoc } from './routeDoc';


/** Response shapes the contract has no name for (named here so the document can reference them). */
export const DocSchemas = {};

/**
 * The registry behind /openapi.json: which contract schema each route parses and answers with, keyed
 * `METHOD path` as registered in Fastify. A route missing here still appears, with a generic entry.
 */
export const routeDocs: Record<string, RouteDoc> = {
  // Buy slice (purchase.ts)

};
