import { useState } from 'react';
import { ContactSchema, formValidator } from '@kaamyaab/shared-api/contract';
import { contactApi, serverFieldErrors } from '@kaamyaab/shared-api/client';
import { Button, useSentence } from '@kaamyaab/shared-ui';
import {
  ErrorBanner,
  Modal,
  SubmitButton,
  TextAreaField,
  TextField,
  useForm,
} from '@kaamyaab/shared-ui/forms';
import { useFormsT } from '../../i18n/strings/forms';

const initialValues = { email: '', phone: '', subject: '', message: '' };
type Values = typeof initialValues;
const validate = formValidator<Values>(ContactSchema);

/** What went wrong: the server's sentences about the fields, or no answer worth showing. */
type Problem = { fields: string[] } | 'failed' | null;

/**
 * Spec 'Contact Us': the button reads 'Sending...' while sending; success opens 'Thank You!'.
 * The server's field errors show on their fields as well as in the banner. They are kept as the
 * contract's sentences and translated where shown, so the banner follows a change of language.
 */
export function ContactForm() {
  const { t } = useFormsT();
  const say = useSentence();
  const form = useForm({ initialValues, validate });
  const { bind, setServerErrors } = form;
  const [thanked, setThanked] = useState(false);
  const [problem, setProblem] = useState<Problem>(null);

  const onSubmit = form.handleSubmit(async () => {
    setProblem(null);
    try {
      await contactApi.send(form.values);
      setServerErrors({});
      setThanked(true);
    } catch (error) {
      const fields = serverFieldErrors(error);
      setServerErrors(fields);
      const sentences = Object.values(fields);
      setProblem(sentences.length > 0 ? { fields: sentences } : 'failed');
    }
  });

  const closeThanks = () => {
    setThanked(false);
    form.reset();
  };

  const banner =
    problem === 'failed'
      ? t('forms.contact.failed')
      : (problem?.fields.map((sentence) => say(sentence)).join(t('forms.contact.listSeparator')) ??
        null);

  return (
    <>
      <ErrorBanner message={banner} />
      <form onSubmit={onSubmit} noValidate>
        <TextField
          label={t('forms.contact.email')}
          type="email"
          autoComplete="email"
          {...bind('email')}
        />
        <TextField
          label={t('forms.contact.phone')}
          type="tel"
          autoComplete="tel"
          {...bind('phone')}
        />
        <TextField label={t('forms.contact.subject')} {...bind('subject')} />
        <TextAreaField label={t('forms.contact.message')} rows={5} {...bind('message')} />
        <SubmitButton submitting={form.submitting} submittingLabel={t('forms.contact.sending')}>
          {t('forms.contact.send')}
        </SubmitButton>
      </form>
      <Modal
        open={thanked}
        onClose={closeThanks}
        title={t('forms.contact.thanks')}
        footer={<Button onClick={closeThanks}>{t('forms.contact.ok')}</Button>}
      >
        <p>{t('forms.contact.thanksBody')}</p>
      </Modal>
    </>
  );
}
