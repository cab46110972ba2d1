// cucumber-js's progress formatter, with each failed scenario reported once, in an analyst's words
// (`format` in cucumber's configuration). Registers tsx for itself, as the harness's plugins do.
import { register } from 'tsx/esm/api';

register();
const { ReadableProgressFormatter } = await import('../src/cucumber/readableProgress.ts');
export default ReadableProgressFormatter;
