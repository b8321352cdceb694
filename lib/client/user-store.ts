"use client";

import { useEffect, useSyncExternalStore } from "react";
import type { UserRecord } from "@/lib/accounts/users";
import { createUser, getUser } from "./user-calls";

// The signed-in user kept on the client (spec section 4): on start-up the session is fetched; with
// a user, their record is looked up by e-mail or created; signed out, it is cleared; a failed
// lookup is logged and clears it. Pages stay static and cacheable: this runs in the browser.
export type UserState = { status: "loading" | "signedOut" | "signedIn"; user: UserRecord | null };

const loading: UserState = { status: "loading", user: null };
let state: UserState = loading;
let started = false;
const listeners = new Set<() => void>();

function set(next: UserState) {
  state = next;
  for (const listener of listeners) listener();
}

async function start() {
  try {
    const response = await fetch("/api/_auth/session", { headers: { Accept: "application/json" }, cache: "no-store" });
    const session = (await response.json()) as { user?: { email?: string | null } } | null;
    const email = session?.user?.email;
    if (!email) return set({ status: "signedOut", user: null });
    const user = (await getUser(email)) ?? (await createUser(email));
    set(user ? { status: "signedIn", user } : { status: "signedOut", user: null });
  } catch (error) {
    console.error("Could not load the signed-in user:", error);
    set({ status: "signedOut", user: null });
  }
}

/** Merges a saved profile into the stored user, as the account form does after saving. */
export function mergeUser(update: Partial<Omit<UserRecord, "profile">> & { profile?: Partial<UserRecord["profile"]> }) {
  if (!state.user) return;
  set({ ...state, user: { ...state.user, ...update, profile: { ...state.user.profile, ...update.profile } } });
}

export async function signOut() {
  await fetch("/api/_auth/session", { method: "DELETE" });
  set({ status: "signedOut", user: null });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

export function useUser(): UserState {
  useEffect(() => {
    if (started) return;
    started = true;
    void start();
  }, []);
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => loading,
  );
}
