import { Given, Then, When } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import type { SiteWorld } from '../support/world.ts';

/**
 * Checks that the header's logo (the link to the home page) leads exactly to this address.
 * @topic Layouts
 * @looks the header (the `banner` landmark)
 * @example the logo leads to "/"
 * @example логотип ведёт на "/"
 */
async function theLogoLeadsTo(this: SiteWorld, href: string) {
  const logo = this.page.getByRole('banner').getByRole('link', { name: /на главную|home page/ });
  await expect(logo).toHaveAttribute('href', href);
}
Then('the logo leads to {string}', theLogoLeadsTo);
Then('логотип ведёт на {string}', theLogoLeadsTo);

/**
 * Checks that the page's footer is visible (the layout has one).
 * @topic Layouts
 * @looks the footer (the `contentinfo` landmark)
 * @example the footer is shown
 * @example подвал показан
 */
async function theFooterIsShown(this: SiteWorld) {
  await expect(this.page.getByRole('contentinfo')).toBeVisible();
}
Then('the footer is shown', theFooterIsShown);
Then('подвал показан', theFooterIsShown);

/**
 * Checks that the page has no footer at all (the layout has none).
 * @topic Layouts
 * @looks the footer (the `contentinfo` landmark)
 * @example the footer is absent
 * @example подвала нет
 */
async function theFooterIsAbsent(this: SiteWorld) {
  await expect(this.page.getByRole('contentinfo')).toHaveCount(0);
}
Then('the footer is absent', theFooterIsAbsent);
Then('подвала нет', theFooterIsAbsent);

/**
 * Presses the button named exactly so, wherever it is on the page (the close button of a form screen, "Показать ещё"),
 * and waits for the page to load if the press opened another. The Given does the same, to set the scene. Links are
 * followed with "they follow the link …".
 * @topic Controls and keyboard
 * @looks the whole page: a button by its name
 * @example they press "Закрыть"
 * @example посетитель нажимает "Закрыть"
 * @example they have pressed "Открыть меню"
 * @example посетитель нажал "Открыть меню"
 */
async function theyPress(this: SiteWorld, name: string) {
  await this.page.getByRole('button', { name, exact: true }).click();
  await this.page.waitForLoadState('load');
}
When('they press {string}', theyPress);
When('посетитель нажимает {string}', theyPress);
Given('they have pressed {string}', theyPress);
Given('посетитель нажал {string}', theyPress);
