import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { setLanguage, theme } from '@kaamyaab/shared-ui';
import { useAuthStore, type CompanyDto } from '@kaamyaab/shared-api';
import { signIn } from '@kaamyaab/shared-api/testing';
import { Navbar } from './navbar';

const company = { _id: 'c1', companyName: 'Indus Digital Labs' } as CompanyDto;

function renderAt(path: string) {
  render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={[path]}>
        <Navbar />
      </MemoryRouter>
    </ThemeProvider>,
  );
  return screen.getByRole('navigation');
}

describe('the public navigation', () => {
  afterEach(() => {
    act(() => useAuthStore.getState().logout());
    localStorage.clear();
  });

  it('marks one link as the current page on /signup, though Find Talent leads there too', () => {
    const nav = renderAt('/signup');
    expect(nav).toHaveAccessibleName('Main');
    expect(within(nav).getByRole('link', { name: 'Find Talent' })).toHaveAttribute(
      'href',
      '/signup',
    );
    const current = within(nav)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual(['Signup']);
  });

  it('offers someone signed in their dashboard instead of Login and Signup', () => {
    act(() => signIn('company', { company }));
    const nav = renderAt('/blogs');
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/company-dashboard',
    );
    expect(within(nav).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Signup' })).not.toBeInTheDocument();
  });

  // The menu button shows below 640 px only, which jsdom does not lay out: found by its label.
  it('closes the mobile menu on Escape and gives focus back to its button', async () => {
    renderAt('/');
    await userEvent.click(screen.getByLabelText('Open menu'));
    expect(screen.getByLabelText('Close menu')).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    const button = screen.getByLabelText('Open menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('speaks Urdu once it is chosen, keeping the same links', async () => {
    await act(() => setLanguage('ur'));
    try {
      const nav = renderAt('/blogs');
      expect(nav).toHaveAccessibleName('مرکزی');
      expect(within(nav).getByRole('link', { name: 'کام تلاش کریں' })).toHaveAttribute(
        'href',
        '/signup-freelancer',
      );
      expect(within(nav).getByRole('link', { name: 'بلاگز' })).toHaveAttribute(
        'aria-current',
        'page',
      );
    } finally {
      await act(() => setLanguage('en'));
    }
  });
});
