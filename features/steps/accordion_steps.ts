import { Given, Then, When } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import { settle } from '../support/settle.ts';
import type { SiteWorld } from '../support/world.ts';

/** A question of an accordion (FAQ) is a button that expands its answer, a region named after it. */
const question = (world: SiteWorld, name: string) =>
  world.page.getByRole('main').getByRole('button', { name, exact: true });
const answer = (world: SiteWorld, name: string) =>
  world.page.getByRole('main').getByRole('region', { name, exact: true });

/**
 * Presses the question of an accordion (a question-and-answer list) named exactly so, which opens or closes its
 * answer. The Given ("have pressed") does the same, to set the scene.
 * @topic Accordion
 * @looks the page's main content (the `<main>` landmark): a button named exactly as the question
 * @example they press the question "Сколько стоят лицензии?"
 * @example посетитель нажимает на вопрос "Сколько стоят лицензии?"
 * @example they have pressed the question "Можно ли перейти на Битрикс24 с amoCRM?"
 * @example посетитель нажал на вопрос "Сколько стоят лицензии?"
 */
async function theyPressTheQuestion(this: SiteWorld, name: string) {
  await question(this, name).click();
}
When('they press the question {string}', theyPressTheQuestion);
When('посетитель нажимает на вопрос {string}', theyPressTheQuestion);
Given('they have pressed the question {string}', theyPressTheQuestion);
Given('посетитель нажал на вопрос {string}', theyPressTheQuestion);

/**
 * Puts the keyboard focus on the accordion question named exactly so, then presses a key there ("Enter", "Space"), as
 * a keyboard user would. The Given does the same, to set the scene.
 * @topic Accordion
 * @looks the page's main content: the question's button
 * @example they move the keyboard focus to the question "Какие платформы поддерживаете?" and press "Enter"
 * @example посетитель ставит фокус клавиатуры на вопрос "Какие платформы поддерживаете?" и нажимает "Enter"
 * @example they have moved the keyboard focus to the question "Какие платформы поддерживаете?" and pressed "Enter"
 * @example посетитель поставил фокус клавиатуры на вопрос "Какие платформы поддерживаете?" и нажал "Enter"
 */
async function theyMoveTheKeyboardFocusToTheQuestionAndPress(this: SiteWorld, name: string, key: string) {
  await question(this, name).focus();
  await question(this, name).press(key);
}
When(
  'they move the keyboard focus to the question {string} and press {string}',
  theyMoveTheKeyboardFocusToTheQuestionAndPress,
);
When(
  'посетитель ставит фокус клавиатуры на вопрос {string} и нажимает {string}',
  theyMoveTheKeyboardFocusToTheQuestionAndPress,
);
Given(
  'they have moved the keyboard focus to the question {string} and pressed {string}',
  theyMoveTheKeyboardFocusToTheQuestionAndPress,
);
Given(
  'посетитель поставил фокус клавиатуры на вопрос {string} и нажал {string}',
  theyMoveTheKeyboardFocusToTheQuestionAndPress,
);

/**
 * Checks that the accordion question named exactly so says it is expanded and that its answer is visible.
 * @topic Accordion
 * @looks the page's main content: the question's button and its answer
 * @example the question "Какие платформы поддерживаете?" is open
 * @example вопрос "Какие платформы поддерживаете?" раскрыт
 */
async function theQuestionIsOpen(this: SiteWorld, name: string) {
  await expect(question(this, name), `the question "${name}" in the main content is open`).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(answer(this, name), `the answer to "${name}" shows`).toBeVisible();
}
Then('the question {string} is open', theQuestionIsOpen);
Then('вопрос {string} раскрыт', theQuestionIsOpen);

/**
 * Checks that the accordion question named exactly so says it is collapsed and that its answer is hidden.
 * @topic Accordion
 * @looks the page's main content: the question's button and its answer
 * @also lets the page finish what it was doing first, so "closed" is not judged too early
 * @example the question "Сколько стоят лицензии?" is closed
 * @example вопрос "Сколько стоят лицензии?" свёрнут
 */
async function theQuestionIsClosed(this: SiteWorld, name: string) {
  await settle(this.page);
  await expect(question(this, name), `the question "${name}" in the main content is closed`).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  await expect(answer(this, name), `the answer to "${name}" is hidden`).toBeHidden();
}
Then('the question {string} is closed', theQuestionIsClosed);
Then('вопрос {string} свёрнут', theQuestionIsClosed);

/**
 * Checks that no button in the page's main content is expanded: every accordion question is closed.
 * @topic Accordion
 * @looks the page's main content
 * @also lets the page finish what it was doing first
 * @example no question is open
 * @example ни один вопрос не раскрыт
 */
async function noQuestionIsOpen(this: SiteWorld) {
  await settle(this.page);
  await expect(
    this.page.getByRole('main').getByRole('button', { expanded: true }),
    'no question in the main content is open',
  ).toHaveCount(0);
}
Then('no question is open', noQuestionIsOpen);
Then('ни один вопрос не раскрыт', noQuestionIsOpen);

/**
 * Checks that the answer to the question named exactly so holds a link with exactly this text, leading exactly to this
 * address.
 * @topic Accordion
 * @looks the answer (the region named after its question) in the page's main content
 * @example the answer to "Что будет после запуска?" links to "/ctp/b24_support/" as "поддержка по SLA"
 * @example ответ на вопрос "Что будет после запуска?" ведёт на "/ctp/b24_support/" ссылкой "поддержка по SLA"
 */
async function theAnswerToLinksToAs(this: SiteWorld, name: string, href: string, text: string) {
  await expect(answer(this, name).getByRole('link', { name: text, exact: true })).toHaveAttribute('href', href);
}
Then('the answer to {string} links to {string} as {string}', theAnswerToLinksToAs);
Then('ответ на вопрос {string} ведёт на {string} ссылкой {string}', theAnswerToLinksToAs);

/**
 * Checks that the answer to the question does not show HTML markup as text (no "<" in what it reads): the answer's
 * formatting is rendered, not printed.
 * @topic Accordion
 * @looks the answer in the page's main content
 * @example the answer to "Что будет после запуска?" shows no markup as text
 * @example ответ на вопрос "Что будет после запуска?" не показывает разметку текстом
 */
async function theAnswerToShowsNoMarkupAsText(this: SiteWorld, name: string) {
  await expect(answer(this, name)).not.toContainText('<');
}
Then('the answer to {string} shows no markup as text', theAnswerToShowsNoMarkupAsText);
Then('ответ на вопрос {string} не показывает разметку текстом', theAnswerToShowsNoMarkupAsText);
