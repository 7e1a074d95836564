import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { theme } from '@kaamyaab/shared-ui';
import { useAuthStore, type FreelancerDto } from '@kaamyaab/shared-api';
import { signIn } from '@kaamyaab/shared-api/testing';
import LoginChooser from '../../expose/login-chooser';

function renderAt(path: string) {
  render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={[path]}>
        <LoginChooser
          freelancerForm={<p>the freelancer form</p>}
          companyForm={<p>the company form</p>}
        />
      </MemoryRouter>
    </ThemeProvider>,
  );
}

describe('the login chooser', () => {
  afterEach(() => {
    act(() => useAuthStore.getState().logout());
    localStorage.clear();
  });

  it('says in a line what each role is for, and opens the chosen form', async () => {
    renderAt('/login');
    const freelancer = screen.getByRole('link', { name: /^Login as Freelancer/ });
    expect(freelancer).toHaveTextContent(
      'Find work with companies across Pakistan and get paid in PKR.',
    );
    expect(screen.getByRole('link', { name: /^Login as Company/ })).toHaveTextContent(
      'Post jobs and hire freelancers whose documents we have checked.',
    );
    expect(screen.queryByText('the company form')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: /^Login as Company/ }));
    expect(screen.getByText('the company form')).toBeInTheDocument();
  });

  it('opens the form the link names, as a sign-up hands over', () => {
    renderAt('/login?as=freelancer');
    expect(screen.getByText('the freelancer form')).toBeInTheDocument();
  });

  it('shows someone signed in the way back to their dashboard', () => {
    act(() =>
      signIn('freelancer', { freelancer: { _id: 'f1', fullName: 'Ayesha Khan' } as FreelancerDto }),
    );
    renderAt('/login');
    expect(screen.getByText(/You are logged in as a freelancer/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute(
      'href',
      '/freelancer-dashboard',
    );
  });
});
