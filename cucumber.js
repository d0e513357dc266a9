const common = {
  paths: ['features/**/*.feature'],
  import: ['features/support/**/*.ts', 'features/steps/**/*.ts'],
  loader: ['ts-node/esm'],
  format: ['progress', 'summary'],
  strict: true,
};

export default common;

/**
 * The second assembly (`npm run test:features:server`): the same scenarios and steps against the
 * real server in process (features/support/serverShop.ts). A scenario whose steps poke a fake, or
 * need what only the fakes stock so far (the catalog's products), is tagged @memory-only; a scenario
 * that passes in memory and fails here is a drift in the fake.
 */
export const server = {
  ...common,
  paths: ['features/login-status.feature', 'features/sign-up.feature', 'features/auth-guard.feature', 'features/member-only-actions.feature'],
  tags: 'not @memory-only',
  worldParameters: { assembly: 'server' },
};
