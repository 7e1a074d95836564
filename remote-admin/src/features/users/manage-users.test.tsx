import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { accountsApi } from '@kaamyaab/shared-api/client';
import { theme } from '@kaamyaab/shared-ui';
import { ManageUsers } from './manage-users';

const freelancer = {
  _id: 'f1',
  fullName: 'Ayesha Khan',
  email: 'ayesha@example.pk',
  skills: 'React',
  avatar: null,
  isActive: false,
};

describe('ManageUsers', () => {
  afterEach(() => jest.restoreAllMocks());

  it('loads the inactive users first, approves one and reloads the tab', async () => {
    let approved = false;
    const list = jest
      .spyOn(accountsApi, 'listAccounts')
      .mockImplementation(async (role, status) => {
        if (role !== 'freelancer') return [];
        const active = status === 'active';
        return approved === active ? [{ ...freelancer, isActive: approved } as never] : [];
      });
    const toggle = jest.spyOn(accountsApi, 'toggleStatus').mockImplementation(async () => {
      approved = true;
      return { ...freelancer, isActive: true } as never;
    });
    render(
      <ThemeProvider theme={theme}>
        <ManageUsers />
      </ThemeProvider>,
    );
    expect(screen.getByRole('tab', { name: 'Inactive Users' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const approve = await screen.findByRole('switch', { name: 'Approve Ayesha Khan' });
    expect(list).toHaveBeenCalledWith('freelancer', 'inactive');
    await userEvent.click(approve);
    expect(toggle).toHaveBeenCalledWith('freelancer', 'f1');
    await waitFor(() =>
      expect(screen.queryByRole('switch', { name: 'Approve Ayesha Khan' })).not.toBeInTheDocument(),
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Active Users' }));
    expect(await screen.findByRole('switch', { name: 'Deactivate Ayesha Khan' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  });

  it('shows the personal numbers masked, even if a list sent them whole', async () => {
    jest.spyOn(accountsApi, 'listAccounts').mockImplementation(async (role) =>
      role === 'freelancer'
        ? [
            {
              ...freelancer,
              CNIC: '35202-*******-1',
              bankAccount: 'PK36SCBL0000001123456702',
            } as never,
          ]
        : [
            {
              _id: 'c1',
              companyName: 'Indus Digital Labs',
              pocName: 'Bilal Ahmed',
              pocId: '42101-7654321-3',
              companyNtn: '12*****-8',
              email: 'hiring@indus.pk',
              avatar: null,
              isActive: false,
            } as never,
          ],
    );
    const { container } = render(
      <ThemeProvider theme={theme}>
        <ManageUsers />
      </ThemeProvider>,
    );
    expect(
      await screen.findByText('CNIC 35202-*******-1 · Bank PK36****************6702'),
    ).toBeInTheDocument();
    expect(screen.getByText('POC ID 42101-*******-3 · NTN 12*****-8')).toBeInTheDocument();
    expect(container.textContent).not.toMatch(/SCBL|7654321/);
  });
});
