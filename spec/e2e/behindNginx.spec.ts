import { expect, test } from './fixtures.ts';
import submission from '../../fixtures/submissions/form_application.json' with { type: 'json' };
import { startSiteServer, type SiteServer } from '../../tools/siteServer.ts';
import { startDocumentedNginx, type DocumentedNginx } from '../support/documentedNginx.ts';

/**
 * Decision 022: the site behind nginx as docs/deployment.md sets it up (Debian's nginx, installed by
 * `npm run servers`), with TRUST_PROXY=1 and a form rate limit of 2. The configuration is the
 * document's own block, taken from the Markdown, with only what a test must change: the upstream is
 * this test's server, nginx listens on a free local port over plain http, the build's client folder is
 * the root, and the edge includes (redirects, headers) are left out as they play no part here.
 */

let site: SiteServer | undefined;
let nginx: DocumentedNginx | undefined;
let edge = '';

test.beforeAll(async () => {
  site = await startSiteServer({ TRUST_PROXY: '1', FORM_RATE_LIMIT: '2' });
  nginx = await startDocumentedNginx([{ address: site.url.replace('http://', '') }]);
  edge = nginx.url;
});

test.afterAll(async () => {
  nginx?.stop();
  await site?.stop();
});

const post = (forwardedFor: string) =>
  fetch(`${edge}/api/form_application/`, {
    method: 'POST',
    body: JSON.stringify(submission),
    headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin', 'x-forwarded-for': forwardedFor },
  }).then((response) => response.status);

test('behind the documented nginx, a visitor who forges X-Forwarded-For is still held to the form rate limit', async () => {
  const statuses: number[] = [];
  for (const forged of ['1.1.1.1', '2.2.2.2', '3.3.3.3', '4.4.4.4']) statuses.push(await post(forged));
  expect(statuses).toEqual([200, 200, 429, 429]);
});
