import { formValidator, uploadRules } from '@kaamyaab/shared-api/contract';
import { multipart, textFieldsOf } from './multipart';
import { profileApi } from './profile';
import type { Party } from './use-party-dashboard';
import type { WholeRecords } from './use-own-account';

/**
 * A party's profile edit, for the shared form: its first values from the whole record, the
 * contract's rules, and the save, which sends the text fields (`fieldsOf`, where a party sends
 * other than what it holds) and the new avatar, if one is chosen.
 */
export function partyProfileEdit<P extends Party, V extends { avatar: File | null }>(
  party: P,
  valuesOf: (account: WholeRecords[P]) => V,
  schema: Parameters<typeof formValidator>[0],
  fieldsOf: (values: V) => object = (values) => values,
) {
  return {
    valuesOf,
    validate: formValidator<V>(schema),
    save: (values: V) =>
      profileApi.saveProfile(
        party,
        multipart(textFieldsOf(fieldsOf(values)), { avatar: values.avatar }),
      ),
    avatarRule: uploadRules.avatar,
  };
}
