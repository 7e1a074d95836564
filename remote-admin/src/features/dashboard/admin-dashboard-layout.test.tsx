import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { paths } from '@kaamyaab/shared-api';
import {
  anAdminLogin,
  signIn,
  answerTheFrame,
  signOutAfterEach,
} from '@kaamyaab/shared-api/testing';
import { setLanguage, theme } from '@kaamyaab/shared-ui';
import { AdminDashboardLayout } from './admin-dashboard-layout';

const renderLayout = () =>
  render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={[paths.adminDashboard]}>
        <AdminDashboardLayout>figures</AdminDashboardLayout>
      </MemoryRouter>
    </ThemeProvider>,
  );

describe('AdminDashboardLayout', () => {
  beforeEach(() => {
    signIn('admin', anAdminLogin());
    answerTheFrame({ email: 'noor@kaamyaab.pk' });
  });
  signOutAfterEach({ backToEnglish: true });

  it('greets the admin and leads to Manage Users and the inbox', async () => {
    renderLayout();
    expect(await screen.findByText(/^Good (morning|afternoon|evening), noor$/)).toBeVisible();
    expect(screen.getAllByRole('link', { name: 'Manage Users' })[0]).toHaveAttribute(
      'href',
      paths.adminManageUsers,
    );
    expect(screen.getAllByRole('link', { name: 'Contact inbox' })[0]).toHaveAttribute(
      'href',
      paths.adminContactInbox,
    );
  });

  it('greets and leads the way in Urdu', async () => {
    await act(() => setLanguage('ur'));
    renderLayout();
    expect(await screen.findByText(/^(صبح|سہ پہر|شام) بخیر، noor$/)).toBeVisible();
    expect(screen.getAllByRole('link', { name: 'ڈیش بورڈ' })[0]).toHaveAttribute(
      'href',
      paths.adminDashboard,
    );
    expect(screen.getAllByRole('link', { name: 'یوزرز کا انتظام' })[0]).toHaveAttribute(
      'href',
      paths.adminManageUsers,
    );
    expect(screen.getAllByRole('link', { name: 'رابطے کے پیغامات' })[0]).toHaveAttribute(
      'href',
      paths.adminContactInbox,
    );
  });
});
