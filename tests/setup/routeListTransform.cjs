// ts-jest for the route lists, after the build's step that writes each page's source beside its
// import (scripts/pageSources.cjs, also vite.config.ts): the tests see the lists the page server runs.
const tsJest = require('ts-jest').default;
const { addPageSources } = require('../../scripts/pageSources.cjs');

module.exports = {
  createTransformer(options) {
    const inner = tsJest.createTransformer(options);
    return {
      canInstrument: inner.canInstrument,
      process: (code, file, config) => inner.process(addPageSources(code, file), file, config),
      getCacheKey: (code, file, config) => inner.getCacheKey(addPageSources(code, file), file, config),
    };
  },
};
