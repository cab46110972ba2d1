import { useTranslation } from '../../i18n/useTranslation.tsx';
import { variants, type SiteVariant } from '../../config/variants.ts';
import { LocalLink } from '../LocalLink.tsx';

/** The start-project button of a variant: its caption and its form page come from site/config/variants.ts. */
export function StartProjectLink({
  variant,
  className,
  onClick,
}: {
  variant: SiteVariant;
  className: string;
  onClick?: () => void;
}) {
  const { t } = useTranslation();
  const { cta } = variants[variant];
  return (
    <LocalLink href={cta.href} className={className} onClick={onClick}>
      {t(cta.labelKey)}
    </LocalLink>
  );
}
