/**
 * How personal numbers are shown where their owner is not looking (the admin lists): enough of
 * each end to tell two accounts apart, never the whole. The server masks what it sends and the UI
 * masks what it shows with the same functions; masking a masked value changes nothing.
 *
 * Letters, digits and '*' are the characters that count; separators ('-', spaces) stay in place,
 * so a CNIC keeps its familiar shape. However short the value, at least half of it is hidden.
 */
const COUNTED = /[\p{L}\p{N}*]/u;

export function maskMiddle(value: string, first: number, last: number): string {
  const characters = Array.from(value);
  const counted = characters.filter((character) => COUNTED.test(character)).length;
  const shown = Math.floor(counted / 2);
  const tail = first + last <= shown ? last : Math.min(last, Math.floor(shown / 2));
  const head = Math.min(first, shown - tail);
  let position = 0;
  return characters
    .map((character) => {
      if (!COUNTED.test(character)) return character;
      position += 1;
      return position <= head || position > counted - tail ? character : '*';
    })
    .join('');
}

/** CNIC (and a point of contact's ID): the area code and the last digit, `35202-*******-1`. */
export const maskCnic = (cnic: string) => maskMiddle(cnic, 5, 1);

/** Bank account or IBAN: country, check digits and the last four, `PK36****************6702`. */
export const maskBankAccount = (account: string) => maskMiddle(account, 4, 4);

/** Company NTN: the first two digits and the check digit, `12*****-8`. */
export const maskNtn = (ntn: string) => maskMiddle(ntn, 2, 1);

/**
 * An email address: the first two characters of its name and the last, and the whole domain
 * (`ay*******n@gmail.com`), so a mistyped or refusing domain still shows.
 */
export function maskEmailAddress(address: string): string {
  const at = address.lastIndexOf('@');
  if (at <= 0) return maskMiddle(address, 2, 1);
  return `${maskMiddle(address.slice(0, at), 2, 1)}${address.slice(at)}`;
}

/** A freelancer as the admin lists show it. */
export const maskedFreelancer = <T extends { CNIC: string; bankAccount: string }>(
  account: T,
): T => ({
  ...account,
  CNIC: maskCnic(account.CNIC),
  bankAccount: maskBankAccount(account.bankAccount),
});

/** A company as the admin lists show it. */
export const maskedCompany = <T extends { pocId: string; companyNtn: string }>(account: T): T => ({
  ...account,
  pocId: maskCnic(account.pocId),
  companyNtn: maskNtn(account.companyNtn),
});
