#!/usr/bin/env node
// The harness is written in TypeScript and run through tsx (a peer dependency), as are the project's
// config file and step definitions it loads.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src/cli/main.ts');
process.exitCode = await main(process.argv.slice(2));
