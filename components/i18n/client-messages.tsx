import { NextIntlClientProvider } from "next-intl";
import type { ReactNode } from "react";
import type { Messages } from "@/messages";
import { pickMessages } from "./pick-messages";

export { formNamespaces } from "./pick-messages";

// Client components only get the namespaces they need, not the whole catalogue: a page with forms
// wraps its client part in <ClientMessages namespaces={[...]}>, and only such pages load next-intl's
// client code (about 13.5 kB gzip). The layout has no provider: the header's and the article's client
// parts get their words as props from the server, the error page from components/layout/error-words.tsx,
// and links are localized by lib/i18n/navigation.ts without next-intl (its client code would ship with every page).

type Props = { namespaces?: ReadonlyArray<keyof Messages>; children: ReactNode };

export async function ClientMessages({ namespaces = [], children }: Props) {
  return <NextIntlClientProvider messages={await pickMessages(namespaces)}>{children}</NextIntlClientProvider>;
}
