import { useTranslation } from '../../i18n/useTranslation.tsx';

/** The list of what to fix, at the top of the form, each item leading to its field. */
export function ErrorSummary({ items }: { items: { id: string; label: string; message: string }[] }) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <div className="site-form__summary" role="alert">
      <h2 className="site-form__summary-title">{t('form.errors.title')}</h2>
      <ul>
        {items.map((item) => (
          <li key={item.id}>
            <a href={`#${item.id}`}>
              {item.label}: {item.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
