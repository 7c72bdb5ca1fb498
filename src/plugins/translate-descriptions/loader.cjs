// The loader of ./index.ts: each module's source without its translate descriptions (./strip.cjs).
'use strict';
const {stripTranslateDescriptions} = require('./strip.cjs');

module.exports = function translateDescriptionsLoader(source) {
  return stripTranslateDescriptions(String(source), this.resourcePath);
};
