import { useState, type FormEvent } from 'react';
import { ContactSchema, fieldErrors } from '@kaamyaab/shared-api/contract';
import { contactApi, serverFieldErrors } from '@kaamyaab/shared-api/client';
import {
  Button,
  ErrorBanner,
  Modal,
  SubmitButton,
  TextAreaField,
  TextField,
  useFormState,
} from '@kaamyaab/shared-ui';

const initialValues = { email: '', phone: '', subject: '', message: '' };
type Values = typeof initialValues;
const validate = (values: Values) => fieldErrors(ContactSchema, values);

/** Spec 'Contact Us': the button reads 'Sending...' while sending; success opens 'Thank You!'. */
export function ContactForm() {
  const form = useFormState(initialValues, validate);
  const [sending, setSending] = useState(false);
  const [thanked, setThanked] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    form.touchAll();
    if (!form.isValid) return;
    setSending(true);
    setProblem(null);
    try {
      await contactApi.send(form.values);
      setServerErrors({});
      setThanked(true);
    } catch (error) {
      const fields = serverFieldErrors(error);
      setServerErrors(fields);
      setProblem(
        Object.values(fields).join(', ') || 'Your message could not be sent. Please try again.',
      );
    } finally {
      setSending(false);
    }
  };

  const bind = (name: keyof Values) => {
    const props = form.bind(name);
    return { ...props, error: props.error ?? serverErrors[name] };
  };

  const closeThanks = () => {
    setThanked(false);
    for (const name of Object.keys(initialValues) as (keyof Values)[]) form.set(name, '');
  };

  return (
    <>
      <ErrorBanner message={problem} />
      <form onSubmit={onSubmit} noValidate>
        <TextField label="Email" type="email" autoComplete="email" {...bind('email')} />
        <TextField label="Phone" type="tel" autoComplete="tel" {...bind('phone')} />
        <TextField label="Subject" {...bind('subject')} />
        <TextAreaField label="Message" rows={5} {...bind('message')} />
        <SubmitButton submitting={sending} submittingLabel="Sending...">
          Send Message
        </SubmitButton>
      </form>
      <Modal
        open={thanked}
        onClose={closeThanks}
        title="Thank You!"
        footer={<Button onClick={closeThanks}>OK</Button>}
      >
        <p>Your message has reached the Kaamyaab team. We usually reply within one working day.</p>
      </Modal>
    </>
  );
}
