import { useData } from 'vike-react/useData';
import { SiteForm } from '../../components/form/SiteForm.tsx';
import { FormPageView } from '../../views/FormPageView.tsx';
import type { Data } from './+data.ts';

/** The form code (and Zod with it) is imported only here, so pages without a form do not load it. */
export default function Page() {
  const { page, form } = useData<Data>();
  return <FormPageView page={page} form={<SiteForm form={form} />} />;
}
