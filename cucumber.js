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
 * real server in process (features/support/serverShop.ts). A scenario whose Givens poke a fake is
 * tagged @memory-only; a scenario that passes in memory and fails here is a drift in the fake.
 */
export const server = {
  ...common,
  paths: ['features/login-status.feature', 'features/sign-up.feature'],
  tags: 'not @memory-only',
  worldParameters: { assembly: 'server' },
};
