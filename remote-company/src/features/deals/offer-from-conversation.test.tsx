import { screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { conversationPath, pages } from '@kaamyaab/shared-api';
import { conversationsApi, offerPath } from '@kaamyaab/shared-api/client';
import type { ConversationDto } from '@kaamyaab/shared-api/contract';
import { sampleApplicationId } from '@kaamyaab/shared-api/testing';
import { renderWithTheme } from '../test-fixtures';
import { ConversationScreen } from '../messages/conversation-screen';

const conversation = (status: ConversationDto['status']): ConversationDto => ({
  applicationId: sampleApplicationId,
  jobId: '5f0e7a52-0d55-4e3c-9a4e-3f7f6a1c2b01',
  jobTitle: 'Looking for a React developer',
  status,
  otherParty: { role: 'freelancer', name: 'Ayesha Khan', contact: null },
});

function renderConversation(status: ConversationDto['status']) {
  jest.spyOn(conversationsApi, 'open').mockResolvedValue({
    conversation: conversation(status),
    messages: [],
    limit: 50,
    nextCursor: null,
  });
  renderWithTheme(
    <MemoryRouter initialEntries={[conversationPath('company', sampleApplicationId)]}>
      <Routes>
        <Route path={pages.companyConversation.path} element={<ConversationScreen />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('an offer from a conversation', () => {
  afterEach(() => jest.restoreAllMocks());

  it('is offered once the application is accepted, with the job as its title', async () => {
    renderConversation('accepted');
    expect(await screen.findByRole('link', { name: 'Send an offer' })).toHaveAttribute(
      'href',
      offerPath(sampleApplicationId, 'Looking for a React developer'),
    );
  });

  it('is not offered while the application is pending', async () => {
    renderConversation('pending');
    expect(await screen.findByRole('link', { name: 'Back to Messages' })).toBeInTheDocument();
    expect(await screen.findByText(/Looking for a React developer/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Send an offer' })).not.toBeInTheDocument();
  });
});
