"use client";

import { useEffect } from "react";
import { forgetPostDrafts } from "@/components/forum/post-draft";
import { watchTyping } from "@/components/ui/typed-here";

// The member's other tabs hear a sign-out, and visitors' tabs a sign-in, on this channel (same origin only).
const channelName = "covid-info-session";
type News = "signed-out" | "signed-in";
// Screens whose typing was for signing in: once signed in, nothing typed there is worth keeping.
const signInScreen = /\/auth\/(sign-in|magic-link|sign-up)$/;
// Set in the tab that signs out, which leaves the page itself: its own watch ignores the news.
let leaving = false;

function tell(news: News) {
  if (typeof BroadcastChannel === "undefined") return;
  const channel = new BroadcastChannel(channelName);
  channel.postMessage(news);
  channel.close();
}

/** Deletes the copies of pages kept for reading offline that may hold the member's text (docs/offline.md). */
async function forgetOfflineCopies() {
  try {
    const { forgetMemberCopies } = await import("@/components/offline/kept");
    await forgetMemberCopies();
  } catch {
    // Offline with the code not loaded yet: the service worker stops serving them at the session's expiry.
  }
}

/**
 * Tells the member's other tabs of this site that the session has ended (they check, then reload),
 * and forgets what this browser kept for the member (the unpublished post, the pages kept for
 * reading offline). Resolves once those are gone, before the signed-out page is shown.
 */
export async function announceSignOut(): Promise<void> {
  leaving = true;
  forgetPostDrafts();
  tell("signed-out");
  await forgetOfflineCopies();
}

/** Whether the server knows a signed-in user now; undefined when it could not be asked (offline). */
async function signedIn(): Promise<boolean | undefined> {
  try {
    const response = await fetch("/api/_auth/session", { cache: "no-store" });
    if (!response.ok) return undefined;
    const session = (await response.json()) as { user?: unknown } | null;
    return Boolean(session?.user);
  } catch {
    return undefined;
  }
}

type TabEvents = {
  /** News from another tab of this site. */
  heard(news: unknown): void;
  /** This tab is shown again (it was hidden). */
  shown(): void;
  /** The browser showed this page again whole from its back-forward cache ("back"). */
  restored(): void;
};

/**
 * Listens, while the page is open, to the channel, to the tab being shown again and to "back" into
 * the page; `typedHere()` tells whether the reader has typed (a trusted `input` event) on the page
 * they are on now (the header outlives client navigations, so the address is kept).
 */
function useTabEvents(events: (typedHere: () => boolean) => TabEvents) {
  useEffect(() => {
    const typing = watchTyping();
    const { heard, shown, restored } = events(typing.typedHere);
    const channel = typeof BroadcastChannel === "undefined" ? null : new BroadcastChannel(channelName);
    const onMessage = (event: MessageEvent) => heard(event.data);
    const onVisible = () => void (document.visibilityState === "visible" && shown());
    const onShow = (event: PageTransitionEvent) => void (event.persisted && restored());
    channel?.addEventListener("message", onMessage);
    document.addEventListener("visibilitychange", onVisible);
    window.addEventListener("pageshow", onShow);
    return () => {
      channel?.close();
      document.removeEventListener("visibilitychange", onVisible);
      typing.stop();
      window.removeEventListener("pageshow", onShow);
    };
    // The page's own events for its whole life: set up once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

/**
 * Keeps a page rendered for a member from outliving the session (docs/adr/0042-session-watch-across-tabs.md):
 * when another tab signs out, or when this tab is shown again (the session may have been ended from
 * another device, or have expired; "back" to a page the browser kept counts too), it asks the server
 * for the session and, when there is none any more, loads the page again, which then shows no member
 * text. A page the reader has typed in is left as it is, so nothing typed is lost; its next submit is
 * answered "sign in". Rendered inside the member's menu, so only pages rendered for a member carry it.
 * On loading, it tells visitors' tabs that a member is signed in (useSignInWatch).
 */
export function SessionWatch() {
  useTabEvents((typedHere) => {
    let busy = false;
    const check = async () => {
      if (busy || leaving || document.visibilityState === "hidden") return;
      busy = true;
      const now = await signedIn();
      if (now === false) await forgetOfflineCopies();
      busy = false;
      if (now === false && !typedHere()) window.location.reload();
    };
    tell("signed-in");
    return { heard: (news) => void (news === "signed-out" && check()), shown: check, restored: check };
  });
  return null;
}

/**
 * The visitors' side of the watch (docs/adr/0042-session-watch-across-tabs.md): a page rendered for a visitor
 * loads again when a page rendered for a member is opened in another tab (signing in there, by
 * password or by the e-mailed link, lands on one), or when "back" or "forward" shows it again (whole
 * from the back-forward cache, or the browser's copy of it) and the server now knows a session. A
 * hidden tab waits until it is shown; a page the reader has typed in is left as it is, except the
 * sign-in screens themselves. Used by the header's sign-in link, so only visitors' pages carry it.
 */
export function useSignInWatch() {
  useTabEvents((typedHere) => {
    let pending = false;
    const reload = () => {
      pending = document.visibilityState === "hidden";
      if (!pending && !(typedHere() && !signInScreen.test(window.location.pathname))) window.location.reload();
    };
    const restored = async () => void ((await signedIn()) && reload());
    // "Back" or "forward" may also show the browser's own copy of this page, asked for before signing in.
    const entry = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
    if (entry?.type === "back_forward") void restored();
    return {
      heard: (news) => void (news === "signed-in" && reload()),
      shown: () => void (pending && reload()),
      restored,
    };
  });
}
