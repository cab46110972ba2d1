/**
 * Prints the personal-data policy (spec section 2: "A static PDF personal-data policy is linked from
 * footers") from its HTML sources in site/legal/ to site/public/docs/, one PDF per locale, with the
 * system Chromium. The operator's name and contacts come from the brand config, so a real agency
 * changes site/config/brand.ts and runs `npx tsx tools/policyPdf.ts` again. The PDFs are committed.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { chromium } from 'playwright';
import { brand } from '../site/config/brand.ts';
import { PERSONAL_DATA_POLICY_FILES } from '../site/config/footers.ts';
import { localisePath } from '../site/rules/localePath.ts';
import { LOCALES, type Locale } from '../contracts/locale.ts';
import { escapeMarkup } from '../site/rules/escapeMarkup.ts';
import { CHROMIUM_ARGS, findChromium } from 'spec-harness/cucumber';

const root = new URL('../', import.meta.url);
const legal = new URL('site/legal/', root);
const publicDir = new URL('site/public/', root);

function values(locale: Locale): Record<string, string> {
  return {
    brandName: brand.name[locale],
    host: new URL(brand.origins.ru).host,
    hostEn: new URL(brand.origins.en).host,
    email: brand.salesEmail,
    phone: brand.phone.display,
    contactsUrl: new URL(localisePath('/contacts/', locale), brand.origins[locale]).href,
    policyUrl: new URL(PERSONAL_DATA_POLICY_FILES[locale], brand.origins[locale]).href,
  };
}

/** The source with its placeholders filled and its stylesheet inlined (the page is set from a string, not a file). */
function fillTemplate(html: string, css: string, filled: Record<string, string>): string {
  return html
    .replace('<link rel="stylesheet" href="policy.css" />', `<style>\n${css}</style>`)
    .replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) => {
      const value = filled[name];
      if (value === undefined) throw new Error(`Unknown placeholder ${placeholder} in the policy source`);
      return escapeMarkup(value);
    });
}

const css = await readFile(new URL('policy.css', legal), 'utf8');
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage();
  for (const locale of LOCALES) {
    const source = await readFile(new URL(`personal-data-policy.${locale}.html`, legal), 'utf8');
    await page.setContent(fillTemplate(source, css, values(locale)), { waitUntil: 'load' });
    const pdf = await page.pdf({
      format: 'A4',
      printBackground: true,
      preferCSSPageSize: true,
      displayHeaderFooter: true,
      headerTemplate: '<span></span>',
      footerTemplate:
        '<div style="width:100%;font-size:8pt;color:#4d5562;text-align:center;font-family:sans-serif">' +
        '<span class="pageNumber"></span> / <span class="totalPages"></span></div>',
      tagged: true,
    });
    const target = new URL(`.${PERSONAL_DATA_POLICY_FILES[locale]}`, publicDir);
    await mkdir(new URL('./', target), { recursive: true });
    await writeFile(target, pdf);
    console.log(`${locale}: ${target.pathname} (${Math.round(pdf.length / 1024)} KiB)`);
  }
} finally {
  await browser.close();
}
