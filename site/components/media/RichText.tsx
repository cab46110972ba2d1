import type { ElementType } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { localiseHtmlLinks } from '../../rules/localiseHtmlLinks.ts';

interface Props {
  /** CMS HTML. It was sanitised by an allow-list when the content was parsed (contracts/html.ts). */
  html: string;
  as?: ElementType;
  className?: string;
}

/** Renders a fragment of content HTML (accordion texts, article paragraphs, legal sections), its site links kept in the page's locale. */
export function RichText({ html, as: Tag = 'div', className }: Props) {
  const { locale } = usePageContext();
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: localiseHtmlLinks(html, locale) }} />;
}
