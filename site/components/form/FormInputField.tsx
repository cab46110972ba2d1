import { useTranslation } from '../../i18n/useTranslation.tsx';
import type { FormInput } from '../../../contracts/formDefinition.ts';
import type { Locale } from '../../../contracts/locale.ts';
import { PERSONAL_DATA_POLICY_FILES } from '../../config/footers.ts';
import { FieldNotes, fieldControlProps, RequiredMark } from './FieldNotes.tsx';

interface Props {
  input: FormInput;
  id: string;
  value: string | boolean;
  error: string | undefined;
  locale: Locale;
  onChange: (value: string | boolean) => void;
}

/** One field of a form: its label, hint and message, wired to the control for assistive tech. */
export function FormInputField({ input, id, value, error, locale, onChange }: Props) {
  const { t } = useTranslation();
  const common = fieldControlProps(input, id, { hint: Boolean(input.hintKey), error });
  const text = typeof value === 'string' ? value : '';
  const label = t(input.labelKey);
  const mark = <RequiredMark required={input.required} />;
  const message = <FieldNotes id={id} hint={input.hintKey && t(input.hintKey)} error={error} />;

  if (input.type === 'checkbox')
    return (
      <div className="site-form__field site-form__field--checkbox">
        <input {...common} type="checkbox" checked={value === true} onChange={(e) => onChange(e.target.checked)} />
        <label htmlFor={id}>{label}</label>
        {mark} {/* The policy sits outside the label so following it never ticks the box by accident. */}
        <a href={PERSONAL_DATA_POLICY_FILES[locale]} target="_blank" rel="noopener">
          {t('form.policyLink')}
        </a>
        {message}
      </div>
    );

  return (
    <div className="site-form__field">
      {/* The mark sits beside the label, not in it: the field's name stays exactly its label. */}
      <span>
        <label htmlFor={id}>{label}</label>
        {mark}
      </span>
      {input.type === 'textarea' ? (
        <textarea {...common} rows={6} value={text} onChange={(e) => onChange(e.target.value)} />
      ) : input.type === 'select' ? (
        <select {...common} value={text} onChange={(e) => onChange(e.target.value)}>
          <option value="">—</option>
          {input.options?.map((option) => (
            <option key={option.value} value={option.value}>
              {t(option.labelKey)}
            </option>
          ))}
        </select>
      ) : (
        <input
          {...common}
          type={input.type}
          autoComplete={input.autocomplete}
          value={text}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
      {message}
    </div>
  );
}
