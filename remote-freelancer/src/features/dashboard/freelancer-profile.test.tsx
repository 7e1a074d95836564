import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { useAuthStore } from '@kaamyaab/shared-api';
import { accountsApi, profileApi } from '@kaamyaab/shared-api/client';
import { aFreelancer, signIn, signOutAfterEach } from '@kaamyaab/shared-api/testing';
import { renderWithTheme } from '../jobs/test-fixtures';
import { FreelancerProfile } from './freelancer-profile';

const whole = aFreelancer();

const renderProfile = () =>
  renderWithTheme(
    <MemoryRouter>
      <FreelancerProfile />
    </MemoryRouter>,
  );

describe('FreelancerProfile', () => {
  beforeEach(() => signIn('freelancer', { freelancer: whole }));
  signOutAfterEach();

  it('shows Loading... until the server answers, then the whole card from the session', async () => {
    let answer: (me: Awaited<ReturnType<typeof accountsApi.me>>) => void = () => undefined;
    const me = jest
      .spyOn(accountsApi, 'me')
      .mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderProfile();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    await act(async () => answer({ role: 'freelancer', freelancer: whole }));
    expect(me).toHaveBeenCalledTimes(1);
    for (const text of [
      'Ayesha Khan',
      'React, Figma',
      'Frontend developer from Lahore.',
      'ayesha@example.pk',
      '0300-1234567',
      '35202-1234567-1',
      'PK36SCBL0000001123456702',
      'Approved',
    ])
      expect(screen.getByText(text)).toBeInTheDocument();
    // The card's copy stays in the card: the store keeps the session view only.
    expect(JSON.stringify(useAuthStore.getState().accounts)).not.toContain('35202');
  });

  it('says so when the record cannot be loaded', async () => {
    jest.spyOn(accountsApi, 'me').mockRejectedValue(new Error('offline'));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderProfile();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your profile could not be loaded. Please try again later.',
    );
  });

  it('asks the server nothing while no one is signed in', () => {
    useAuthStore.getState().logout();
    const me = jest.spyOn(accountsApi, 'me');
    renderProfile();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(me).not.toHaveBeenCalled();
  });

  it('edits the details in place, sends them as a form, and shows the saved card', async () => {
    jest.spyOn(accountsApi, 'me').mockResolvedValue({ freelancer: whole } as never);
    const save = jest
      .spyOn(profileApi, 'saveProfile')
      .mockResolvedValue({ account: { ...whole, skills: 'React, Figma, Node.js' } });
    renderProfile();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit profile' }));
    const form = screen.getByRole('form', { name: 'Edit profile' });
    expect(within(form).getByText(/Changing your name or bank account sends/)).toBeVisible();
    const skills = within(form).getByLabelText('Skill');
    await userEvent.clear(skills);
    await userEvent.type(skills, 'React, Figma, Node.js');
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    const sent = save.mock.calls[0]?.[1] as FormData;
    expect(save.mock.calls[0]?.[0]).toBe('freelancer');
    expect(Object.fromEntries(sent.entries())).toEqual({
      fullName: 'Ayesha Khan',
      number: '03001234567',
      bankAccount: 'PK36SCBL0000001123456702',
      skills: 'React, Figma, Node.js',
      bio: 'Frontend developer from Lahore.',
      currentlyEmployed: 'false',
      companyName: '',
    });
    expect(await screen.findByText('Your profile has been updated.')).toBeVisible();
    expect(screen.getByText('React, Figma, Node.js')).toBeVisible();
  });

  it('shows the field errors inline and sends nothing while a field is wrong', async () => {
    jest.spyOn(accountsApi, 'me').mockResolvedValue({ freelancer: whole } as never);
    const save = jest.spyOn(profileApi, 'saveProfile');
    renderProfile();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit profile' }));
    await userEvent.clear(screen.getByLabelText('Bio'));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(screen.getByText('Bio is required')).toBeVisible();
    expect(screen.getByLabelText('Bio')).toHaveFocus();
    expect(save).not.toHaveBeenCalled();
  });

  it('closes the account only with the password and after a last question', async () => {
    jest.spyOn(accountsApi, 'me').mockResolvedValue({ freelancer: whole } as never);
    const close = jest
      .spyOn(profileApi, 'closeOwnAccount')
      .mockResolvedValueOnce('That password is not correct, so your account is still open.');
    renderProfile();
    const section = await screen.findByRole('region', { name: 'Close your account' });
    expect(section).toHaveTextContent(/fee receipt are deleted/);
    await userEvent.click(within(section).getByRole('button', { name: 'Close my account' }));
    expect(
      within(section).getByText('Please enter your password to close your account'),
    ).toBeVisible();
    await userEvent.type(within(section).getByLabelText('Your password'), 'wrong-one');
    await userEvent.click(within(section).getByRole('button', { name: 'Close my account' }));
    expect(close).not.toHaveBeenCalled();
    const question = screen.getByRole('alertdialog', { name: 'Close your account for good?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Yes, close my account' }));
    expect(close).toHaveBeenCalledWith('freelancer', 'wrong-one');
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'Error: That password is not correct, so your account is still open.',
    );
  });
});
