import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation.tsx';
import type { FormInput } from '../../../contracts/formDefinition.ts';

const hintId = (id: string) => `${id}-hint`;
const errorId = (id: string) => `${id}-error`;

/** The attributes that tie a control to its notes: assistive tech reads the hint and the message with it. */
export function fieldControlProps(input: FormInput, id: string, notes: { hint: boolean; error: string | undefined }) {
  const describedBy = [notes.hint && hintId(id), notes.error && errorId(id)].filter(Boolean).join(' ') || undefined;
  return {
    id,
    name: input.name,
    required: input.required,
    'aria-invalid': notes.error ? true : undefined,
    'aria-describedby': describedBy,
  } as const;
}

/** The hint under a field and, when the value is wrong, what to do about it. */
export function FieldNotes({ id, hint, error }: { id: string; hint: ReactNode; error: string | undefined }) {
  return (
    <>
      {hint && (
        <p id={hintId(id)} className="site-form__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId(id)} className="site-form__error">
          {error}
        </p>
      )}
    </>
  );
}

/** The asterisk of a required field: beside the label, not in it, so the field's name stays its label. */
export function RequiredMark({ required }: { required: boolean }) {
  const { t } = useTranslation();
  if (!required) return null;
  return (
    <span className="site-form__required" title={t('form.required')} aria-hidden="true">
      {' *'}
    </span>
  );
}
