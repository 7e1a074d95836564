export const PASSWORD: string;
export const freelancerSignupFields: {
  readonly fullName: string;
  readonly number: string;
  readonly CNIC: string;
  readonly skills: string;
  readonly bankAccount: string;
  readonly currentlyEmployed: string;
  readonly bio: string;
  readonly agree: string;
};
export function minimalPdf(): Buffer;
