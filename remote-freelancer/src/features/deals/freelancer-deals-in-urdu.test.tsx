import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { pages } from '@kaamyaab/shared-api';
import { dealsApi, contractPath } from '@kaamyaab/shared-api/client';
import { dealMessages } from '@kaamyaab/shared-api/contract';
import { translateSentence } from '@kaamyaab/shared-api/translations';
import {
  aContract,
  aMilestone,
  anActiveContract,
  sampleContractId,
} from '@kaamyaab/shared-api/testing';
import { setLanguage } from '@kaamyaab/shared-ui';
import { formatPaisa } from '@kaamyaab/shared-ui/deals';
import { renderWithTheme } from '@kaamyaab/shared-ui/testing';
import { FreelancerContractRoom } from './freelancer-deals';

const renderRoom = () =>
  renderWithTheme(
    <MemoryRouter initialEntries={[contractPath('freelancer', sampleContractId)]}>
      <Routes>
        <Route path={pages.freelancerContract.path} element={<FreelancerContractRoom />} />
      </Routes>
    </MemoryRouter>,
  );

// The matcher reads the no-break space after 'Rs' as a plain one.
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('the contract room in Urdu', () => {
  beforeEach(() => act(() => setLanguage('ur')));
  afterEach(async () => {
    cleanup();
    jest.restoreAllMocks();
    await act(() => setLanguage('en'));
  });

  it('reads right to left, with states, moves, money and the timeline in Urdu', async () => {
    jest.spyOn(dealsApi, 'contract').mockResolvedValue({
      ...anActiveContract({ status: 'funded', escrowPaisa: 5_000_050 }),
      escrowPaisa: 5_000_050,
    });
    renderRoom();
    expect(await screen.findByRole('heading', { name: 'مراحل' })).toBeInTheDocument();
    expect(document.documentElement.dir).toBe('rtl');
    const card = within(
      screen
        .getByRole('heading', { name: aMilestone().title, level: 3 })
        .closest('li') as HTMLElement,
    );
    expect(card.getByText('رقم جمع ہے')).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'کام جمع کریں' })).toBeInTheDocument();
    expect(screen.getAllByText(plain(formatPaisa(5_000_050, 'ur'))).length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { name: 'واقعات' })).toBeInTheDocument();
    expect(screen.getByText(/پیشکش بھیجی گئی/)).toBeInTheDocument();
    expect(document.title).toBe('Bakery storefront | کامیاب');
  });

  it("says the contract's sentences in Urdu in a counter-offer", async () => {
    jest.spyOn(dealsApi, 'contract').mockResolvedValue(aContract());
    renderRoom();
    await userEvent.click(await screen.findByRole('button', { name: 'جوابی پیشکش' }));
    await userEvent.clear(screen.getByLabelText('کام کی تفصیل'));
    await userEvent.click(screen.getByRole('button', { name: 'جوابی پیشکش بھیجیں' }));
    expect(
      screen.getByText(translateSentence(dealMessages.scopeRequired, 'ur')),
    ).toBeInTheDocument();
    expect(screen.getByText(/^پلیٹ فارم فیس 5%:/)).toBeInTheDocument();
  });
});
