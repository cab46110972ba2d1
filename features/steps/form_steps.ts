import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import type { Locator, Request } from 'playwright';
import { FORM_ENDPOINTS, formEndpointPath } from '../../contracts/forms.ts';
import { MOCK_SCENARIO_HEADER } from '../../mocks/scenario.ts';
import { settle } from '../support/settle.ts';
import type { SiteWorld } from '../support/world.ts';

/** What a careful visitor types, by the field's name in the submission: valid for every form. */
const VALID_DETAILS: Record<string, string> = {
  name: 'Анна Петрова',
  phone: '+7 (912) 345-67-89',
  email: 'anna.petrova@example.ru',
  company: 'ООО «Северсталь-Трейд»',
  position: 'Коммерческий директор',
  message: 'Нужен B2B-портал для дилеров с обменом заказами через 1С.',
};

const formEndpointPattern = new RegExp(`(${FORM_ENDPOINTS.map((e) => formEndpointPath(e)).join('|')})$`);

/** The page's form: the landmark named by its heading. */
const theForm = (world: SiteWorld) => world.page.getByRole('form');
const field = (world: SiteWorld, label: string): Locator => theForm(world).getByLabel(label, { exact: true });

async function theyFillInWith(this: SiteWorld, label: string, value: string) {
  await field(this, label).fill(value);
}
When('they fill in {string} with {string}', theyFillInWith);
When('посетитель вводит в поле {string} значение {string}', theyFillInWith);

async function theyFillInTheRestOfTheFormWithValidDetails(this: SiteWorld) {
  const form = theForm(this);
  // What each field holds now, read in one go; then only the empty ones are typed into, as a visitor would.
  const boxes = form.getByRole('textbox');
  const filled = await boxes.evaluateAll((elements) =>
    elements.map((element) => {
      const input = element as HTMLInputElement;
      return { name: input.name, empty: input.value === '' };
    }),
  );
  for (const [index, { name, empty }] of filled.entries()) {
    const value = VALID_DETAILS[name];
    if (value !== undefined && empty) await boxes.nth(index).fill(value);
  }
  // The last choice of each list: a real one, never the empty placeholder.
  const lists = form.getByRole('combobox');
  const choices = await lists.evaluateAll((elements) =>
    elements.map((element) => {
      const list = element as HTMLSelectElement;
      return { empty: list.value === '', last: list.options[list.options.length - 1]?.label ?? '' };
    }),
  );
  for (const [index, { empty, last }] of choices.entries()) {
    if (empty) await lists.nth(index).selectOption({ label: last });
  }
  for (const box of await form.getByRole('checkbox').all()) await box.check();
}
When('they fill in the rest of the form with valid details', theyFillInTheRestOfTheFormWithValidDetails);
When('посетитель заполняет остальные поля формы верными данными', theyFillInTheRestOfTheFormWithValidDetails);

async function theyEmptyTheField(this: SiteWorld, label: string) {
  await field(this, label).fill('');
}
When('they empty the field {string}', theyEmptyTheField);
When('посетитель очищает поле {string}', theyEmptyTheField);

async function theySendTheFormTwiceAtOnce(this: SiteWorld) {
  // Both submits happen in one task, before the page can re-render: only the guard can stop the second.
  await theForm(this).evaluate((form: HTMLFormElement) => {
    form.requestSubmit();
    form.requestSubmit();
  });
}
When('they send the form twice at once', theySendTheFormTwiceAtOnce);
When('посетитель отправляет форму дважды подряд', theySendTheFormTwiceAtOnce);

async function theSiteReceivedSubmissions(this: SiteWorld, count: number) {
  await expect(theForm(this)).toHaveCount(0);
  const sent = this.requested.filter((url) => formEndpointPattern.test(new URL(url).pathname));
  expect(sent).toHaveLength(count);
}
Then('the backend received {int} request(s)', theSiteReceivedSubmissions);
Then('бэкенд получил заявок: {int}', theSiteReceivedSubmissions);

async function theServerReceivesThePhoneWhateverWasTyped(this: SiteWorld, phone: string) {
  // Changes the body on its way, so the real endpoint answers 422 to a form the browser let through.
  await this.page.route(formEndpointPattern, async (route) => {
    const body = JSON.parse(route.request().postData() ?? '{}') as Record<string, unknown>;
    await route.continue({ postData: JSON.stringify({ ...body, phone }) });
  });
}
Given('the server receives the phone {string} whatever was typed', theServerReceivesThePhoneWhateverWasTyped);
Given('сервер получает телефон {string}, что бы ни было введено', theServerReceivesThePhoneWhateverWasTyped);

async function theConnectionDrops(this: SiteWorld) {
  await this.context.setOffline(true);
}
When('the connection drops', theConnectionDrops);
When('связь пропадает', theConnectionDrops);

async function theySeeTheFormWithTheFields(this: SiteWorld, name: string, labels: DataTable) {
  const form = this.page.getByRole('form', { name, exact: true });
  await expect(form, `the form "${name}"`).toBeVisible();
  for (const [label = ''] of labels.raw()) await expect(field(this, label), `the field "${label}"`).toBeVisible();
}
Then('they see the form {string} with the fields', theySeeTheFormWithTheFields);
Then('посетитель видит форму {string} с полями', theySeeTheFormWithTheFields);

async function theFieldIsRequired(this: SiteWorld, label: string) {
  await expect(field(this, label)).toHaveAttribute('required', '');
}
Then('the field {string} is required', theFieldIsRequired);
Then('поле {string} обязательное', theFieldIsRequired);

async function theConsentLinksTo(this: SiteWorld, name: string, href: string) {
  await expect(theForm(this).getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
}
Then('the form links to {string} at {string}', theConsentLinksTo);
Then('форма ссылается на {string} по адресу {string}', theConsentLinksTo);

/** A field's note (its hint or its message): the element it names in aria-describedby, read whole. */
async function fieldNote(world: SiteWorld, label: string, note: 'hint' | 'error'): Promise<Locator> {
  const id = await field(world, label).getAttribute('id');
  return theForm(world).locator(`[id="${id}-${note}"]`);
}

async function theFieldSays(this: SiteWorld, label: string, message: string) {
  const input = field(this, label);
  await expect(input, `the field "${label}" is marked wrong`).toHaveAttribute('aria-invalid', 'true');
  await expect(await fieldNote(this, label, 'error'), `the message of the field "${label}"`).toHaveText(message);
}
Then('the field {string} says {string}', theFieldSays);
Then('поле {string} сообщает {string}', theFieldSays);

async function theFieldIsFine(this: SiteWorld, label: string) {
  await expect(field(this, label)).not.toHaveAttribute('aria-invalid', 'true');
}
Then('the field {string} is fine', theFieldIsFine);
Then('с полем {string} всё в порядке', theFieldIsFine);

async function theErrorSummaryLeadsTo(this: SiteWorld, label: string) {
  const summary = theForm(this).getByRole('alert');
  await expect(summary.getByRole('link', { name: new RegExp(`^${escape(label)}: `) })).toBeVisible();
}
Then('the error summary leads to {string}', theErrorSummaryLeadsTo);
Then('сводка ошибок ведёт к полю {string}', theErrorSummaryLeadsTo);

async function theKeyboardFocusIsOnTheField(this: SiteWorld, label: string) {
  await expect(field(this, label)).toBeFocused();
}
Then('the keyboard focus is on the field {string}', theKeyboardFocusIsOnTheField);
Then('фокус клавиатуры на поле {string}', theKeyboardFocusIsOnTheField);

async function theFieldHolds(this: SiteWorld, label: string, value: string) {
  await expect(field(this, label)).toHaveValue(value);
}
Then('the field {string} holds {string}', theFieldHolds);
Then('в поле {string} значение {string}', theFieldHolds);

async function theFormAlerts(this: SiteWorld, text: string) {
  await expect(theForm(this).getByRole('alert').filter({ hasText: text })).toBeVisible();
}
Then('the form alerts {string}', theFormAlerts);
Then('форма предупреждает {string}', theFormAlerts);

async function theFormGivesWayToTheConfirmation(this: SiteWorld, text: string) {
  const confirmation = this.page.getByRole('status').filter({ hasText: text });
  await expect(confirmation).toBeVisible();
  await expect(confirmation).toBeFocused();
  await expect(theForm(this)).toHaveCount(0);
}
Then('the form gives way to the confirmation {string}', theFormGivesWayToTheConfirmation);
Then('вместо формы подтверждение {string}', theFormGivesWayToTheConfirmation);

async function theyReloadThePage(this: SiteWorld) {
  await this.page.reload({ waitUntil: 'load' });
  this.expectHydration();
  await this.hydrated();
}
When('they reload the page', theyReloadThePage);
When('посетитель перезагружает страницу', theyReloadThePage);

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

async function theConnectionComesBack(this: SiteWorld) {
  await this.context.setOffline(false);
}
When('the connection comes back', theConnectionComesBack);
When('связь восстанавливается', theConnectionComesBack);

async function theFormOffers(this: SiteWorld, name: string) {
  await expect(theForm(this).getByRole('button', { name, exact: true })).toBeEnabled();
}
Then('the form offers {string}', theFormOffers);
Then('форма предлагает {string}', theFormOffers);

async function theRequestHasBeenAccepted(this: SiteWorld) {
  // The confirmation takes the form's place and the keyboard focus; its text is checked elsewhere.
  await expect(theForm(this)).toHaveCount(0);
  await expect.poll(() => this.page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('status');
}
Then('the request has been accepted', theRequestHasBeenAccepted);
Then('заявка принята', theRequestHasBeenAccepted);

async function theySeeTheForm(this: SiteWorld, name: string) {
  await expect(this.page.getByRole('form', { name, exact: true })).toBeVisible();
}
Then('they see the form {string}', theySeeTheForm);
Then('посетитель видит форму {string}', theySeeTheForm);

/** The page's only POST to `path`: a scenario that sent the form twice, or not at all, fails here. */
async function theOnePostTo(world: SiteWorld, path: string): Promise<Request> {
  const posts = (await world.page.requests()).filter(
    (request) => request.method() === 'POST' && new URL(request.url()).pathname === path,
  );
  expect(posts).toHaveLength(1);
  return posts[0] as Request;
}

async function theRequestToCarried(this: SiteWorld, path: string, table: DataTable) {
  const body: unknown = (await theOnePostTo(this, path)).postDataJSON();
  for (const [key = '', value = ''] of table.raw()) {
    // "utm.source" reads body.utm.source.
    const actual = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], body);
    expect(actual, key).toBe(value);
  }
}
Then('the backend received at {string} a request with', theRequestToCarried);
Then('бэкенд получил на {string} заявку с полями', theRequestToCarried);

async function theFieldIsHiddenFromPeople(this: SiteWorld, label: string) {
  const form = theForm(this);
  await expect(form.getByRole('textbox', { name: label, includeHidden: true })).toHaveAttribute('tabindex', '-1');
  await expect(form.getByRole('textbox', { name: label })).toHaveCount(0);
}
Then('the field {string} is hidden from people', theFieldIsHiddenFromPeople);
Then('поле {string} скрыто от людей', theFieldIsHiddenFromPeople);

async function theyAttachOfKb(this: SiteWorld, name: string, kilobytes: number) {
  // Chromium shows the test neither the body nor the size of a request that holds a file, so the
  // page's fetch notes the parts it is given; that the endpoint accepted them is the confirmation.
  await this.page.evaluate(() => {
    const w = window as unknown as { sentParts?: string[][]; fetch: typeof fetch };
    if (w.sentParts) return;
    w.sentParts = [];
    const original = w.fetch.bind(window);
    w.fetch = (input, init) => {
      if (init?.body instanceof FormData)
        for (const [key, value] of init.body.entries())
          w.sentParts?.push(typeof value === 'string' ? [key] : [key, value.name, String(value.size)]);
      return original(input, init);
    };
  });
  // The browser's own file input, filled the way a file chosen in the picker would be.
  const input = theForm(this).locator('input[type="file"]');
  await input.setInputFiles({
    name,
    mimeType: 'application/octet-stream',
    buffer: Buffer.alloc(kilobytes * 1024, 'a'),
  });
}
When('they attach {string} of {int} KB', theyAttachOfKb);
When('посетитель прикладывает файл {string} размером {int} КБ', theyAttachOfKb);
Given('they have attached {string} of {int} KB', theyAttachOfKb);
Given('посетитель приложил файл {string} размером {int} КБ', theyAttachOfKb);

async function theRequestToCarriedTheFile(this: SiteWorld, path: string, name: string) {
  const request = await theOnePostTo(this, path);
  expect(await request.headerValue('content-type')).toMatch(/^multipart\/form-data; boundary=/);
  const parts = await this.page.evaluate(() => (window as unknown as { sentParts?: string[][] }).sentParts ?? []);
  const file = parts.find(([key]) => key === 'attachment');
  expect(file?.[1]).toBe(name);
  expect(Number(file?.[2])).toBeGreaterThan(0);
}
Then('the backend received at {string} the file {string}', theRequestToCarriedTheFile);
Then('бэкенд получил на {string} файл {string}', theRequestToCarriedTheFile);

async function theRequestToWentAsJson(this: SiteWorld, path: string) {
  const post = await theOnePostTo(this, path);
  expect(await post.headerValue('content-type')).toBe('application/json');
  expect(post.postDataJSON()).not.toHaveProperty('attachment');
}
Then('the backend received at {string} a request without a file', theRequestToWentAsJson);
Then('бэкенд получил на {string} заявку без файла', theRequestToWentAsJson);

async function theFieldExplains(this: SiteWorld, label: string, text: string) {
  await expect(await fieldNote(this, label, 'hint'), `the note under the field "${label}"`).toHaveText(text);
}
Then('the field {string} explains {string}', theFieldExplains);
Then('поле {string} поясняет {string}', theFieldExplains);

async function theFormIsStillSending(this: SiteWorld) {
  const form = theForm(this);
  await settle(this.page);
  await expect(form.locator('button[type="submit"][aria-busy="true"]')).toBeDisabled();
  await expect(form.getByRole('alert')).toHaveCount(0);
}
Then('the form is still sending', theFormIsStillSending);
Then('форма всё ещё отправляется', theFormIsStillSending);

/**
 * Fills the form the way a keyboard user does: Tab from wherever the focus is until it reaches the
 * form, then through every control in order, typing into text fields, choosing with the arrow keys,
 * ticking with Space, and sending with Enter on the submit button. Fails if a control cannot be
 * reached, or if Tab would leave the form before the submit button.
 */
async function theyFillInTheFormWithTheKeyboardAlone(this: SiteWorld) {
  const { page } = this;
  const form = theForm(this);
  const focused = () =>
    page.evaluate(() => {
      const element = document.activeElement as HTMLInputElement | null;
      if (!element) return undefined;
      return {
        inForm: Boolean(element.closest('form')),
        tag: element.tagName.toLowerCase(),
        type: element.getAttribute('type') ?? '',
        name: element.getAttribute('name') ?? '',
        submit: element.matches('button[type="submit"]'),
      };
    });
  const visited = new Set<string>();
  let enteredForm = false;
  for (let presses = 0; presses < 120; presses += 1) {
    await page.keyboard.press('Tab');
    const now = await focused();
    if (!now?.inForm) {
      if (enteredForm)
        throw new Error(`Tab left the form before its submit button; visited ${[...visited].join(', ')}`);
      continue;
    }
    enteredForm = true;
    if (now.submit) {
      const required = await form.locator('[required]').evaluateAll((els) => els.map((e) => e.getAttribute('name')));
      expect(
        required.filter((name) => name && !visited.has(name)),
        'required fields reached by Tab',
      ).toEqual([]);
      await page.keyboard.press('Enter');
      return;
    }
    visited.add(now.name);
    const value = VALID_DETAILS[now.name];
    if (now.tag === 'select') await page.keyboard.press('ArrowDown');
    else if (now.type === 'checkbox') await page.keyboard.press('Space');
    else if (value !== undefined) await page.keyboard.type(value);
  }
  throw new Error('The submit button was not reached within 120 presses of Tab.');
}
When('they fill in the form with the keyboard alone', theyFillInTheFormWithTheKeyboardAlone);
When('посетитель заполняет форму только с клавиатуры', theyFillInTheFormWithTheKeyboardAlone);

/**
 * What the backend does with the form's requests, set before the page opens. Only the form's own
 * requests (POST to its endpoint) carry the mock scenario (docs/api.md), so the page and the form's
 * definition load as usual; in the deployed topology the site passes the switch on to the backend.
 */
async function backendAnswersFormRequestsAs(world: SiteWorld, scenario: string) {
  await world.context.route(formEndpointPattern, async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    await route.continue({ headers: { ...route.request().headers(), [MOCK_SCENARIO_HEADER]: scenario } });
  });
}

async function theBackendAnswersAFormsRequestWithTheStatus(this: SiteWorld, status: number) {
  await backendAnswersFormRequestsAs(this, String(status));
}
Given("the backend answers a form's request with the status {int}", theBackendAnswersAFormsRequestWithTheStatus);
Given('бэкенд отвечает на заявку статусом {int}', theBackendAnswersAFormsRequestWithTheStatus);

async function theBackendTakesSecondsToAnswerAFormsRequest(this: SiteWorld, seconds: number) {
  await backendAnswersFormRequestsAs(this, `slow-${seconds * 1000}`);
}
Given("the backend takes {int} seconds to answer a form's request", theBackendTakesSecondsToAnswerAFormsRequest);
Given('бэкенд отвечает на заявку только через {int} секунд', theBackendTakesSecondsToAnswerAFormsRequest);

/** Opens the page, waits for its form to be ready, and fills every field with valid details. */
async function aVisitorHasFilledInTheFormOnWithValidDetails(this: SiteWorld, path: string) {
  await this.open(path);
  await this.hydrated();
  await theyFillInTheRestOfTheFormWithValidDetails.call(this);
}
Given('a visitor has filled in the form on {string} with valid details', aVisitorHasFilledInTheFormOnWithValidDetails);
Given('посетитель заполнил форму на {string} верными данными', aVisitorHasFilledInTheFormOnWithValidDetails);

/** Sends the form with the connection gone, and waits until the form says so. */
async function theConnectionDroppedAsTheyPressed(this: SiteWorld, name: string) {
  await this.context.setOffline(true);
  await this.page.getByRole('button', { name, exact: true }).click();
  await expect(theForm(this).getByRole('alert')).toBeVisible();
}
Given('the connection dropped as they pressed {string}', theConnectionDroppedAsTheyPressed);
Given('связь пропала, когда посетитель нажал {string}', theConnectionDroppedAsTheyPressed);

/** Fills the form with valid details, sends it with its own button, and waits for the confirmation. */
async function aVisitorHasSentTheFormOnWithValidDetails(this: SiteWorld, path: string) {
  await aVisitorHasFilledInTheFormOnWithValidDetails.call(this, path);
  await theForm(this).locator('button[type="submit"]').click();
  await theRequestHasBeenAccepted.call(this);
}
Given('a visitor has sent the form on {string} with valid details', aVisitorHasSentTheFormOnWithValidDetails);
Given('посетитель отправил форму на {string} с верными данными', aVisitorHasSentTheFormOnWithValidDetails);

async function everyFieldOfTheFormIsEmpty(this: SiteWorld) {
  const boxes = theForm(this).getByRole('textbox');
  await expect(boxes.first(), 'the form shows its fields').toBeVisible();
  const filled = await boxes.evaluateAll((elements) =>
    elements.filter((element) => (element as HTMLInputElement).value !== '').map((element) => element.id),
  );
  expect(filled, 'fields that still hold a value').toEqual([]);
}
Then('every field of the form is empty', everyFieldOfTheFormIsEmpty);
Then('все поля формы пусты', everyFieldOfTheFormIsEmpty);
