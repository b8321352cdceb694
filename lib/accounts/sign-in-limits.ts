import type { Limit } from "@/lib/rate-limit";

// Password sign-in limits (docs/adr/0010-passwords-and-sign-in-limits.md). Counted per address and account
// together, so a stranger failing sign-ins against someone's address uses up only their own
// attempts, never the owner's; per address, against one machine trying many accounts; and a high
// ceiling per account against guessing spread over many addresses. Hitting that ceiling blocks
// password sign-in to the account for the hour, but the e-mailed sign-in link (its own limits)
// still lets the owner in.
export const signInLimitValues = {
  perAddressAndAccount: { max: 10, windowSeconds: 900 },
  perAddress: { max: 50, windowSeconds: 900 },
  perAccount: { max: 100, windowSeconds: 3600 },
};

export function signInLimits(
  { email }: { email: string },
  { address }: { address: string },
): Array<Limit & { subject: string }> {
  const v = signInLimitValues;
  return [
    { name: "sign-in:address+email", ...v.perAddressAndAccount, subject: `${address} ${email}` },
    { name: "sign-in:address", ...v.perAddress, subject: address },
    { name: "sign-in:email", ...v.perAccount, subject: email },
  ];
}
