import { useEffect, useId, useRef, useState, type SyntheticEvent } from 'react';
import { useTranslation } from '../../i18n/useTranslation.tsx';
import { usePageContext } from 'vike-react/usePageContext';
import { formEndpointPath, HONEYPOT_FIELD } from '../../../contracts/formConstants.ts';
import { FORM_SUBMIT_TIMEOUT_MS } from '../../rules/formSubmission.ts';
import { FORM_SENT_QUERY } from '../../rules/formsWithoutScript.ts';
import { localisePath } from '../../rules/localePath.ts';
import { readCookie } from '../../../contracts/cookies.ts';
import { campaignFromCookies } from '../../forms/campaignFromCookies.ts';
import { ErrorSummary } from './ErrorSummary.tsx';
import type { FormFailure as Failure } from '../../forms/formEcho.ts';
import type { FormSpec } from '../../../contracts/formDefinition.ts';
import { clearDraft, draftKey, readDraft, writeDraft } from './formDraft.ts';
import { FormInputField } from './FormInputField.tsx';
import { FormFileField } from './FormFileField.tsx';
import {
  initialValues,
  submissionBody,
  type FieldErrors,
  type FormFiles,
  type FormValues,
} from '../../forms/formValues.ts';
import { Honeypot } from './Honeypot.tsx';
import { formRulesIfLoaded, loadFormRules, type FormRules } from './loadFormRules.ts';
import './form.css';

const FAILURE_KEYS: Record<Failure, string> = {
  rateLimited: 'form.failure.rateLimited',
  repeated: 'form.failure.repeated',
  server: 'form.failure.server',
  timeout: 'form.failure.timeout',
  network: 'form.failure.network',
};

/**
 * A form rendered from its definition. It is server-rendered (visible before hydration), validates
 * with the endpoint's own rules, and never loses what was typed: failures keep every value, and the
 * draft survives a reload in sessionStorage until the form is accepted. The rules (with Zod) are not
 * part of the page: they load when the visitor first focuses a field, and are awaited where a value
 * is checked (a chosen file, the submit). Without script the browser posts the form itself: the
 * server sends it on and renders the page back with the form as posted (pageContext.formEcho) or
 * redirects to its confirmation (site/rules/formsWithoutScript.ts), which this form starts from.
 */
export function SiteForm({ form }: { form: FormSpec }) {
  const { t } = useTranslation();
  const { locale, urlPathname, urlParsed, formEcho } = usePageContext();
  const baseId = useId();
  const idOf = (name: string) => `${baseId}-${name}`;
  const storageKey = draftKey(form.name, locale);
  const [values, setValues] = useState<FormValues>(() => ({
    ...initialValues(form),
    ...formEcho?.values,
    ...hiddenValues(form),
  }));
  const [files, setFiles] = useState<FormFiles>({});
  const [errors, setErrors] = useState<FieldErrors>(() => formEcho?.errors ?? {});
  const [failure, setFailure] = useState<Failure | undefined>(formEcho?.failure);
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState(urlParsed.searchOriginal === FORM_SENT_QUERY);
  const [restored, setRestored] = useState(false);
  // A ref, not state: two clicks in one frame both see the state of before the first.
  const inFlight = useRef(false);
  const successRef = useRef<HTMLDivElement>(null);
  const [focusFirstError, setFocusFirstError] = useState(0);

  useEffect(() => {
    // The confirmation of a form the browser posted itself: the backend has the request.
    if (done) clearDraft(storageKey);
    // The form as posted is newer than any draft.
    const draft = formEcho || done ? undefined : readDraft(storageKey);
    // Hidden inputs keep the definition's value: a draft must not change which page sent the form.
    // sessionStorage exists only in the browser: restoring before hydration would make the markup differ.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (draft) setValues((current) => ({ ...current, ...draft, ...hiddenValues(form) }));
    setRestored(true);
    // Once, on the page's first render: `done` and the echo describe how the page was opened.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [storageKey, form]);

  useEffect(() => {
    if (restored && !done) writeDraft(storageKey, values);
  }, [restored, done, storageKey, values]);

  useEffect(() => {
    if (done) successRef.current?.focus();
  }, [done]);

  useEffect(() => {
    if (focusFirstError === 0) return;
    const first = form.inputs.find((input) => errors[input.name]);
    if (first) document.getElementById(idOf(first.name))?.focus();
    // idOf is stable for the component's life; the counter asks for one focus move per failed submit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusFirstError]);

  const change = (name: string, value: string | boolean) => {
    setValues((current) => ({ ...current, [name]: value }));
  };

  // A file is checked the moment it is chosen: nobody should type a long message before learning
  // that the 40 MB video will not go. The draft keeps only its name.
  const chooseFile = (name: string, required: boolean, file: File | undefined) => {
    setFiles((current) => ({ ...current, [name]: file }));
    change(name, file?.name ?? '');
    // Without the rules (they could not load) the old file's message goes and the submit checks again.
    const showFileError = (rules: FormRules | undefined) =>
      setErrors((current) => {
        const rest = Object.fromEntries(Object.entries(current).filter(([field]) => field !== name));
        const message = file && rules?.fileError(file, required, locale);
        return message ? { ...rest, [name]: message } : rest;
      });
    // Choices made while the rules load are answered in the order they were made (one shared promise).
    const ready = formRulesIfLoaded();
    if (ready || !file) showFileError(ready);
    else loadFormRules().then(showFileError, () => showFileError(undefined));
  };

  async function send() {
    if (inFlight.current) return;
    // Set before the rules are awaited: two submits in one frame must not both get past it.
    inFlight.current = true;
    let rules: FormRules;
    try {
      rules = formRulesIfLoaded() ?? (await loadFormRules());
    } catch {
      // The rules could not be fetched: the connection is gone, and sending would fail the same way.
      inFlight.current = false;
      setFailure('network');
      return;
    }
    const found = rules.validateValues(form, values, locale, files);
    setErrors(found);
    setFailure(undefined);
    if (Object.keys(found).length > 0) {
      inFlight.current = false;
      setFocusFirstError((n) => n + 1);
      return;
    }
    setSending(true);
    const body = submissionBody(form, values, {
      page: window.location.pathname,
      locale,
      utm: campaignFromCookies((name) => readCookie(document.cookie, name)),
    });
    const file = Object.values(files).find(Boolean);
    const outcome = await rules.submitForm(formEndpointPath(form.endpoint), body, file);
    inFlight.current = false;
    setSending(false);
    if (outcome.kind === 'success') {
      clearDraft(storageKey);
      setDone(true);
    } else if (outcome.kind === 'invalid') {
      setErrors(outcome.errors);
      setFocusFirstError((n) => n + 1);
    } else setFailure(outcome.kind);
  }

  const startLoadingRules = () => {
    // Not awaited: a failure here is met again, and reported, where the rules are needed.
    if (!formRulesIfLoaded()) loadFormRules().catch(() => undefined);
  };

  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    void send();
  };

  if (done)
    return (
      <div className="site-form site-form--done" ref={successRef} tabIndex={-1} role="status">
        <p className="site-form__success">{t(form.successKey)}</p>
      </div>
    );

  const summary = form.inputs
    .filter((input) => errors[input.name])
    .map((input) => ({ id: idOf(input.name), label: t(input.labelKey), message: errors[input.name] ?? '' }));

  return (
    <form
      className="site-form"
      method="post"
      action={formEndpointPath(form.endpoint)}
      // Without script the browser sends the form itself: a file needs multipart.
      encType={form.inputs.some((input) => input.type === 'file') ? 'multipart/form-data' : undefined}
      noValidate
      aria-labelledby={`${baseId}-title`}
      onSubmit={onSubmit}
      // The first focus in the form fetches the rules, so the first check rarely waits for them.
      onFocus={startLoadingRules}
    >
      <h2 id={`${baseId}-title`} className="site-form__title">
        {t(form.titleKey)}
      </h2>
      <ErrorSummary items={summary} />
      {/* The page's script adds it to the request itself; a browser posting the form sends this (the server
          takes the locale and campaign from the page and the cookies). */}
      {/* urlPathname is the page's path without its locale (+onBeforeRoute): the address has it. */}
      <input type="hidden" name="page" value={localisePath(urlPathname, locale)} />
      {form.inputs.map((input) => {
        const value = values[input.name] ?? input.value;
        if (input.type === 'hidden')
          return <input key={input.id} type="hidden" name={input.name} value={String(value)} />;
        if (input.type === 'file')
          return (
            <FormFileField
              key={input.id}
              input={input}
              id={idOf(input.name)}
              file={files[input.name]}
              rememberedName={typeof value === 'string' ? value : ''}
              rememberedAfter={formEcho ? 'post' : 'reload'}
              error={errors[input.name]}
              onFile={(file) => chooseFile(input.name, input.required, file)}
            />
          );
        if (input.name === HONEYPOT_FIELD)
          return (
            <Honeypot
              key={input.id}
              input={input}
              id={idOf(input.name)}
              value={String(value)}
              onChange={(v) => change(input.name, v)}
            />
          );
        return (
          <FormInputField
            key={input.id}
            input={input}
            id={idOf(input.name)}
            value={value}
            error={errors[input.name]}
            locale={locale}
            onChange={(v) => change(input.name, v)}
          />
        );
      })}
      {failure && (
        <div
          className={`site-form__failure${failure === 'repeated' ? ' site-form__failure--received' : ''}`}
          role="alert"
        >
          <p>{t(FAILURE_KEYS[failure], { seconds: FORM_SUBMIT_TIMEOUT_MS / 1000 })}</p>
          {/* The backend has the request: sending it again at once would be refused the same way. */}
          {failure !== 'repeated' && (
            <button type="submit" className="site-form__retry" disabled={sending}>
              {t('form.retry')}
            </button>
          )}
        </div>
      )}
      <button type="submit" className="site-form__submit" disabled={sending} aria-busy={sending}>
        {sending ? t('form.sending') : t(form.submitKey)}
      </button>
    </form>
  );
}

function hiddenValues(form: FormSpec): FormValues {
  return Object.fromEntries(form.inputs.filter((i) => i.type === 'hidden').map((i) => [i.name, i.value]));
}
