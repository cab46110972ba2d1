import type { AnchorHTMLAttributes } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { localisePath } from '../rules/localePath.ts';

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/** A link to a locale-less site path, kept in the current locale (`/contacts/` -> `/en/contacts/`). */
export function LocalLink({ href, ...rest }: Props) {
  const { locale } = usePageContext();
  return <a href={localisePath(href, locale)} {...rest} />;
}
