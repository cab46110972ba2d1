// cucumber-js's progress formatter, with each failed scenario reported once, in an analyst's words
// (`format` in cucumber's configuration).
export { ReadableProgressFormatter as default } from '../dist/cucumber/readableProgress.js';
