import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { scenariosOf } from './featureFiles.ts';

// The scenarios of a feature file as the catalogue and the coverage check read them.
const folder = mkdtempSync(join(tmpdir(), 'feature-files-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function featureFile(text: string): string {
  const path = join(folder, `f${Math.random().toString(36).slice(2)}.feature`);
  writeFileSync(path, text);
  return path;
}

describe('scenariosOf', () => {
  it('gives each step its text, line, keyword (And and But taking the one before) and keyword as written', () => {
    const path = featureFile(
      [
        'Feature: Cookie notice',
        '  Scenario: The notice shows',
        '    Given the visitor has not agreed',
        '    And the page is fresh',
        '    When a visitor opens "/"',
        '    Then the cookie notice shows',
        '    But nothing else does',
      ].join('\n'),
    );
    expect(scenariosOf(path)[0]?.steps).toEqual([
      { text: 'the visitor has not agreed', line: 3, keyword: 'Given', written: 'Given' },
      { text: 'the page is fresh', line: 4, keyword: 'Given', written: 'And' },
      { text: 'a visitor opens "/"', line: 5, keyword: 'When', written: 'When' },
      { text: 'the cookie notice shows', line: 6, keyword: 'Then', written: 'Then' },
      { text: 'nothing else does', line: 7, keyword: 'Then', written: 'But' },
    ]);
  });

  it('reads Russian keywords the same way', () => {
    const path = featureFile(
      [
        '# language: ru',
        'Функция: Уведомление',
        '  Сценарий: Показано',
        '    Допустим посетитель не соглашался',
        '    Когда посетитель открывает "/"',
        '    Тогда уведомление показано',
        '    И больше ничего',
      ].join('\n'),
    );
    expect(scenariosOf(path)[0]?.steps.map((step) => step.keyword)).toEqual(['Given', 'When', 'Then', 'Then']);
  });
});
