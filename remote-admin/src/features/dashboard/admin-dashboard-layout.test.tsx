import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { paths, useAuthStore } from '@kaamyaab/shared-api';
import { conversationsApi, credentialsApi, notificationsApi } from '@kaamyaab/shared-api/client';
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
    useAuthStore.getState().loginSuccess('admin', {
      statusCode: 200,
      success: true,
      message: 'Login successful',
      data: {
        admin: { _id: 'a1', username: 'noor', email: 'noor@kaamyaab.pk', role: null },
        accessToken: 'a',
        refreshToken: 'r',
      },
    });
    jest.spyOn(notificationsApi, 'unreadCount').mockResolvedValue(0);
    jest.spyOn(conversationsApi, 'unreadCount').mockResolvedValue(0);
    jest
      .spyOn(credentialsApi, 'emailVerification')
      .mockResolvedValue({ verified: true, email: 'noor@kaamyaab.pk' });
  });
  afterEach(async () => {
    cleanup();
    jest.restoreAllMocks();
    useAuthStore.getState().logout();
    await act(() => setLanguage('en'));
  });

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
    expect(screen.getAllByRole('link', { name: 'Payments to confirm' })[0]).toHaveAttribute(
      'href',
      paths.adminPayIns,
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
