import { describe, expect, it } from 'vitest';
import { mockHandlers } from '../../mocks/node.ts';
import { brand } from '../../site/config/brand.ts';
import { createApp } from '../../site/server/createApp.ts';
import { seoFiles } from '../../site/server/middleware/seoFiles.ts';
import { documentTitle } from '../../site/rules/documentTitle.ts';

const app = createApp({
  pages: async (c) => c.html('<h1>page</h1>'),
  mockHandlers: mockHandlers(),
  apiBaseUrl: 'http://site.test',
});

describe('sitemap.xml and robots.txt', () => {
  it('lists every page of both locales on their own origins, with hreflang alternates', async () => {
    const response = await app.request('http://site.test/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    // Regenerated on each request, kept an hour by caches.
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    const xml = await response.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');
    expect(locs).toContain(`${brand.origins.ru}/`);
    expect(locs).toContain(`${brand.origins.en}/en/`);
    expect(locs).toContain(`${brand.origins.ru}/bitrix24/Crm/`);
    expect(locs).toContain(`${brand.origins.en}/en/services/mobilnye-prilozheniya/ios/`);
    expect(locs.filter((loc) => loc.startsWith(brand.origins.ru)).length).toBeGreaterThan(150);
    expect(new Set(locs).size).toBe(locs.length);
    expect(xml).toContain(`hreflang="en" href="${brand.origins.en}/en/contacts/"`);
    expect(xml).not.toContain('blog-test');
  });

  it('says on its own how long caches may keep its files: the sitemap an hour, robots.txt a day', async () => {
    const files = seoFiles({ apiBaseUrl: 'http://site.test' });
    const sitemap = await files.request('http://site.test/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers.get('cache-control')).toBe('public, max-age=3600');
    const robots = await files.request('http://site.test/robots.txt');
    expect(robots.headers.get('cache-control')).toBe('public, max-age=86400');
  });

  it('points robots.txt to the sitemap of the origin asked, and only to configured origins', async () => {
    const en = await app.request('http://site.test/robots.txt', { headers: { host: new URL(brand.origins.en).host } });
    expect(await en.text()).toContain(`Sitemap: ${brand.origins.en}/sitemap.xml`);
    expect(en.headers.get('cache-control')).toBe('public, max-age=86400');
    const forged = await app.request('http://site.test/robots.txt', { headers: { host: 'evil.example' } });
    const text = await forged.text();
    expect(text).toContain(`Sitemap: ${brand.origins.ru}/sitemap.xml`);
    expect(text).not.toContain('evil.example');
    expect(text).toMatch(/^Disallow: \/api\/$/m);
  });
});

describe('the document title', () => {
  it('follows the content title with the brand, unless the title already names it', () => {
    expect(documentTitle('Контакты', 'Северный Код')).toBe('Контакты — Северный Код');
    expect(documentTitle('Северный Код — интернет-магазины', 'Северный Код')).toBe('Северный Код — интернет-магазины');
  });
});
