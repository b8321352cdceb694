import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import type { ReactNode } from "react";
import type { Messages } from "@/messages";

// Client components only get the namespaces they need, not the whole catalogue. The layout sends
// the shell's; a page with forms wraps its client part in <ClientMessages namespaces={[...]}>.
// A nested provider replaces its parent's messages, so the shell's namespaces are always included.
// The header's and the article's client parts get their words as props from the server instead
// (formatting a message in the browser costs the Intl set-up on every page): only the error page,
// which cannot take props from a server component, reads the shell's messages.
export const shellNamespaces = ["ErrorPage"] as const;

/** What every form of the form kit (components/ui) reads: field errors, form errors, shared words. */
export const formNamespaces = ["Validation", "ActionErrors", "FormStatus"] as const;

type Props = { namespaces?: ReadonlyArray<keyof Messages>; children: ReactNode };

export async function ClientMessages({ namespaces = [], children }: Props) {
  const messages = await getMessages();
  const picked = Object.fromEntries([...shellNamespaces, ...namespaces].map((ns) => [ns, messages[ns]]));
  return <NextIntlClientProvider messages={picked}>{children}</NextIntlClientProvider>;
}
