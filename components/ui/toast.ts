import type { ExternalToast } from "sonner";

// sonner's `toast`, loaded on the first toast instead of with every page (docs/adr/0030-client-javascript-budget.md).
// The first call also asks <Toaster> (./toaster.tsx) to mount; sonner
// replays the toasts that are still showing to a Toaster that subscribes late, so none is lost.
type Kind = "success" | "error";

let requested = false;
const listeners = new Set<() => void>();

export function toastRequested(): boolean {
  return requested;
}

export function onToastRequested(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

function show(kind: Kind, message: string, options?: ExternalToast) {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  void import("sonner").then(({ toast: sonner }) => sonner[kind](message, options));
}

export const toast = {
  success: (message: string, options?: ExternalToast) => show("success", message, options),
  error: (message: string, options?: ExternalToast) => show("error", message, options),
};
