import { useTranslation } from '../../i18n/useTranslation.tsx';
import type { FormInput } from '../../../contracts/formDefinition.ts';

/**
 * The bot trap: off screen, out of the tab order and hidden from assistive tech, so people never meet
 * it; naive bots fill every input, and a filled one is thanked and dropped by the endpoint.
 */
export function Honeypot({
  input,
  id,
  value,
  onChange,
}: {
  input: FormInput;
  id: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="site-form__honeypot" aria-hidden="true">
      <label htmlFor={id}>{t(input.labelKey)}</label>
      <input
        id={id}
        type="text"
        name={input.name}
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}
