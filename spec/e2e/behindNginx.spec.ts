import { expect, test } from './fixtures.ts';
import submission from '../../fixtures/submissions/form_application.json' with { type: 'json' };
import { FORM_BODY_MAX_BYTES } from '../../contracts/attachment.ts';
import { formDataFromSubmission } from '../../contracts/multipartSubmission.ts';
import { startSiteServer, type SiteServer } from '../../tools/siteServer.ts';
import { documentedNginxBlock, startDocumentedNginx, type DocumentedNginx } from '../support/documentedNginx.ts';

/**
 * Decision 022: the site behind nginx as docs/deployment.md sets it up (Debian's nginx, installed by
 * `npm run servers`), with TRUST_PROXY=1. The configuration is the document's own block, taken from
 * the Markdown, with only what a test must change: the upstream is this test's server, nginx listens
 * on free local ports over plain http, the build's client folder is the root, and the edge includes
 * (redirects, headers) are left out as they play no part here.
 */

/** A site started with `env` behind the documented nginx, for the tests of the block that calls it. */
function siteBehindNginx(env: NodeJS.ProcessEnv) {
  let site: SiteServer | undefined;
  let nginx: DocumentedNginx | undefined;
  test.beforeAll(async () => {
    site = await startSiteServer({ TRUST_PROXY: '1', ...env });
    nginx = await startDocumentedNginx([{ address: site.url.replace('http://', '') }]);
  });
  test.afterAll(async () => {
    nginx?.stop();
    await site?.stop();
  });
  return () => {
    if (!nginx) throw new Error('nginx did not start');
    return nginx;
  };
}

test('the documented nginx takes a form body as large as the site reads', () => {
  // nginx's own default (1m) would answer a post the site accepts with nginx's 413 page.
  expect(/^\s*client_max_body_size (\S+);/m.exec(documentedNginxBlock())?.[1]).toBe(String(FORM_BODY_MAX_BYTES));
});

test.describe('with a form rate limit of 2', () => {
  const edge = siteBehindNginx({ FORM_RATE_LIMIT: '2' });

  // A new e-mail each, so no post is the repeat of another.
  let posted = 0;
  const post = (forwardedFor: string) =>
    fetch(`${edge().url}/api/form_application/`, {
      method: 'POST',
      body: JSON.stringify({ ...submission, email: `lead-${(posted += 1)}@example.ru` }),
      headers: {
        'content-type': 'application/json',
        'sec-fetch-site': 'same-origin',
        'x-forwarded-for': forwardedFor,
      },
    }).then((response) => response.status);

  test('behind the documented nginx, a visitor who forges X-Forwarded-For is still held to the form rate limit', async () => {
    const statuses: number[] = [];
    for (const forged of ['1.1.1.1', '2.2.2.2', '3.3.3.3', '4.4.4.4']) statuses.push(await post(forged));
    expect(statuses).toEqual([200, 200, 429, 429]);
  });
});

// A site of its own: the rate limit above would refuse these posts, all from nginx's one address.
test.describe('with the default form rate limit', () => {
  const edge = siteBehindNginx({});

  test('the documented port-80 server sends every request to https, same host, path and query', async () => {
    for (const path of ['/', '/en/contacts/?utm_source=yandex&q=b2b%20portal']) {
      const answer = await fetch(`${edge().port80Url}${path}`, { redirect: 'manual' });
      expect(answer.status).toBe(301);
      // $host is the request's host without its port: https is on its own port, 443.
      expect(answer.headers.get('location')).toBe(`https://127.0.0.1${path}`);
    }
  });

  /**
   * 9 MiB: within the form's 10 MiB, well over nginx's default of 1 MiB. A PDF by its name (what the
   * site checks) and by its first bytes.
   */
  const brief = { name: 'brief.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(9 * 1024 * 1024, ' ') };
  brief.buffer.write('%PDF-1.4\n');

  test('a 9 MiB attachment sent by the page’s script passes nginx and is accepted', async () => {
    const answer = await fetch(`${edge().url}/api/form_application/`, {
      method: 'POST',
      // As site/forms/submitForm.ts sends it: multipart, the boundary written by fetch.
      body: formDataFromSubmission(submission, new File([brief.buffer], brief.name, { type: brief.mimeType })),
      headers: { accept: 'application/json', 'sec-fetch-site': 'same-origin' },
    });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ ok: true });
  });

  test.describe('in a browser without JavaScript', () => {
    // The browser posts the page's form itself, a navigation: Node's fetch always says Sec-Fetch-Mode: cors.
    test.use({ javaScriptEnabled: false });

    test('a 9 MiB attachment in the feedback form passes nginx and is accepted', async ({ page }) => {
      await page.goto(`${edge().url}/en/feedback/`);
      const form = page.getByRole('main').locator('form');
      await form.getByRole('textbox', { name: 'Name' }).fill('Anna Smirnova');
      await form.getByRole('textbox', { name: 'Phone' }).fill('+44 20 7946 0000');
      // Not the e-mail the script's post above sent: within its minute this would be its repeat (4.15).
      await form.getByRole('textbox', { name: 'E-mail' }).fill('anna.smirnova@zavod.example');
      await form.getByLabel('A file describing the task').setInputFiles(brief);
      await form.getByRole('checkbox', { name: /I agree to the processing/ }).check();
      const posted = page.waitForResponse((response) => response.request().method() === 'POST');
      await form.getByRole('button', { name: 'Send request' }).click();
      // The backend took it: the browser is sent to the form page's confirmation.
      const answer = await posted;
      expect(answer.status()).toBe(303);
      expect(answer.headers().location).toBe('/en/feedback/?sent=1');
      // The confirmation comes from Node even now that the visitor has all three campaign cookies (set
      // on the first page), which would let nginx serve the form page's prerendered file.
      await expect(page.getByText('Thank you! A manager will contact you within one business day.')).toBeVisible();
    });
  });
});
