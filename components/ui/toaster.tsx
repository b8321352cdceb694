"use client";

import { lazy, Suspense, useSyncExternalStore } from "react";
import { onToastRequested, toastRequested } from "./toast";

const Sonner = lazy(() => import("sonner").then((m) => ({ default: m.Toaster })));

/** The toasts' container: nothing until the first toast, then sonner's Toaster. */
export function Toaster() {
  const wanted = useSyncExternalStore(onToastRequested, toastRequested, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Sonner richColors closeButton position="top-center" />
    </Suspense>
  );
}
