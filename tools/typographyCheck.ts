/**
 * `npm run typography:check [-- --write] [-- --content <dir>]`: every text a visitor reads arrives
 * already typeset (site/rules/typography.ts), so the typographer the site runs on content changes
 * nothing. Checks the fixtures (the fields their contracts mark as text), the UI strings
 * (site/i18n/*.json), the header menus and footers, the brand and the form messages. `--write` mends
 * the JSON files (fixtures and UI strings) in place; strings written in code are listed with what to
 * write instead. `--content <dir>` checks another folder laid out like fixtures/ — the backend team's
 * own content, saved from their API — instead of the project's.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { FooterDataSchema } from '../contracts/footer.ts';
import { NOT_AN_OBJECT } from '../contracts/formErrors.ts';
import { formFields } from '../contracts/formFields.ts';
import { MenuItemSchema } from '../contracts/menu.ts';
import { z } from '../contracts/zod.ts';
import { classifyFixture, listFixtureFiles } from '../mocks/fixtureChecks.ts';
import { fixturesDir } from '../mocks/nodeFixtureSource.ts';
import { brand } from '../site/config/brand.ts';
import { footerData } from '../site/config/footers.ts';
import { headerMenu, MENU_VARIANTS } from '../site/config/menus.ts';
import { FOOTER_VARIANTS } from '../site/config/variants.ts';
import { LOCALES } from '../contracts/locale.ts';
import { commandLine } from './commandLine.ts';
import {
  contentFindings,
  jsonWithVisibleSpaces,
  visibleSpaces,
  localisedFindings,
  showSpaces,
  stringTableFindings,
  withStringAt,
  type TypesetFinding,
} from './typography/typesetFindings.ts';

const { values } = commandLine('npm run typography:check', {
  write: { type: 'boolean' },
  content: { type: 'string' },
});
const write = values.write === true;
const contentDir = typeof values.content === 'string' ? `${values.content.replace(/\/+$/, '')}/` : fixturesDir;

interface Source {
  /** What a developer opens to mend it. */
  name: string;
  findings: TypesetFinding[];
  /** A JSON file --write can mend: its path and parsed text. */
  json?: { file: string; raw: unknown };
  /** A source file whose string literals --write can mend. */
  code?: string;
}

const sources: Source[] = [];
/** HTML fragments the sanitiser rewrites, left out of the check (contentFindings says why). */
const leftOut: string[] = [];
const files = await listFixtureFiles(contentDir);
for (const path of files) {
  const kind = classifyFixture(path);
  if (kind?.kind !== 'content') continue;
  const file = join(contentDir, path);
  const raw: unknown = JSON.parse(await readFile(file, 'utf8'));
  const { findings, rewritten } = contentFindings(kind.schema, raw, kind.locale);
  sources.push({ name: file, findings, json: { file, raw } });
  for (const { path } of rewritten) leftOut.push(`${path.join('.')} of ${file}`);
}

if (values.content === undefined) {
  for (const locale of LOCALES) {
    const file = `site/i18n/${locale}.json`;
    const raw: unknown = JSON.parse(await readFile(file, 'utf8'));
    sources.push({ name: file, findings: stringTableFindings(raw, locale), json: { file, raw } });
    for (const variant of MENU_VARIANTS)
      sources.push({
        name: `site/config/menus.ts (${variant}, ${locale})`,
        code: 'site/config/menus.ts',
        findings: contentFindings(z.array(MenuItemSchema), headerMenu(variant, locale), locale).findings,
      });
    for (const variant of FOOTER_VARIANTS)
      sources.push({
        name: `site/config/footers.ts (${variant}, ${locale})`,
        code: 'site/config/footers.ts',
        findings: contentFindings(FooterDataSchema, footerData(variant, locale), locale).findings,
      });
  }
  sources.push({ name: 'site/config/brand.ts', code: 'site/config/brand.ts', findings: localisedFindings(brand) });
  const messages = Object.fromEntries(Object.entries(formFields).map(([name, field]) => [name, field.messages]));
  sources.push({
    name: 'contracts/formFields.ts (messages)',
    code: 'contracts/formFields.ts',
    findings: localisedFindings(messages),
  });
  sources.push({
    name: 'contracts/formErrors.ts (NOT_AN_OBJECT)',
    code: 'contracts/formErrors.ts',
    findings: localisedFindings(NOT_AN_OBJECT),
  });
}

/** Text as the project's Prettier configuration writes the file. */
async function formatted(file: string, text: string): Promise<string> {
  return format(text, { ...(await resolveConfig(file)), filepath: file });
}

/**
 * Mends the string literals of a source file: each `'from'` becomes `'to'` with its no-break spaces
 * spelled out. Returns the findings whose literal was not found as written (built from parts, say).
 */
async function mendCode(file: string, findings: TypesetFinding[]): Promise<TypesetFinding[]> {
  let source = await readFile(file, 'utf8');
  const quoted = (text: string) => `'${text.replace(/'/g, "\\'")}'`;
  const unique = [...new Map(findings.map((finding) => [finding.from, finding])).values()];
  const left = unique.filter(({ from, to }) => {
    if (!source.includes(quoted(from))) return true;
    source = source.split(quoted(from)).join(visibleSpaces(quoted(to)));
    return false;
  });
  await writeFile(file, await formatted(file, source));
  return left;
}

let count = 0;
/** Findings in code, by file: several sources read one file (a menu per variant and locale). */
const inCode = new Map<string, TypesetFinding[]>();
for (const { name, findings, json, code } of sources) {
  if (findings.length === 0) continue;
  count += findings.length;
  if (write && json) {
    const mended = findings.reduce((raw, { path, to }) => withStringAt(raw, path, to), json.raw);
    await writeFile(json.file, await formatted(json.file, jsonWithVisibleSpaces(mended)));
    console.log(`✎ ${name}: ${findings.length} ${findings.length === 1 ? 'string' : 'strings'} typeset`);
    continue;
  }
  if (write && code) {
    inCode.set(code, [...(inCode.get(code) ?? []), ...findings]);
    continue;
  }
  report(name, findings, !json);
}
for (const [file, findings] of inCode) {
  const left = await mendCode(file, findings);
  console.log(`✎ ${file}: string literals typeset`);
  if (left.length > 0) report(`${file} (literals not found as written: mend by hand)`, left, true);
}

function report(name: string, findings: TypesetFinding[], inCodeToo: boolean) {
  console.error(`✗ ${name}`);
  for (const { path, from, to } of findings)
    console.error(
      `  ${path.join('.')}\n    is:        ${showSpaces(from)}\n    should be: ${showSpaces(to)}${inCodeToo ? `\n    in code:   ${visibleSpaces(JSON.stringify(to))}` : ''}`,
    );
}

if (leftOut.length > 0)
  console.log(
    `Left out: ${leftOut.length} HTML ${leftOut.length === 1 ? 'fragment' : 'fragments'} the sanitiser rewrites (the XSS corpus):\n  ${leftOut.join('\n  ')}`,
  );
const checked = `${sources.length} sources checked (${files.length} files in ${contentDir})`;
if (write) console.log(`${checked}; ${count} strings typeset.`);
else if (count > 0) {
  console.error(
    `${checked}: ${count} ${count === 1 ? 'string is' : 'strings are'} not typeset as site/rules/typography.ts sets them` +
      ' (⍽ is a no-break space, ˽ a narrow one).\nMend the JSON files with `npm run typography:check -- --write`; strings in code as shown.',
  );
  process.exit(1);
} else console.log(`${checked}: every text is typeset.`);
