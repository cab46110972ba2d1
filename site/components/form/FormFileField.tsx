import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation.tsx';
import { ATTACHMENT_ACCEPT, ATTACHMENT_MAX_MB, ATTACHMENT_TYPES_TEXT } from '../../../contracts/attachment.ts';
import type { FormInput } from '../../../contracts/formDefinition.ts';
import { FieldNotes, fieldControlProps, RequiredMark } from './FieldNotes.tsx';

interface Props {
  input: FormInput;
  id: string;
  /** The chosen file, while this page lives. */
  file: File | undefined;
  /** The name of the file the draft remembers: a reload keeps the name, never the file itself. */
  rememberedName: string;
  /** Why only the name is left: the page reloaded, or the server sent the form back (no script). */
  rememberedAfter: 'reload' | 'post';
  error: string | undefined;
  onFile: (file: File | undefined) => void;
}

/**
 * The optional attachment of the feedback forms: the browser's own file picker (keyboard and screen
 * reader friendly), limited to the accepted types, with a way to remove the file again. Files are
 * not kept in the session draft, so after a reload the field says which file to choose again.
 */
export function FormFileField({ input, id, file, rememberedName, rememberedAfter, error, onFile }: Props) {
  const { t } = useTranslation();
  // A file input cannot be cleared through React state: a new key gives a fresh, empty one.
  const [generation, setGeneration] = useState(0);
  const hint = [
    input.hintKey && t(input.hintKey, { types: ATTACHMENT_TYPES_TEXT, size: ATTACHMENT_MAX_MB }),
    !file &&
      rememberedName &&
      t(rememberedAfter === 'post' ? 'form.attachment.resend' : 'form.attachment.reattach', { name: rememberedName }),
  ]
    .filter(Boolean)
    .join(' ');
  const remove = () => {
    onFile(undefined);
    setGeneration((n) => n + 1);
    document.getElementById(id)?.focus();
  };
  return (
    <div className="site-form__field">
      <span>
        <label htmlFor={id}>{t(input.labelKey)}</label>
        <RequiredMark required={input.required} />
      </span>
      <input
        key={generation}
        {...fieldControlProps(input, id, { hint: hint !== '', error })}
        type="file"
        accept={ATTACHMENT_ACCEPT}
        onChange={(event) => onFile(event.target.files?.[0])}
      />
      {file && (
        <button type="button" className="site-form__remove-file" onClick={remove}>
          {t('form.attachment.remove')}
        </button>
      )}
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}
