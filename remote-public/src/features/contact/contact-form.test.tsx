import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, AxiosHeaders } from 'axios';
import { contactApi } from '@kaamyaab/shared-api/client';
import { renderPage } from '../../test/render';
import { ContactForm } from './contact-form';

async function fillIn() {
  await userEvent.type(screen.getByLabelText('Email'), 'sara@example.pk');
  await userEvent.type(screen.getByLabelText('Phone'), '03001234567');
  await userEvent.type(screen.getByLabelText('Subject'), 'Hiring question');
}

describe('ContactForm', () => {
  afterEach(() => jest.restoreAllMocks());

  it("reads 'Sending...' while sending, then thanks, and OK closes the dialog", async () => {
    let finish: () => void = () => undefined;
    jest
      .spyOn(contactApi, 'send')
      .mockImplementation(
        () =>
          new Promise(
            (resolve) =>
              (finish = () =>
                resolve({ statusCode: 201, data: { id: '1' }, message: 'ok', success: true })),
          ),
      );
    renderPage(<ContactForm />);
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    finish();
    const dialog = await screen.findByRole('dialog', { name: 'Thank You!' });
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(dialog).not.toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(screen.queryByText('Email is required')).not.toBeInTheDocument();
  });

  it('checks required fields before calling', async () => {
    const send = jest.spyOn(contactApi, 'send');
    renderPage(<ContactForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Phone is required')).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  function rejectWithFieldErrors() {
    const config = { headers: new AxiosHeaders() };
    const data = {
      statusCode: 400,
      success: false,
      message: 'x',
      errors: [
        { msg: 'Email must be a valid email address', path: 'email' },
        { msg: 'Phone must be a valid phone number', path: 'phone' },
      ],
    };
    jest
      .spyOn(contactApi, 'send')
      .mockRejectedValue(
        new AxiosError(
          'bad',
          'ERR_BAD_REQUEST',
          config,
          {},
          { status: 400, statusText: '', data, headers: {}, config },
        ),
      );
  }

  it("shows the server's field errors as 'Email ...', 'Phone ...'", async () => {
    rejectWithFieldErrors();
    renderPage(<ContactForm />);
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Error: Email must be a valid email address, Phone must be a valid phone number',
      ),
    );
  });

  it("puts the server's field errors on their fields until they are edited", async () => {
    rejectWithFieldErrors();
    renderPage(<ContactForm />);
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    const email = screen.getByLabelText('Email');
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription('Email must be a valid email address'),
    );
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription(
      'Phone must be a valid phone number',
    );
    await userEvent.type(email, 'x');
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Phone')).toHaveAttribute('aria-invalid', 'true');
  });
});
