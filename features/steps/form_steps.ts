import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import type { Locator, Request } from 'playwright';
import { FORM_ENDPOINTS, formEndpointPath } from '../../contracts/formConstants.ts';
import { MOCK_SCENARIO_HEADER } from '../../contracts/mockScenario.ts';
import { stepDoc } from 'spec-harness/cucumber';
import { settle } from '../support/settle.ts';
import type { SiteWorld } from '../support/world.ts';
import { escapeRegExp } from '../../contracts/pathTemplate.ts';

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

/**
 * Types this value into the form's field whose label is exactly so, replacing what it held.
 * @topic Forms
 * @looks the page's form (the `form` landmark): the field by its label
 * @example they fill in "Имя" with "Иван Соколов"
 * @example посетитель вводит в поле "Имя" значение "Иван Соколов"
 */
async function theyFillInWith(this: SiteWorld, label: string, value: string) {
  await field(this, label).fill(value);
}
When('they fill in {string} with {string}', theyFillInWith);
When('посетитель вводит в поле {string} значение {string}', theyFillInWith);

// What it types is told from VALID_DETAILS itself, so that the catalogue shows an analyst the very values.
const theyFillInTheRestOfTheFormWithValidDetails = stepDoc(
  {
    does: `Fills every field of the form that is still empty with valid details: ${Object.entries(VALID_DETAILS)
      .map(([name, value]) => `${name} "${value}"`)
      .join(
        ', ',
      )}; chooses the last option of every list still unchosen, and ticks every checkbox. Fields already filled are left as they are. Every scenario that sends a form with it sends this e-mail; each meets the site's clock a day after the one before, so none is the repeat of another's request (4.15).`,
    topic: 'Forms',
    looks: "the page's form: its text fields, lists and checkboxes",
    examples: [
      'they fill in the rest of the form with valid details',
      'посетитель заполняет остальные поля формы верными данными',
    ],
  },
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
  },
);
When('they fill in the rest of the form with valid details', theyFillInTheRestOfTheFormWithValidDetails);
When('посетитель заполняет остальные поля формы верными данными', theyFillInTheRestOfTheFormWithValidDetails);

/**
 * Clears the form's field whose label is exactly so.
 * @topic Forms
 * @looks the page's form: the field by its label
 * @example they empty the field "E-mail"
 * @example посетитель очищает поле "E-mail"
 */
async function theyEmptyTheField(this: SiteWorld, label: string) {
  await field(this, label).fill('');
}
When('they empty the field {string}', theyEmptyTheField);
When('посетитель очищает поле {string}', theyEmptyTheField);

/**
 * Sends the form twice in the same instant, faster than any double click, to prove that only one request leaves.
 * @topic Forms
 * @looks the page's form
 * @also submits the form from the page's code, not by pressing its button
 * @example they send the form twice at once
 * @example посетитель отправляет форму дважды подряд
 */
async function theySendTheFormTwiceAtOnce(this: SiteWorld) {
  // Both submits happen in one task, before the page can re-render: only the guard can stop the second.
  await theForm(this).evaluate((form: HTMLFormElement) => {
    form.requestSubmit();
    form.requestSubmit();
  });
}
When('they send the form twice at once', theySendTheFormTwiceAtOnce);
When('посетитель отправляет форму дважды подряд', theySendTheFormTwiceAtOnce);

/**
 * Checks that the form has given way (it is no longer on the page) and that the page sent exactly this many form
 * requests to the backend.
 * @topic Forms
 * @looks every request the scenario's pages made to a form endpoint of the backend
 * @example the backend received 1 request
 * @example бэкенд получил заявок: 1
 */
async function theSiteReceivedSubmissions(this: SiteWorld, count: number) {
  await expect(theForm(this)).toHaveCount(0);
  const sent = this.requested.filter((url) => formEndpointPattern.test(new URL(url).pathname));
  expect(sent).toHaveLength(count);
}
Then('the backend received {int} request(s)', theSiteReceivedSubmissions);
Then('бэкенд получил заявок: {int}', theSiteReceivedSubmissions);

/**
 * From now on, whatever the visitor types as the phone, the form's request reaches the server with this phone instead:
 * it proves that the server checks the phone itself, even when the browser let a form through.
 * @topic Forms
 * @looks the form's requests on their way to the backend
 * @also rewrites the phone in every form request the page sends from now on
 * @example the server receives the phone "12" whatever was typed
 * @example сервер получает телефон "12", что бы ни было введено
 */
async function theServerReceivesThePhoneWhateverWasTyped(this: SiteWorld, phone: string) {
  // Changes the body on its way, so the real endpoint answers 422 to a form the browser let through.
  await this.page.route(formEndpointPattern, async (route) => {
    const body = JSON.parse(route.request().postData() ?? '{}') as Record<string, unknown>;
    await route.continue({ postData: JSON.stringify({ ...body, phone }) });
  });
}
Given('the server receives the phone {string} whatever was typed', theServerReceivesThePhoneWhateverWasTyped);
Given('сервер получает телефон {string}, что бы ни было введено', theServerReceivesThePhoneWhateverWasTyped);

/**
 * The visitor's browser goes offline: from now on every request it makes fails.
 * @topic Forms
 * @looks the visitor's network connection
 * @example the connection drops
 * @example связь пропадает
 */
async function theConnectionDrops(this: SiteWorld) {
  await this.context.setOffline(true);
}
When('the connection drops', theConnectionDrops);
When('связь пропадает', theConnectionDrops);

/**
 * Checks that the form named exactly so is visible, with a visible field for each label in the table below the step
 * (one label a row).
 * @topic Forms
 * @looks the page's form named so, and its fields by label
 * @example they see the form "Обсудить проект" with the fields
 *   | Имя                                         |
 *   | Телефон                                     |
 *   | E-mail                                      |
 *   | Компания                                    |
 *   | Расскажите о задаче                         |
 *   | Файл с описанием задачи                     |
 *   | Я согласен на обработку персональных данных |
 * @example посетитель видит форму "Обсудить проект" с полями
 *   | Имя                                         |
 *   | Телефон                                     |
 *   | E-mail                                      |
 *   | Компания                                    |
 *   | Расскажите о задаче                         |
 *   | Файл с описанием задачи                     |
 *   | Я согласен на обработку персональных данных |
 */
async function theySeeTheFormWithTheFields(this: SiteWorld, name: string, labels: DataTable) {
  const form = this.page.getByRole('form', { name, exact: true });
  await expect(form, `the form "${name}"`).toBeVisible();
  for (const [label = ''] of labels.raw()) await expect(field(this, label), `the field "${label}"`).toBeVisible();
}
Then('they see the form {string} with the fields', theySeeTheFormWithTheFields);
Then('посетитель видит форму {string} с полями', theySeeTheFormWithTheFields);

/**
 * Checks that the form's field with this label is marked required.
 * @topic Forms
 * @looks the page's form: the field by its label
 * @example the field "Имя" is required
 * @example поле "Имя" обязательное
 */
async function theFieldIsRequired(this: SiteWorld, label: string) {
  await expect(field(this, label)).toHaveAttribute('required', '');
}
Then('the field {string} is required', theFieldIsRequired);
Then('поле {string} обязательное', theFieldIsRequired);

/**
 * Checks that the form has a link with exactly this text leading exactly to this address (the consent to personal-data
 * processing, the policy).
 * @topic Forms
 * @looks the page's form
 * @example the form links to "Политика обработки персональных данных" at "/docs/personal-data-policy.pdf"
 * @example форма ссылается на "Политика обработки персональных данных" по адресу "/docs/personal-data-policy.pdf"
 */
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

/**
 * Checks that the field with this label is marked as wrong and that its error message reads exactly this.
 * @topic Forms
 * @looks the page's form: the field and the message the field names as its description
 * @example the field "Телефон" says "Номер — это 10–15 цифр с кодом страны, например +7 495 000-00-00."
 * @example поле "Телефон" сообщает "Номер — это 10–15 цифр с кодом страны, например +7 495 000-00-00."
 */
async function theFieldSays(this: SiteWorld, label: string, message: string) {
  const input = field(this, label);
  await expect(input, `the field "${label}" is marked wrong`).toHaveAttribute('aria-invalid', 'true');
  await expect(await fieldNote(this, label, 'error'), `the message of the field "${label}"`).toHaveText(message);
}
Then('the field {string} says {string}', theFieldSays);
Then('поле {string} сообщает {string}', theFieldSays);

/**
 * Checks that the field with this label is not marked as wrong.
 * @topic Forms
 * @looks the page's form: the field by its label
 * @example the field "E-mail" is fine
 * @example с полем "E-mail" всё в порядке
 */
async function theFieldIsFine(this: SiteWorld, label: string) {
  await expect(field(this, label)).not.toHaveAttribute('aria-invalid', 'true');
}
Then('the field {string} is fine', theFieldIsFine);
Then('с полем {string} всё в порядке', theFieldIsFine);

/**
 * Checks that the form's error summary (its alert) has a link that starts with this field's label and a colon, leading
 * to the field.
 * @topic Forms
 * @looks the page's form: its alert
 * @example the error summary leads to "E-mail"
 * @example сводка ошибок ведёт к полю "E-mail"
 */
async function theErrorSummaryLeadsTo(this: SiteWorld, label: string) {
  const summary = theForm(this).getByRole('alert');
  await expect(summary.getByRole('link', { name: new RegExp(`^${escapeRegExp(label)}: `) })).toBeVisible();
}
Then('the error summary leads to {string}', theErrorSummaryLeadsTo);
Then('сводка ошибок ведёт к полю {string}', theErrorSummaryLeadsTo);

/**
 * Checks that the keyboard focus is on the form's field with this label.
 * @topic Forms
 * @looks the page's form: the field by its label
 * @example the keyboard focus is on the field "Телефон"
 * @example фокус клавиатуры на поле "Телефон"
 */
async function theKeyboardFocusIsOnTheField(this: SiteWorld, label: string) {
  await expect(field(this, label)).toBeFocused();
}
Then('the keyboard focus is on the field {string}', theKeyboardFocusIsOnTheField);
Then('фокус клавиатуры на поле {string}', theKeyboardFocusIsOnTheField);

/**
 * Checks that the form's field with this label holds exactly this value.
 * @topic Forms
 * @looks the page's form: the field by its label
 * @example the field "Имя" holds "Иван Соколов"
 * @example в поле "Имя" значение "Иван Соколов"
 */
async function theFieldHolds(this: SiteWorld, label: string, value: string) {
  await expect(field(this, label)).toHaveValue(value);
}
Then('the field {string} holds {string}', theFieldHolds);
Then('в поле {string} значение {string}', theFieldHolds);

/**
 * Checks that the form shows its alert that the request did not go through (not the summary of the fields' errors),
 * and that the alert's message reads exactly this, whole. Whether it offers to send again is "the form offers".
 * @topic Forms
 * @looks the page's form: its alert without links (the error summary's has links to the fields)
 * @example the form alerts "Сервер не смог принять заявку. Всё, что вы ввели, сохранено — отправьте ещё раз."
 * @example форма предупреждает "Сервер не смог принять заявку. Всё, что вы ввели, сохранено — отправьте ещё раз."
 */
async function theFormAlerts(this: SiteWorld, text: string) {
  const alert = theForm(this)
    .getByRole('alert')
    .filter({ hasNot: this.page.getByRole('link') });
  await expect(alert, 'the form alerts that the request did not go through').toBeVisible();
  await expect(alert.getByRole('paragraph'), `the form's alert reads "${text}"`).toHaveText(text);
}
Then('the form alerts {string}', theFormAlerts);
Then('форма предупреждает {string}', theFormAlerts);

/**
 * Checks that the confirmation of the page's main content reads exactly this and has the keyboard focus (when the
 * browser runs the page's script, which moves it there), and that the form is no longer on the page.
 * @topic Forms
 * @looks the page's main content: its status message and its form
 * @example the form gives way to the confirmation "Менеджер свяжется с вами в течение рабочего дня"
 * @example вместо формы подтверждение "Менеджер свяжется с вами в течение рабочего дня"
 */
async function theFormGivesWayToTheConfirmation(this: SiteWorld, text: string) {
  const confirmation = this.page.getByRole('main').getByRole('status');
  await expect(confirmation, `the confirmation reads "${text}"`).toHaveText(text);
  // The page's script moves the focus to it; without script nothing can, and the page starts there anyway.
  if (this.browser?.scripts) await expect(confirmation).toBeFocused();
  await expect(theForm(this)).toHaveCount(0);
}
Then('the form gives way to the confirmation {string}', theFormGivesWayToTheConfirmation);
Then('вместо формы подтверждение {string}', theFormGivesWayToTheConfirmation);

/**
 * Reloads the page, as the browser's reload button does, and waits until it is ready to use again.
 * @topic Navigation and scrolling
 * @looks the page open now
 * @also waits for the reloaded page's code to start
 * @example they reload the page
 * @example посетитель перезагружает страницу
 */
async function theyReloadThePage(this: SiteWorld) {
  await this.page.reload({ waitUntil: 'load' });
  this.expectHydration();
  await this.hydrated();
}
When('they reload the page', theyReloadThePage);
When('посетитель перезагружает страницу', theyReloadThePage);

/**
 * The visitor's browser is online again after "the connection drops".
 * @topic Forms
 * @looks the visitor's network connection
 * @example the connection comes back
 * @example связь восстанавливается
 */
async function theConnectionComesBack(this: SiteWorld) {
  await this.context.setOffline(false);
}
When('the connection comes back', theConnectionComesBack);
When('связь восстанавливается', theConnectionComesBack);

/**
 * Checks that the form has an enabled button named exactly so ("Отправить ещё раз").
 * @topic Forms
 * @looks the page's form: its buttons
 * @example the form offers "Отправить ещё раз"
 * @example форма предлагает "Отправить ещё раз"
 */
async function theFormOffers(this: SiteWorld, name: string) {
  await expect(theForm(this).getByRole('button', { name, exact: true })).toBeEnabled();
}
Then('the form offers {string}', theFormOffers);
Then('форма предлагает {string}', theFormOffers);

/**
 * Checks that the form has given way to its confirmation: the form is no longer on the page and the keyboard focus is
 * on the confirmation. The confirmation's text is not checked (see "the form gives way to the confirmation …").
 * @topic Forms
 * @looks the page: its form and the focused element
 * @example the request has been accepted
 * @example заявка принята
 */
async function theRequestHasBeenAccepted(this: SiteWorld) {
  // The confirmation takes the form's place and the keyboard focus; its text is checked elsewhere.
  await expect(theForm(this)).toHaveCount(0);
  await expect.poll(() => this.page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('status');
}
Then('the request has been accepted', theRequestHasBeenAccepted);
Then('заявка принята', theRequestHasBeenAccepted);

/** The page's only POST to `path`: a scenario that sent the form twice, or not at all, fails here. */
async function theOnePostTo(world: SiteWorld, path: string): Promise<Request> {
  const posts = (await world.page.requests()).filter(
    (request) => request.method() === 'POST' && new URL(request.url()).pathname === path,
  );
  expect(posts, `the requests the page sent to ${path}`).toHaveLength(1);
  return posts[0] as Request;
}

/**
 * Checks the one request the page sent to this backend address: for each row of the table (field, value), the
 * request's field holds exactly this value; a dotted field ("utm.source") reads inside another. Fails if the page sent
 * that address no request, or more than one.
 * @topic Forms
 * @looks the requests the page sent, by their address; their JSON body
 * @example the backend received at "/api/form_application/" a request with
 *   | page         | /feedback/ |
 *   | locale       | ru         |
 *   | utm.source   | yandex     |
 *   | utm.medium   | cpc        |
 *   | utm.campaign | b2b-spring |
 *   | website      |            |
 *   | topic        | general    |
 * @example бэкенд получил на "/api/form_application/" заявку с полями
 *   | page         | /feedback/ |
 *   | locale       | ru         |
 *   | utm.source   | yandex     |
 *   | utm.medium   | cpc        |
 *   | utm.campaign | b2b-spring |
 *   | website      |            |
 *   | topic        | general    |
 */
async function theRequestToCarried(this: SiteWorld, path: string, table: DataTable) {
  const body: unknown = (await theOnePostTo(this, path)).postDataJSON();
  for (const [key = '', value = ''] of table.raw()) {
    // "utm.source" reads body.utm.source.
    const actual = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], body);
    expect(actual, `the request's field "${key}"`).toBe(value);
  }
}
Then('the backend received at {string} a request with', theRequestToCarried);
Then('бэкенд получил на {string} заявку с полями', theRequestToCarried);

/**
 * Checks that the form's field with this label (the trap for robots) cannot be reached with the keyboard and is not
 * shown to people, though it is in the page.
 * @topic Forms
 * @looks the page's form
 * @example the field "Оставьте это поле пустым" is hidden from people
 * @example поле "Оставьте это поле пустым" скрыто от людей
 */
async function theFieldIsHiddenFromPeople(this: SiteWorld, label: string) {
  const form = theForm(this);
  await expect(form.getByRole('textbox', { name: label, includeHidden: true })).toHaveAttribute('tabindex', '-1');
  await expect(form.getByRole('textbox', { name: label })).toHaveCount(0);
}
Then('the field {string} is hidden from people', theFieldIsHiddenFromPeople);
Then('поле {string} скрыто от людей', theFieldIsHiddenFromPeople);

/**
 * Attaches a file of this name and size to the form, as if chosen in the file picker. The Given does the same, to set
 * the scene.
 * @topic Forms
 * @looks the page's form: its file field
 * @also notes, in the page, the parts of the request the form sends, for "the backend received at … the file …"
 * @example they attach "ТЗ B2B-портал.docx" of 300 KB
 * @example посетитель прикладывает файл "ТЗ B2B-портал.docx" размером 300 КБ
 * @example they have attached "presentation.pdf" of 300 KB
 * @example посетитель приложил файл "ТЗ B2B-портал.docx" размером 300 КБ
 */
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

/**
 * Checks the one request the page sent to this backend address: it was sent as a multipart form with the attachment of
 * this file name, not empty.
 * @topic Forms
 * @looks the requests the page sent, by their address
 * @example the backend received at "/api/form_application/" the file "ТЗ B2B-портал.docx"
 * @example бэкенд получил на "/api/form_application/" файл "ТЗ B2B-портал.docx"
 */
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

/**
 * Checks the one request the page sent to this backend address: it was sent as JSON, with no attachment.
 * @topic Forms
 * @looks the requests the page sent, by their address
 * @example the backend received at "/api/form_application/" a request without a file
 * @example бэкенд получил на "/api/form_application/" заявку без файла
 */
async function theRequestToWentAsJson(this: SiteWorld, path: string) {
  const post = await theOnePostTo(this, path);
  expect(await post.headerValue('content-type')).toBe('application/json');
  expect(post.postDataJSON()).not.toHaveProperty('attachment');
}
Then('the backend received at {string} a request without a file', theRequestToWentAsJson);
Then('бэкенд получил на {string} заявку без файла', theRequestToWentAsJson);

/**
 * Checks that the note under the form's field with this label (its hint) reads exactly this.
 * @topic Forms
 * @looks the page's form: the field's hint
 * @example the field "Файл с описанием задачи" explains "Необязательно. PDF, DOC, DOCX, XLS, XLSX, PPT, PPTX, ODT, ODS, RTF, TXT, PNG, JPG, ZIP, до 10 МБ. Файл «ТЗ B2B-портал.docx» не сохранился после перезагрузки страницы — выберите его ещё раз."
 * @example поле "Файл с описанием задачи" поясняет "Необязательно. PDF, DOC, DOCX, XLS, XLSX, PPT, PPTX, ODT, ODS, RTF, TXT, PNG, JPG, ZIP, до 10 МБ. Файл «ТЗ B2B-портал.docx» не сохранился после перезагрузки страницы — выберите его ещё раз."
 */
async function theFieldExplains(this: SiteWorld, label: string, text: string) {
  await expect(await fieldNote(this, label, 'hint'), `the note under the field "${label}" reads "${text}"`).toHaveText(
    text,
  );
}
Then('the field {string} explains {string}', theFieldExplains);
Then('поле {string} поясняет {string}', theFieldExplains);

/**
 * Checks that the form's send button is busy and disabled and that the form shows no alert: the request has not been
 * answered yet.
 * @topic Forms
 * @looks the page's form
 * @also lets the page finish what it was doing first
 * @example the form is still sending
 * @example форма всё ещё отправляется
 */
async function theFormIsStillSending(this: SiteWorld) {
  const form = theForm(this);
  await settle(this.page);
  await expect(form.locator('button[type="submit"][aria-busy="true"]')).toBeDisabled();
  await expect(form.getByRole('alert')).toHaveCount(0);
}
Then('the form is still sending', theFormIsStillSending);
Then('форма всё ещё отправляется', theFormIsStillSending);

/**
 * Fills and sends the form with the keyboard alone: Tab until the form, then through every control in order, typing
 * valid details, choosing with the arrow keys, ticking with Space, and Enter on the send button. Fails if a required
 * field cannot be reached, if Tab leaves the form before its send button, or if the send button is not reached within
 * 120 presses.
 * @topic Forms
 * @looks the page's form and the keyboard focus
 * @example they fill in the form with the keyboard alone
 * @example посетитель заполняет форму только с клавиатуры
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

/**
 * Sets the scene: the backend will answer the form's requests (and only those) with this HTTP status; the page and its
 * form load as usual.
 * @topic Forms
 * @looks the form's requests to the backend
 * @also marks the form's requests with the development backend's mock scenario (the status)
 * @example the backend answers a form's request with the status 429
 * @example бэкенд отвечает на заявку статусом 429
 */
async function theBackendAnswersAFormsRequestWithTheStatus(this: SiteWorld, status: number) {
  await backendAnswersFormRequestsAs(this, String(status));
}
Given("the backend answers a form's request with the status {int}", theBackendAnswersAFormsRequestWithTheStatus);
Given('бэкенд отвечает на заявку статусом {int}', theBackendAnswersAFormsRequestWithTheStatus);

/**
 * Sets the scene: the backend will take this many seconds to answer the form's requests (and only those).
 * @topic Forms
 * @looks the form's requests to the backend
 * @also marks the form's requests with the development backend's mock scenario "slow-…"
 * @example the backend takes 30 seconds to answer a form's request
 * @example бэкенд отвечает на заявку только через 30 секунд
 */
async function theBackendTakesSecondsToAnswerAFormsRequest(this: SiteWorld, seconds: number) {
  await backendAnswersFormRequestsAs(this, `slow-${seconds * 1000}`);
}
Given("the backend takes {int} seconds to answer a form's request", theBackendTakesSecondsToAnswerAFormsRequest);
Given('бэкенд отвечает на заявку только через {int} секунд', theBackendTakesSecondsToAnswerAFormsRequest);

/**
 * Opens this page and fills every field of its form with valid details (as "they fill in the rest of the form with
 * valid details"), without sending it.
 * @topic Forms
 * @looks the page's form
 * @also opens the page and waits for its code to start
 * @example a visitor has filled in the form on "/research-ecommerce-form/" with valid details
 * @example посетитель заполнил форму на "/research-ecommerce-form/" верными данными
 */
async function aVisitorHasFilledInTheFormOnWithValidDetails(this: SiteWorld, path: string) {
  await this.open(path);
  await this.hydrated();
  await theyFillInTheRestOfTheFormWithValidDetails.call(this);
}
Given('a visitor has filled in the form on {string} with valid details', aVisitorHasFilledInTheFormOnWithValidDetails);
Given('посетитель заполнил форму на {string} верными данными', aVisitorHasFilledInTheFormOnWithValidDetails);

/**
 * Sets the scene: the connection dropped just as the visitor pressed this button, and the form has said so.
 * @topic Forms
 * @looks the page's form and its alert
 * @also takes the browser offline (it stays offline until "the connection comes back"); fails if the form shows no
 *   alert
 * @example the connection dropped as they pressed "Получить исследование"
 * @example связь пропала, когда посетитель нажал "Получить исследование"
 */
async function theConnectionDroppedAsTheyPressed(this: SiteWorld, name: string) {
  await this.context.setOffline(true);
  await this.page.getByRole('button', { name, exact: true }).click();
  await expect(theForm(this).getByRole('alert')).toBeVisible();
}
Given('the connection dropped as they pressed {string}', theConnectionDroppedAsTheyPressed);
Given('связь пропала, когда посетитель нажал {string}', theConnectionDroppedAsTheyPressed);

/**
 * Opens this page, fills its form with valid details, sends it with its own button, and waits until the confirmation
 * has taken the form's place.
 * @topic Forms
 * @looks the page's form and its confirmation
 * @also opens the page; fails if the request is not accepted
 * @example a visitor has sent the form on "/feedback/" with valid details
 * @example посетитель отправил форму на "/feedback/" с верными данными
 */
async function aVisitorHasSentTheFormOnWithValidDetails(this: SiteWorld, path: string) {
  await aVisitorHasFilledInTheFormOnWithValidDetails.call(this, path);
  await theForm(this).locator('button[type="submit"]').click();
  await theRequestHasBeenAccepted.call(this);
}
Given('a visitor has sent the form on {string} with valid details', aVisitorHasSentTheFormOnWithValidDetails);
Given('посетитель отправил форму на {string} с верными данными', aVisitorHasSentTheFormOnWithValidDetails);

/**
 * Checks that the form shows its fields and that every text field of it is empty.
 * @topic Forms
 * @looks the page's form: its text fields
 * @example every field of the form is empty
 * @example все поля формы пусты
 */
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
