/** The form as typed (the birth year as text), kept locally until it is sent. */
export interface RefereeFormValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  birthYear: string;
  gender: string;
  shirtSize: string;
  highestCompetition: string;
  colleagueRequest: string;
  wantsAccommodation: boolean;
  termsConsent: boolean;
}

export const emptyRefereeForm = (): RefereeFormValues => ({
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  birthYear: '',
  gender: '',
  shirtSize: '',
  highestCompetition: '',
  colleagueRequest: '',
  wantsAccommodation: false,
  termsConsent: false,
});

export const refereeDraftKey = 'phc:referee-registration-draft';

export function parseRefereeDraft(raw: string | null): RefereeFormValues | null {
  if (!raw) return null;
  try {
    const values = JSON.parse(raw) as Partial<RefereeFormValues>;
    return values && typeof values === 'object' ? { ...emptyRefereeForm(), ...values } : null;
  } catch {
    return null;
  }
}

/** The fields a server's 400 may name. */
export const refereeFormFields = ['firstName', 'lastName', 'email', 'phone', 'birthYear', 'gender', 'shirtSize', 'highestCompetition', 'colleagueRequest', 'termsConsent'] as const;
