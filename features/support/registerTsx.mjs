// cucumber-js 12 on Node 20 cannot load tsx through its `loader` option (stack.md pitfall 9):
// register tsx from the first support file instead, so every other support and step file can be TypeScript.
import { register } from 'tsx/esm/api';

register();
