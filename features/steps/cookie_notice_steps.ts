import { Then, When } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import { cookieNotice } from '../support/chromeControls.ts';
import type { SiteWorld } from '../support/world.ts';

async function theCookieNoticeShows(this: SiteWorld) {
  await expect(cookieNotice(this)).toBeVisible();
}
Then('the cookie notice shows', theCookieNoticeShows);
Then('уведомление о cookie показано', theCookieNoticeShows);

async function theCookieNoticeDoesNotShow(this: SiteWorld) {
  await expect(cookieNotice(this)).toHaveCount(0);
}
Then('the cookie notice does not show', theCookieNoticeDoesNotShow);
Then('уведомление о cookie не показано', theCookieNoticeDoesNotShow);

async function theyPressInTheCookieNotice(this: SiteWorld, name: string) {
  await cookieNotice(this).getByRole('button', { name, exact: true }).click();
}
When('they press {string} in the cookie notice', theyPressInTheCookieNotice);
When('посетитель нажимает {string} в уведомлении о cookie', theyPressInTheCookieNotice);

async function theCookieNoticeIsExpandedWithTheLink(this: SiteWorld, name: string) {
  await expect(cookieNotice(this).getByRole('button', { expanded: true })).toBeVisible();
  await expect(cookieNotice(this).getByRole('link', { name, exact: true })).toBeVisible();
}
Then('the cookie notice is expanded, with the link {string}', theCookieNoticeIsExpandedWithTheLink);
Then('уведомление о cookie развёрнуто, в нём ссылка {string}', theCookieNoticeIsExpandedWithTheLink);

async function theCookieNoticeIsCollapsedWithoutTheLink(this: SiteWorld, name: string) {
  await expect(cookieNotice(this).getByRole('button', { expanded: false })).toBeVisible();
  await expect(cookieNotice(this).getByRole('link', { name, exact: true })).toBeHidden();
}
Then('the cookie notice is collapsed, without the link {string}', theCookieNoticeIsCollapsedWithoutTheLink);
Then('уведомление о cookie свёрнуто, ссылки {string} не видно', theCookieNoticeIsCollapsedWithoutTheLink);
