/**
 * `npm run headers:nginx [-- --assets]`: prints the security headers the edge must send for what it
 * serves from disk (prerendered pages and public files; with `--assets`, /assets/), from the same
 * function as the server (site/rules/securityHeaders.ts). Reads the counter's origin from the build
 * manifest: run it after `npm run build`. See docs/deployment.md.
 */
import { fileURLToPath } from 'node:url';
import { LOCAL_ANALYTICS_SRC } from '../site/config/analytics.ts';
import { readBuildManifest } from '../site/server/buildManifest.ts';
import { commandLine } from './commandLine.ts';
import { renderNginxSecurityHeaders } from './nginx/nginxSecurityHeaders.ts';

const manifest = readBuildManifest(fileURLToPath(new URL('../dist', import.meta.url)));
const what =
  commandLine('npm run headers:nginx', { assets: { type: 'boolean' } }).values.assets === true ? 'file' : 'page';
process.stdout.write(renderNginxSecurityHeaders(what, manifest.analyticsSrc ?? LOCAL_ANALYTICS_SRC));
