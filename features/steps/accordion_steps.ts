import { Given, Then, When } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import { settle } from '../support/settle.ts';
import type { SiteWorld } from '../support/world.ts';

/** A question of an accordion (FAQ) is a button that expands its answer, a region named after it. */
const question = (world: SiteWorld, name: string) =>
  world.page.getByRole('main').getByRole('button', { name, exact: true });
const answer = (world: SiteWorld, name: string) =>
  world.page.getByRole('main').getByRole('region', { name, exact: true });

async function theyPressTheQuestion(this: SiteWorld, name: string) {
  await question(this, name).click();
}
When('they press the question {string}', theyPressTheQuestion);
When('посетитель нажимает на вопрос {string}', theyPressTheQuestion);
Given('they have pressed the question {string}', theyPressTheQuestion);
Given('посетитель нажал на вопрос {string}', theyPressTheQuestion);

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

async function theQuestionIsOpen(this: SiteWorld, name: string) {
  await expect(question(this, name)).toHaveAttribute('aria-expanded', 'true');
  await expect(answer(this, name)).toBeVisible();
}
Then('the question {string} is open', theQuestionIsOpen);
Then('вопрос {string} раскрыт', theQuestionIsOpen);

async function theQuestionIsClosed(this: SiteWorld, name: string) {
  await settle(this.page);
  await expect(question(this, name)).toHaveAttribute('aria-expanded', 'false');
  await expect(answer(this, name)).toBeHidden();
}
Then('the question {string} is closed', theQuestionIsClosed);
Then('вопрос {string} свёрнут', theQuestionIsClosed);

async function noQuestionIsOpen(this: SiteWorld) {
  await settle(this.page);
  await expect(this.page.getByRole('main').getByRole('button', { expanded: true })).toHaveCount(0);
}
Then('no question is open', noQuestionIsOpen);
Then('ни один вопрос не раскрыт', noQuestionIsOpen);

async function theAnswerToLinksToAs(this: SiteWorld, name: string, href: string, text: string) {
  await expect(answer(this, name).getByRole('link', { name: text, exact: true })).toHaveAttribute('href', href);
}
Then('the answer to {string} links to {string} as {string}', theAnswerToLinksToAs);
Then('ответ на вопрос {string} ведёт на {string} ссылкой {string}', theAnswerToLinksToAs);

async function theAnswerToShowsNoMarkupAsText(this: SiteWorld, name: string) {
  await expect(answer(this, name)).not.toContainText('<');
}
Then('the answer to {string} shows no markup as text', theAnswerToShowsNoMarkupAsText);
Then('ответ на вопрос {string} не показывает разметку текстом', theAnswerToShowsNoMarkupAsText);
