import { getMessages } from "next-intl/server";
import type { Messages } from "@/messages";

// The message-picking half of components/i18n/client-messages.tsx, in a module of its own: a server
// component that imports the provider's module puts next-intl's client provider (about 12 kB gzip)
// into its route's first-load scripts even where it never renders it, so a route whose client part
// is loaded on demand (components/reviews/reviews-island.tsx) imports only this.

/** What every form of the form kit (components/ui) reads: field errors, form errors, shared words. */
export const formNamespaces = ["Validation", "ActionErrors", "FormStatus"] as const;

/** The messages of `namespaces` in the request's language, for a client-side provider. */
export async function pickMessages(namespaces: ReadonlyArray<keyof Messages>) {
  const messages = await getMessages();
  return Object.fromEntries(namespaces.map((ns) => [ns, messages[ns]])) as Partial<Messages>;
}
