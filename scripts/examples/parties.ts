/**
 * Registered parties and sites of the example data: the Global Location Numbers (GLN, GS1) of the owner the
 * example owners sign in for and of the installations' sites. Shared by the example generator and the mock.
 */

/** GLN of the company the example owners act for (the registration example of the assistant API). */
export const OWNER_GLN = '9008390123454';

/** The GS1 check digit of the first 12 digits: weights 1 and 3 from the left, to the next multiple of ten. */
function glnCheckDigit(first12: string): string {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return String((10 - (sum % 10)) % 10);
}

/** A site's GLN: the prefix 9012 (of GS1 Austria's range 900–919), an 8-digit site number from the installation number, the check digit. */
export function siteGln(installationId: string): string {
  const number = installationId.replace(/\D/g, '').slice(-6);
  const first12 = `9012${number.padStart(6, '0')}01`;
  return first12 + glnCheckDigit(first12);
}
