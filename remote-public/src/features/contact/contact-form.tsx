import { useState } from 'react';
import { ContactSchema, formValidator } from '@kaamyaab/shared-api/contract';
import { contactApi, serverFieldErrors } from '@kaamyaab/shared-api/client';
import {
  Button,
  ErrorBanner,
  Modal,
  SubmitButton,
  TextAreaField,
  TextField,
  useForm,
} from '@kaamyaab/shared-ui';

const initialValues = { email: '', phone: '', subject: '', message: '' };
type Values = typeof initialValues;
const validate = formValidator<Values>(ContactSchema);

/**
 * Spec 'Contact Us': the button reads 'Sending...' while sending; success opens 'Thank You!'.
 * The server's field errors show on their fields as well as in the banner.
 */
export function ContactForm() {
  const form = useForm({ initialValues, validate });
  const { bind, setServerErrors } = form;
  const [thanked, setThanked] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async () => {
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
    }
  });

  const closeThanks = () => {
    setThanked(false);
    form.reset();
  };

  return (
    <>
      <ErrorBanner message={problem} />
      <form onSubmit={onSubmit} noValidate>
        <TextField label="Email" type="email" autoComplete="email" {...bind('email')} />
        <TextField label="Phone" type="tel" autoComplete="tel" {...bind('phone')} />
        <TextField label="Subject" {...bind('subject')} />
        <TextAreaField label="Message" rows={5} {...bind('message')} />
        <SubmitButton submitting={form.submitting} submittingLabel="Sending...">
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
