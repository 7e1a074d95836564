import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { setLanguage, theme } from '@kaamyaab/shared-ui';
import { reputationApi } from '@kaamyaab/shared-api/client';
import type { PublicProfileDto } from '@kaamyaab/shared-api/contract';
import { httpFailure } from '@kaamyaab/shared-api/testing';
import { HowScoresWorkPage } from './how-scores-work-page';
import { FreelancerProfilePage } from './public-profile-page';

const ID = '0b6f1c9e-6d0a-4a8e-9a43-1f2f3e4d5c6b';

const sana: PublicProfileDto = {
  id: ID,
  side: 'freelancer',
  name: 'Sana Mirza',
  bio: 'Backend developer from Peshawar.',
  skills: ['Laravel', 'Vue'],
  avatar: null,
  memberSince: '2026-03-02T09:00:00.000Z',
  contractsCompleted: 4,
  reputation: { score: 79, counted: 4, badges: ['identityVerified'] },
  reviews: {
    summary: {
      count: 1,
      overall: 5,
      quality: 5,
      communication: 5,
      deadlines: 4,
      clarity: null,
      payingOnTime: null,
    },
    reviews: [
      {
        id: 'r1',
        contractId: 'c1',
        authorSide: 'company',
        authorName: 'Lahore Chai Co.',
        contractTitle: 'Online shop',
        overall: 5,
        ratings: { quality: 5, communication: 5, deadlines: 4 },
        text: 'Careful work, and the shop went live a day early.',
        createdAt: '2026-05-01T09:00:00.000Z',
        reply: null,
      },
    ],
    limit: 10,
    nextCursor: null,
  },
};

const renderProfile = () =>
  render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={[`/freelancers/${ID}`]}>
        <Routes>
          <Route path="/freelancers/:accountId" element={<FreelancerProfilePage />} />
        </Routes>
      </MemoryRouter>
    </ThemeProvider>,
  );

describe('scores and public profiles (docs/decisions/032-reputation.md)', () => {
  afterEach(async () => {
    jest.restoreAllMocks();
    await act(() => setLanguage('en'));
  });

  it("shows a freelancer's public page: score, badges, skills, reviews and the formula's link", async () => {
    const read = jest.spyOn(reputationApi, 'profile').mockResolvedValue(sana);
    renderProfile();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sana Mirza' }),
    ).toBeInTheDocument();
    expect(read).toHaveBeenCalledWith('freelancer', ID);
    expect(screen.getByText('Score 79 of 100')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Checked by Kaamyaab' })).toHaveTextContent(
      'CNIC verified',
    );
    expect(screen.getByText(/4 contracts completed/)).toBeInTheDocument();
    expect(screen.getByText('Laravel, Vue')).toBeInTheDocument();
    expect(
      screen.getByText('Careful work, and the shop went live a day early.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'How scores work' })).toHaveAttribute(
      'href',
      '/how-scores-work',
    );
  });

  it('says a profile is not public when the server does not find it, in Urdu too', async () => {
    await act(() => setLanguage('ur'));
    jest
      .spyOn(reputationApi, 'profile')
      .mockRejectedValue(httpFailure(404, 'This profile is not public.', 'profileNotFound'));
    renderProfile();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'یہ پروفائل عوامی نہیں۔' }),
    ).toBeInTheDocument();
  });

  it('works the example through the formula: 79 from the three contracts', async () => {
    render(
      <ThemeProvider theme={theme}>
        <MemoryRouter>
          <HowScoresWorkPage />
        </MemoryRouter>
      </ThemeProvider>,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'How scores work' }),
    ).toBeInTheDocument();
    // (5 × 1 + 2 × 0.75 + 3 × 0.5) ÷ 10 = 0.8; private 8 of 10 to a quarter = 0.75.
    expect(screen.getByText(/^Public part: 8\.00 ÷ 10\.00 = 0\.80\.$/)).toBeInTheDocument();
    expect(
      screen.getByText('Score = round(100 × (0.85 × 0.80 + 0.15 × 0.75)) = 79.'),
    ).toBeInTheDocument();
  });
});
