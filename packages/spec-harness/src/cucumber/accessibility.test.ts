import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatHtmlErrors, htmlErrors } from './accessibility.ts';

const BROKEN =
  '<!DOCTYPE html><html lang="en"><head><title>Shop</title></head><body><div id="a"><p>one</div><img src="x.png"><p id="a">two</p></body></html>';

describe("a page's HTML errors", () => {
  it("are html-validate's recommended rules in a project without a .htmlvalidate.json", async () => {
    const bare = mkdtempSync(join(tmpdir(), 'no-htmlvalidate-'));
    const errors = await htmlErrors(BROKEN, join(bare, 'page.html'));
    expect(errors.map((error) => error.ruleId).sort()).toEqual(['no-dup-id', 'no-implicit-close', 'wcag/h37']);
    expect(formatHtmlErrors(errors)).toContain('no-dup-id: Duplicate ID "a" — line 1:');
  });

  it("follow the project's own .htmlvalidate.json as it is written", async () => {
    const project = mkdtempSync(join(tmpdir(), 'htmlvalidate-'));
    const config = { extends: ['html-validate:recommended'], rules: { 'no-dup-id': 'off', 'wcag/h37': 'off' } };
    writeFileSync(join(project, '.htmlvalidate.json'), JSON.stringify(config));
    const errors = await htmlErrors(BROKEN, join(project, 'page.html'));
    expect(errors.map((error) => error.ruleId)).toEqual(['no-implicit-close']);
  });
});
