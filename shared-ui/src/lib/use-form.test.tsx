import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CheckboxField } from '../components/checkbox-field/checkbox-field';
import { FileField } from '../components/file-field/file-field';
import { RadioGroupField } from '../components/radio-group-field/radio-group-field';
import { SubmitButton } from '../components/submit-button/submit-button';
import { TextField } from '../components/text-field/text-field';
import { renderWithTheme } from '../test-utils';
import { useForm, type FieldErrors } from './use-form';

// Stands in for a validator built from a contract schema: the first message per invalid field.
const initialValues = { name: '', plan: '', proof: null as File | null, agree: false };
type Values = typeof initialValues;
function validate(values: Values): FieldErrors {
  const errors: FieldErrors = {};
  if (!values.name.trim()) errors.name = 'Name is required';
  else if (values.name.trim().length < 3) errors.name = 'Name is too short';
  if (!values.plan) errors.plan = 'Choose a plan';
  if (!values.proof) errors.proof = 'Proof is required';
  if (!values.agree) errors.agree = 'You must agree';
  return errors;
}

interface Hooks {
  onValid?: (values: Values) => Promise<void> | void;
  onInvalid?: (errors: FieldErrors) => void;
  report?: 'fields' | 'banner';
  expose?: (form: ReturnType<typeof useForm<Values>>) => void;
}

function TestForm({ onValid = jest.fn(), onInvalid, report, expose }: Hooks) {
  const form = useForm({ initialValues, validate, report });
  expose?.(form);
  return (
    <form noValidate onSubmit={form.handleSubmit(onValid, onInvalid)}>
      <TextField label="Name" {...form.bind('name')} />
      <RadioGroupField
        legend="Plan"
        options={[
          { value: 'basic', label: 'Basic' },
          { value: 'pro', label: 'Pro' },
        ]}
        {...form.choice('plan')}
      />
      <FileField label="Proof" accept="application/pdf" {...form.file('proof')} />
      <CheckboxField label="I agree" {...form.checkbox('agree')} />
      <SubmitButton submitting={form.submitting}>Send</SubmitButton>
    </form>
  );
}

const pdf = () => new File(['%PDF'], 'proof.pdf', { type: 'application/pdf' });

async function fillIn() {
  await userEvent.type(screen.getByLabelText('Name'), 'Ayesha');
  await userEvent.click(screen.getByLabelText('Pro'));
  await userEvent.upload(screen.getByLabelText('Proof'), pdf());
  await userEvent.click(screen.getByLabelText('I agree'));
}

describe('useForm', () => {
  it('shows a field its error once it is changed or left, not before', async () => {
    renderWithTheme(<TestForm />);
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Name'), 'Ay');
    expect(screen.getByText('Name is too short')).toBeInTheDocument();
    expect(screen.queryByText('Choose a plan')).not.toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('I agree'));
    await userEvent.click(screen.getByLabelText('I agree'));
    expect(screen.getByText('You must agree')).toBeInTheDocument();
  });

  it('validates on blur', async () => {
    renderWithTheme(<TestForm />);
    await userEvent.click(screen.getByLabelText('Name'));
    await userEvent.tab();
    expect(screen.getByText('Name is required')).toBeInTheDocument();
  });

  it('ties an error to its field for screen readers', async () => {
    renderWithTheme(<TestForm />);
    await userEvent.type(screen.getByLabelText('Name'), 'Ay');
    const name = screen.getByLabelText('Name');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Name is too short');
  });

  it('on an invalid submit shows every error, focuses the first field and sends nothing', async () => {
    const onValid = jest.fn();
    const onInvalid = jest.fn();
    renderWithTheme(<TestForm onValid={onValid} onInvalid={onInvalid} />);
    await userEvent.click(screen.getByLabelText('Pro'));
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    for (const message of ['Name is required', 'Proof is required', 'You must agree'])
      expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(onValid).not.toHaveBeenCalled();
    expect(onInvalid).toHaveBeenCalledWith({
      name: 'Name is required',
      proof: 'Proof is required',
      agree: 'You must agree',
    });
  });

  it('hands over the values, keeps submitting while the call runs and ignores a second submit', async () => {
    let finish: () => void = () => undefined;
    const onValid = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderWithTheme(<TestForm onValid={onValid} />);
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onValid).toHaveBeenCalledWith({
      name: 'Ayesha',
      plan: 'pro',
      proof: expect.objectContaining({ name: 'proof.pdf' }),
      agree: true,
    });
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(screen.getByLabelText<HTMLInputElement>('Proof').files?.[0]?.name).toBe('proof.pdf');
    fireEvent.submit(screen.getByRole('button', { name: 'Send' }).closest('form') as HTMLElement);
    expect(onValid).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it('ends submitting even when the call throws', async () => {
    let form: ReturnType<typeof useForm<Values>> | undefined;
    renderWithTheme(<TestForm expose={(current) => (form = current)} />);
    await fillIn();
    const element = screen.getByRole('button', { name: 'Send' }).closest('form');
    const submit = form?.handleSubmit(async () => {
      throw new Error('boom');
    });
    await act(async () => {
      await expect(
        submit?.({ preventDefault: () => undefined, currentTarget: element } as never),
      ).rejects.toThrow('boom');
    });
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it("puts the server's field errors on their fields until each is edited", async () => {
    let form: ReturnType<typeof useForm<Values>> | undefined;
    renderWithTheme(<TestForm expose={(current) => (form = current)} />);
    act(() => form?.setServerErrors({ name: 'Name is already taken' }));
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Name is already taken');
    await userEvent.type(screen.getByLabelText('Name'), 'Ayesha');
    expect(screen.queryByText('Name is already taken')).not.toBeInTheDocument();
  });

  it("in 'banner' mode shows no field errors and hands them to onInvalid", async () => {
    const onInvalid = jest.fn();
    renderWithTheme(<TestForm report="banner" onInvalid={onInvalid} />);
    await userEvent.type(screen.getByLabelText('Name'), 'Ay');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.queryByText('Name is too short')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
    expect(Object.values(onInvalid.mock.calls[0][0])[0]).toBe('Name is too short');
  });

  it('reset returns to the first values with nothing shown', async () => {
    let form: ReturnType<typeof useForm<Values>> | undefined;
    renderWithTheme(<TestForm expose={(current) => (form = current)} />);
    await userEvent.type(screen.getByLabelText('Name'), 'Ay');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    act(() => form?.reset());
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
    expect(screen.queryByText('Choose a plan')).not.toBeInTheDocument();
  });
});
