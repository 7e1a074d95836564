import { act, screen } from '@testing-library/react';
import { paths } from '@kaamyaab/shared-api';
import {
  anAdminLogin,
  signIn,
  answerTheFrame,
  signOutAfterEach,
  renderInArea,
} from '@kaamyaab/shared-api/testing';
import { setLanguage } from '@kaamyaab/shared-ui';
import { AdminDashboardLayout } from './admin-dashboard-layout';

const renderLayout = () =>
  renderInArea(<AdminDashboardLayout>figures</AdminDashboardLayout>, paths.adminDashboard);

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
