import { describe, expect, it } from 'vitest';
import { scenariosOfText } from './featureFiles.ts';
import { keywordWords, languageName, languagesOfFeatures, phrasingLanguage, scriptOf } from './stepLanguages.ts';

const english = scenariosOfText(
  'a.feature',
  'Feature: A\n  Scenario: a\n    Given the basket is empty\n    Then it shows\n',
);
const german = scenariosOfText(
  'b.feature',
  '# language: de\nFunktionalität: B\n  Szenario: b\n    Angenommen der Korb ist leer\n    Dann ist er leer\n',
);
const russian = scenariosOfText(
  'c.feature',
  '# language: ru\nФункция: В\n  Сценарий: в\n    Допустим корзина пуста\n    Дано корзина пуста\n    И корзина пуста\n    Дано корзина пуста\n',
);

describe('the languages of the steps', () => {
  it('are named in English, a language Gherkin lacks by its code', () => {
    expect(languageName('ru')).toBe('Russian');
    expect(languageName('xx')).toBe('xx');
  });

  it('are those of the features, in the order they first appear, English without a language line', () => {
    expect(languagesOfFeatures([...english, ...russian, ...english])).toEqual(['en', 'ru']);
    expect(languagesOfFeatures([])).toEqual(['en']);
  });

  it("tell a phrasing's language by its script, leaving quoted values and parameters aside", () => {
    expect(scriptOf('the link "Блог" leads to {string}')).toBe('Latin');
    expect(scriptOf('ссылка "Blog" ведёт на {string}')).toBe('Cyrillic');
    expect(scriptOf("the link 'Блог' is there")).toBe('Latin');
    expect(scriptOf('the colour is {цвет}')).toBe('Latin');
    const languageOf = phrasingLanguage(['en', 'ru'], [...english, ...russian]);
    expect(languageOf('the link "Блог" is there', () => false)).toBe('en');
    expect(languageOf('корзина пуста', () => false)).toBe('ru');
    // A script none of the languages is written in goes to the first language.
    expect(languageOf('καλάθι', () => false)).toBe('en');
  });

  it('tell languages of one script apart by the features whose steps a phrasing matches', () => {
    const languageOf = phrasingLanguage(['en', 'de'], [...english, ...german]);
    expect(languageOf('der Korb ist leer', (text) => text === 'der Korb ist leer')).toBe('de');
    expect(languageOf('the basket is empty', (text) => text === 'the basket is empty')).toBe('en');
    // Used by no feature: the first of them.
    expect(languageOf('der Korb ist voll', () => false)).toBe('en');
    // A language Gherkin does not know reads as English: Latin.
    expect(phrasingLanguage(['en', 'xx'], [])('hello', () => false)).toBe('en');
  });

  it('write examples with the keyword the features use most, else the dialect’s first', () => {
    expect(keywordWords('ru', russian)).toEqual({ Given: 'Дано', When: 'Когда', Then: 'То' });
    expect(keywordWords('en', english)).toEqual({ Given: 'Given', When: 'When', Then: 'Then' });
    expect(keywordWords('ru', [])).toEqual({ Given: 'Допустим', When: 'Когда', Then: 'То' });
    const onlyDano = scenariosOfText(
      'd.feature',
      '# language: ru\nФункция: Г\n  Сценарий: г\n    Дано корзина пуста\n',
    );
    expect(keywordWords('ru', onlyDano).Given).toBe('Дано');
    expect(keywordWords('xx', [])).toEqual({ Given: 'Given', When: 'When', Then: 'Then' });
  });
});
