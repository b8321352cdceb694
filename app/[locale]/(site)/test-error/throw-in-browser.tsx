"use client";

import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/** Renders nothing on the server, then throws once hydrated: an error only the browser sees. */
export function ThrowInBrowser() {
  const hydrated = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  if (hydrated) throw new Error("Deliberate browser error for the error-reporting test");
  return null;
}
