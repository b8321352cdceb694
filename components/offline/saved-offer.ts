import { toast } from "@/components/ui/toast";
import { setBookmark } from "@/lib/actions/bookmarks";
import { editions, limits, offerDue, regionOf, type Edition, type SavedItem } from "@/lib/offline/policy";
import { declineOffer, forgetSaved, offerDeclinedAt, savedItems } from "./kept";

// Loaded after the page (./offline-client.ts), and only does anything on a device where a visitor
// saved articles for offline: once signed in, the member is offered to add them to their account's
// bookmarks. "Not now" keeps them on the device, and the offer comes back only for articles saved later.

type Words = Record<"offerTitle" | "offerText" | "offerAccept" | "offerDecline" | "offerDone" | "offerFailed", string>;

// The words of the page's edition only, loaded with the offer (not part of any page's first load).
const catalogues: Record<Edition, () => Promise<{ Offline: Words }>> = {
  en: () => import("@/messages/en/site.json"),
  es: () => import("@/messages/es/site.json"),
  fr: () => import("@/messages/fr/site.json"),
  pt: () => import("@/messages/pt/site.json"),
};

async function signedIn(): Promise<boolean> {
  try {
    const answer = await fetch("/api/_auth/session", { cache: "no-store" });
    const session = answer.ok ? ((await answer.json()) as { user?: unknown } | null) : null;
    return Boolean(session?.user);
  } catch {
    return false;
  }
}

/** The offer to show on this page, if any: a member, with articles saved on this device since the last "not now". */
async function findOffer(): Promise<{ items: SavedItem[]; words: Words } | null> {
  const items = await savedItems();
  if (items.length === 0 || !offerDue(items, await offerDeclinedAt()) || !(await signedIn())) return null;
  const edition = editions.find((e) => regionOf[e] === document.documentElement.lang) ?? "en";
  const { Offline: words } = await catalogues[edition]();
  return { items: items.slice(0, limits.saved), words };
}

/**
 * Adds each saved article to the member's bookmarks with the site's own bookmark action, then
 * forgets those the server answered for (an article since removed is as good as done). Returns
 * whether all were added.
 */
async function addToBookmarks(items: SavedItem[]): Promise<boolean> {
  const done: string[] = [];
  let allAdded = true;
  for (const item of items) {
    try {
      const result = await setBookmark({ articleId: item.id, bookmarked: true });
      if (!result.ok && result.error !== "notFound") {
        allAdded = false;
        continue;
      }
      done.push(item.url);
    } catch {
      allAdded = false;
    }
  }
  await forgetSaved(done);
  return allAdded;
}

const buttonClass = "rounded-md px-4 py-2 text-sm font-medium";

/**
 * The offer: a banner at the foot of the page, after the page's content in the keyboard's order. It
 * does not take the focus; closed from its buttons, it puts the focus on the page's content. Built
 * with the DOM rather than a React root of its own: React's client entry in this late code made the
 * bundler split the pages' first-load scripts differently, a few hundred bytes larger.
 */
function renderOffer(items: SavedItem[], words: Words) {
  const element = <K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text = "") =>
    Object.assign(document.createElement(tag), { className, textContent: text });
  const banner = element(
    "aside",
    "fixed inset-x-4 bottom-4 z-50 mx-auto max-w-md rounded-lg border border-slate-300 bg-white p-4 shadow-lg dark:border-slate-700 dark:bg-slate-900",
  );
  banner.dataset.savedOffer = "";
  banner.setAttribute("aria-labelledby", "saved-offer-title");
  const title = element("h2", "font-semibold", words.offerTitle);
  title.id = "saved-offer-title";
  const text = element("p", "mt-2 text-sm text-slate-700 dark:text-slate-300", words.offerText);
  const actions = element("div", "mt-3 flex flex-wrap gap-2");
  const accept = element(
    "button",
    `${buttonClass} bg-brand-700 text-white hover:bg-brand-800 dark:bg-brand-300 dark:text-slate-950 dark:hover:bg-brand-100`,
    words.offerAccept,
  );
  const decline = element("button", `${buttonClass} border border-slate-300 dark:border-slate-700`, words.offerDecline);
  accept.type = decline.type = "button";
  actions.append(accept, decline);
  banner.append(title, text, actions);

  const close = () => {
    if (banner.contains(document.activeElement)) document.getElementById("main")?.focus();
    banner.remove();
  };
  accept.addEventListener("click", () => {
    accept.disabled = decline.disabled = true;
    void addToBookmarks(items)
      .catch(() => false)
      .then((allAdded) => {
        if (allAdded) toast.success(words.offerDone);
        else toast.error(words.offerFailed);
        close();
      });
  });
  decline.addEventListener(
    "click",
    () =>
      void declineOffer()
        .catch(() => undefined)
        .then(close),
  );
  document.body.append(banner);
}

/** Shows the offer when one is due. */
export async function showOffer(): Promise<void> {
  const offer = await findOffer().catch(() => null);
  if (offer) renderOffer(offer.items, offer.words);
}
