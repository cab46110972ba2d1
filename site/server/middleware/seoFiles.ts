import { Hono } from 'hono';
import type { ContentRequest } from '../../content/fetchContent.ts';
import { sitePages } from '../../content/sitePages.ts';
import { robotsTxt, localeOfHost } from '../seo/robotsTxt.ts';
import { sitemapXml } from '../seo/sitemapXml.ts';

/** /sitemap.xml and /robots.txt, made from the route table and the content (projects, articles). */
export function seoFiles(reading: Pick<ContentRequest, 'apiBaseUrl' | 'degradeContractBreaks' | 'onContractBreak'>) {
  const app = new Hono();
  app.get('/sitemap.xml', async (c) => {
    const request = { ...reading, requestId: c.get('requestId'), serverLog: c.get('log') };
    const [ru, en] = await Promise.all([
      sitePages({ ...request, locale: 'ru' }),
      sitePages({ ...request, locale: 'en' }),
    ]);
    return c.body(sitemapXml({ ru, en }), 200, {
      'content-type': 'application/xml; charset=utf-8',
      'cache-control': 'public, max-age=3600',
    });
  });
  app.get('/robots.txt', (c) =>
    c.text(robotsTxt(localeOfHost(c.req.header('host'))), 200, { 'cache-control': 'public, max-age=86400' }),
  );
  return app;
}
