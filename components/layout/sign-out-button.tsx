"use client";

import type { ReactNode } from "react";
import { announceSignOut } from "./session-watch";

/**
 * Signs out, then loads the page again as a whole document: the member's variant of the page and
 * its header are gone with the cookie, and the history holds no member page to go back to
 * (member responses are `private, no-store`); the copies kept for reading offline are deleted first.
 */
async function signOutAndReload() {
  await fetch("/api/_auth/session", { method: "DELETE" }).catch(() => undefined);
  await announceSignOut();
  window.location.reload();
}

export function SignOutButton({ className, children }: { className: string; children: ReactNode }) {
  return (
    <button type="button" className={className} onClick={() => void signOutAndReload()}>
      {children}
    </button>
  );
}
