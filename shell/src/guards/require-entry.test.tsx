import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { saveAdminEntry, saveEntry } from '@kaamyaab/shared-api';
import { RequireAdmin, RequireCompany, RequireFreelancer } from './require-entry';

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/login" element={<p>login page</p>} />
        <Route path="/login-admin" element={<p>admin login page</p>} />
        <Route
          path="/freelancer"
          element={<RequireFreelancer>freelancer area</RequireFreelancer>}
        />
        <Route path="/company" element={<RequireCompany>company area</RequireCompany>} />
        <Route path="/admin" element={<RequireAdmin>admin area</RequireAdmin>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('guards', () => {
  afterEach(() => localStorage.clear());

  it.each([
    ['/freelancer', 'login page'],
    ['/company', 'login page'],
    ['/admin', 'admin login page'],
  ])('sends a visitor without the stored entry from %s to the %s', (path, destination) => {
    renderAt(path);
    expect(screen.getByText(destination)).toBeInTheDocument();
  });

  it('lets each role into its own area only', () => {
    saveEntry('user', { data: { freelancer: { _id: 'f1' } } });
    renderAt('/freelancer');
    expect(screen.getByText('freelancer area')).toBeInTheDocument();
  });

  it('lets a company and an admin in with their entries', () => {
    saveEntry('company', { data: { company: { _id: 'c1' } } });
    saveAdminEntry({ _id: 'a1' }, { accessToken: 'a', refreshToken: 'r' });
    const { unmount } = renderAt('/company');
    expect(screen.getByText('company area')).toBeInTheDocument();
    unmount();
    renderAt('/admin');
    expect(screen.getByText('admin area')).toBeInTheDocument();
  });
});
