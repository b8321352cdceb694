import type { Limit } from "@/lib/rate-limit";

// Password sign-in limits (docs/adr/0010-passwords-and-sign-in-limits.md), so that failing against someone's address costs the one failing, never
// the owner. Refused outright, per window: attempts from one client address on one account, and
// from one client address on any. Against guessing spread over many client addresses, wrong
// passwords are counted per account; past a ceiling the account is not locked but slowed: each
// client address may try it once per slow window. The owner, on their own address, still signs in
// with the right password (after at most one slow window), while an attacker needs a fresh address
// for every few guesses; the e-mailed sign-in link never depends on any of these counts, and every
// refusal says so.
export const signInLimitValues = {
  perAddressAndAccount: { max: 10, windowSeconds: 900 },
  perAddress: { max: 50, windowSeconds: 900 },
  accountFailures: { max: 100, windowSeconds: 3600 },
  slowed: { max: 1, windowSeconds: 300 },
};

type Subjected = Limit & { subject: string };

/** The limits every attempt counts against, before the password is checked. */
export function signInLimits({ email }: { email: string }, { address }: { address: string }): Subjected[] {
  const v = signInLimitValues;
  return [
    { name: "sign-in:address+email", ...v.perAddressAndAccount, subject: `${address} ${email}` },
    { name: "sign-in:address", ...v.perAddress, subject: address },
  ];
}

/** Wrong passwords given for the account, whatever the client address. */
export const accountFailures = (email: string): Subjected => ({
  name: "sign-in:email-failures",
  ...signInLimitValues.accountFailures,
  subject: email,
});

/** While the account is slowed: one attempt per client address per slow window. */
export const slowedAttempts = (email: string, address: string): Subjected => ({
  name: "sign-in:slowed",
  ...signInLimitValues.slowed,
  subject: `${address} ${email}`,
});
