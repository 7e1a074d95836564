import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore, type CompanyDto, type FreelancerDto } from '@kaamyaab/shared-api';
import { accountsApi, profileApi } from '@kaamyaab/shared-api/client';
import { signIn, signOutAfterEach } from './session';

type MeAnswer = Awaited<ReturnType<typeof accountsApi.me>>;

/** A party's profile card under test: whose record /me answers, and how the page is shown. */
export type ProfileCard = { renderProfile: () => void } & (
  { role: 'freelancer'; whole: FreelancerDto } | { role: 'company'; whole: CompanyDto }
);

const meOf = (card: ProfileCard): MeAnswer =>
  card.role === 'company'
    ? { role: 'company', company: card.whole }
    : { role: 'freelancer', freelancer: card.whole };

/** What the card shows once loaded, and what the store must never keep of it. */
export interface ProfileLoad {
  what: string;
  shown: string[];
  secret: string;
}

/**
 * The card's loading, as both parties' cards read it: Loading... until /me answers, then
 * `shown`, while the store keeps only the session view (never `secret`); and the failure said.
 */
function itLoadsTheProfileCard(card: ProfileCard, { what, shown, secret }: ProfileLoad) {
  it(`shows Loading... until the server answers, then ${what}`, async () => {
    let answer: (me: MeAnswer) => void = () => undefined;
    const me = jest
      .spyOn(accountsApi, 'me')
      .mockReturnValue(new Promise((resolve) => (answer = resolve)));
    card.renderProfile();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    await act(async () => answer(meOf(card)));
    expect(me).toHaveBeenCalledTimes(1);
    for (const text of shown) expect(screen.getByText(text)).toBeInTheDocument();
    // The card's copy stays in the card: the store keeps the session view only.
    expect(JSON.stringify(useAuthStore.getState().accounts)).not.toContain(secret);
  });

  it('says so when the record cannot be loaded', async () => {
    jest.spyOn(accountsApi, 'me').mockRejectedValue(new Error('offline'));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    card.renderProfile();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your profile could not be loaded. Please try again later.',
    );
  });
}

/** One field's edit through the card's form, as both parties edit theirs. */
export interface ProfileEdit {
  what: string;
  /** What the form says of edits that send the account back for review. */
  notice: RegExp;
  /** The field edited: its label on the form and its name in the record and the sent form. */
  field: { label: string; name: string };
  value: string;
  /** What else the sent form must hold. */
  sent?: (form: FormData) => void;
}

/** Edits one field, sends the form as the party's, and shows the saved card. */
function itEditsTheProfile(card: ProfileCard, edit: ProfileEdit) {
  it(edit.what, async () => {
    jest.spyOn(accountsApi, 'me').mockResolvedValue(meOf(card));
    const save = jest
      .spyOn(profileApi, 'saveProfile')
      .mockResolvedValue({ account: { ...card.whole, [edit.field.name]: edit.value } });
    card.renderProfile();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit profile' }));
    const form = screen.getByRole('form', { name: 'Edit profile' });
    expect(within(form).getByText(edit.notice)).toBeVisible();
    const field = within(form).getByLabelText(edit.field.label);
    await userEvent.clear(field);
    await userEvent.type(field, edit.value);
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    const [role, sent] = save.mock.calls[0] ?? [];
    expect(role).toBe(card.role);
    expect((sent as FormData).get(edit.field.name)).toBe(edit.value);
    edit.sent?.(sent as FormData);
    expect(await screen.findByText('Your profile has been updated.')).toBeVisible();
    expect(screen.getByText(edit.value)).toBeVisible();
  });
}

/**
 * A party's profile card, signed in as its owner before each test: its loading and one edit
 * as both parties' cards pass them, then the party's own cases (`more`).
 */
export function describeProfileCard(
  name: string,
  card: ProfileCard,
  cases: { loads: ProfileLoad; edit: ProfileEdit },
  more: () => void = () => undefined,
) {
  describe(name, () => {
    beforeEach(() =>
      card.role === 'company'
        ? signIn('company', { company: card.whole })
        : signIn('freelancer', { freelancer: card.whole }),
    );
    signOutAfterEach();
    itLoadsTheProfileCard(card, cases.loads);
    itEditsTheProfile(card, cases.edit);
    more();
  });
}
