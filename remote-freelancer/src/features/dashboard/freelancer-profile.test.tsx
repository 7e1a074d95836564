import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@kaamyaab/shared-api';
import { accountsApi, profileApi } from '@kaamyaab/shared-api/client';
import { aFreelancer, describeProfileCard, renderInArea } from '@kaamyaab/shared-api/testing';
import { FreelancerProfile } from './freelancer-profile';

const whole = aFreelancer();

const renderProfile = () => renderInArea(<FreelancerProfile />);

describeProfileCard(
  'FreelancerProfile',
  { role: 'freelancer', whole, renderProfile },
  {
    loads: {
      what: 'the whole card from the session',
      shown: [
        'Ayesha Khan',
        'React, Figma',
        'Frontend developer from Lahore.',
        'ayesha@example.pk',
        '0300-1234567',
        '35202-1234567-1',
        'PK36SCBL0000001123456702',
        'Approved',
      ],
      secret: '35202',
    },
    edit: {
      what: 'edits the details in place, sends them as a form, and shows the saved card',
      notice: /Changing your name or bank account sends/,
      field: { label: 'Skill', name: 'skills' },
      value: 'React, Figma, Node.js',
      sent: (form) =>
        expect(Object.fromEntries(form.entries())).toEqual({
          fullName: 'Ayesha Khan',
          number: '03001234567',
          bankAccount: 'PK36SCBL0000001123456702',
          skills: 'React, Figma, Node.js',
          bio: 'Frontend developer from Lahore.',
          currentlyEmployed: 'false',
          companyName: '',
        }),
    },
  },
  () => {
    it('asks the server nothing while no one is signed in', () => {
      useAuthStore.getState().logout();
      const me = jest.spyOn(accountsApi, 'me');
      renderProfile();
      expect(screen.getByText('Loading...')).toBeInTheDocument();
      expect(me).not.toHaveBeenCalled();
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
      await userEvent.click(
        within(question).getByRole('button', { name: 'Yes, close my account' }),
      );
      expect(close).toHaveBeenCalledWith('freelancer', 'wrong-one');
      expect(await within(section).findByRole('alert')).toHaveTextContent(
        'Error: That password is not correct, so your account is still open.',
      );
    });
  },
);
