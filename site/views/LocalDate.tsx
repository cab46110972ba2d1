import { usePageContext } from 'vike-react/usePageContext';
import { formatDate } from './format.ts';

/** A date people read in their language and machines read from `dateTime`. */
export function LocalDate({ date }: { date: string }) {
  const { locale } = usePageContext();
  return <time dateTime={date}>{formatDate(date, locale)}</time>;
}
