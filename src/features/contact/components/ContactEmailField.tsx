import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/TextField';
import type { ContactFormFields } from './use-contact-form';

/** The e-mail field of the question and subscribe forms (spec part 2 §5): required, with its error below (`{id}-email`). */
export function ContactEmailField({ form }: { form: ContactFormFields }) {
  const { t } = useTranslation('forms');
  return (
    <TextField
      id={`${form.id}-email`}
      label={t('question.email')}
      required
      type="email"
      autoComplete="email"
      value={form.values.email}
      error={form.message('email')}
      onChange={(e) => form.change({ email: e.target.value })}
    />
  );
}
