/** The second sign-in step's rules on the page: what a typed code is, and which answers mean "start again". */

export const CODE_LENGTH = 6;

/** What a person typed or pasted ("123 456", "123-456", " 123456 ") as the digits the API takes. */
export function normaliseCode(input: string): string {
  return input.replace(/\D/g, '').slice(0, CODE_LENGTH);
}

/** Recovery codes are written with dashes and in any case; the API compares them itself, spaces around are dropped. */
export function normaliseRecoveryCode(input: string): string {
  return input.trim();
}

/**
 * The challenge of the first step is no longer good (lapsed after its minutes, or not valid): another code
 * would not help, the person signs in again from the start. A wrong code or a pause (429) keeps them here.
 * The API says so by its code, not its words (those are in the reader's language); a challenge the form
 * lost altogether is the schema's 422 on the `challenge` field.
 */
export function mustStartOver(status: number, code: string | null, field: string | null): boolean {
  return code === 'SIGN_IN_AGAIN' || (status === 422 && field === 'challenge');
}
