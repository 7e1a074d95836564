import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { useReturnPath } from './use-return-path';

const returnPathWith = (state: unknown) =>
  renderHook(() => useReturnPath('/freelancer-dashboard'), {
    wrapper: ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={[{ pathname: '/login', state }]}>{children}</MemoryRouter>
    ),
  }).result.current;

describe('useReturnPath', () => {
  it.each([
    [{ from: '/freelancer-dashboard/jobs/5f0e7a52' }, '/freelancer-dashboard/jobs/5f0e7a52'],
    [{ from: '/freelancer-dashboard/jobs?q=react' }, '/freelancer-dashboard/jobs?q=react'],
    [{ from: '/freelancer-dashboard' }, '/freelancer-dashboard'],
  ])('goes back to %j, a page of the area', (state, expected) => {
    expect(returnPathWith(state)).toBe(expected);
  });

  it.each([
    null,
    {},
    { from: 42 },
    { from: '/company-dashboard/jobs-posted' },
    { from: '/freelancer-dashboardx' },
    { from: '//evil.example/freelancer-dashboard' },
    { from: 'https://evil.example/freelancer-dashboard/jobs' },
  ])("opens the area's home for %j", (state) => {
    expect(returnPathWith(state)).toBe('/freelancer-dashboard');
  });
});
