"use client";

import { useEffect } from "react";

// The member's other tabs hear a sign-out on this channel (same origin only).
const channelName = "covid-info-session";
// Set in the tab that signs out, which leaves the page itself: its own watch ignores the news.
let leaving = false;

/** Tells the member's other tabs of this site that the session has ended (they check, then reload). */
export function announceSignOut() {
  leaving = true;
  if (typeof BroadcastChannel === "undefined") return;
  const channel = new BroadcastChannel(channelName);
  channel.postMessage("signed-out");
  channel.close();
}

/**
 * Keeps a page rendered for a member from outliving the session (docs/decisions.md, "Member pages"):
 * when another tab signs out, or when this tab is shown again (the session may have been ended from
 * another device, or have expired; "back" to a page the browser kept counts too), it asks the server
 * for the session and, when there is none any more, loads the page again, which then shows no member
 * text. A page the reader has typed in is left as it is, so nothing typed is lost; its next submit is
 * answered "sign in". Rendered inside the member's menu, so only pages rendered for a member carry it.
 */
export function SessionWatch() {
  useEffect(() => {
    let busy = false;
    // The address of the page the reader last typed in (the header outlives client navigations).
    let typedOn: string | undefined;
    const onInput = (event: Event) => {
      if (event.isTrusted) typedOn = window.location.href;
    };
    const check = async () => {
      if (busy || leaving || document.visibilityState === "hidden") return;
      busy = true;
      try {
        const response = await fetch("/api/_auth/session", { cache: "no-store" });
        if (!response.ok) return;
        const session = (await response.json()) as { user?: unknown } | null;
        if (!session?.user && typedOn !== window.location.href) window.location.reload();
      } catch {
        // Offline: the next check tries again.
      } finally {
        busy = false;
      }
    };
    const channel = typeof BroadcastChannel === "undefined" ? null : new BroadcastChannel(channelName);
    channel?.addEventListener("message", () => void check());
    const onVisible = () => void (document.visibilityState === "visible" && check());
    // A page the browser kept whole and shows again on "back" (its back-forward cache).
    const onShow = (event: PageTransitionEvent) => void (event.persisted && check());
    document.addEventListener("visibilitychange", onVisible);
    document.addEventListener("input", onInput, true);
    window.addEventListener("pageshow", onShow);
    return () => {
      channel?.close();
      document.removeEventListener("visibilitychange", onVisible);
      document.removeEventListener("input", onInput, true);
      window.removeEventListener("pageshow", onShow);
    };
  }, []);
  return null;
}
