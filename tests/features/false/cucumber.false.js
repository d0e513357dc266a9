/** Runs only the false scenarios, with the specs' own steps and support (tests/features/falseScenarios.test.ts). */
export default {
  paths: ['tests/features/false/*.feature'],
  import: ['features/support/**/*.ts', 'features/steps/**/*.ts'],
  loader: ['ts-node/esm'],
  format: ['summary'],
  strict: true,
};
