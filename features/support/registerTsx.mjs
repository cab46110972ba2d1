// cucumber-js 12 on Node 20 cannot load tsx through its `loader` option (docs/pitfalls.md, 9):
// register tsx from the first support file instead, so every other support and step file can be TypeScript.
import { register } from 'tsx/esm/api';

register();
