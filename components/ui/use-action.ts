"use client";

import { useTranslations } from "next-intl";
import { useTransition } from "react";
import { toast } from "@/components/ui/toast";
import type { ActionError, ActionFailure, ActionResult } from "@/lib/actions/result";
import { useRouter } from "@/lib/i18n/navigation";
import { useRegionFormatter } from "./use-region-formatter";

// How the browser answers a failed action, the same for every form and button: a visitor is sent
// to sign in and a member without a username to choose one (both come back here), anything else
// is a toast in the page's language, whose words the form also keeps in its notice.

export type Notice = { title: string; description?: string };

const failedKeys = (error: ActionError) => error === "failed" || error.endsWith("Failed");

/** Sends a failure where it belongs; returns the words to show in the form, if it stays. */
export function useFailure(): (failure: ActionFailure, options?: { quiet?: boolean }) => Notice | null {
  const t = useTranslations("ActionErrors");
  const format = useRegionFormatter();
  const router = useRouter();
  return (failure, options) => {
    const callbackUrl = window.location.pathname + window.location.search;
    if (failure.error === "signIn") {
      router.push({ pathname: "/auth/need-login", query: { callbackUrl } });
      return null;
    }
    if (failure.error === "needUsername") {
      router.push({ pathname: "/user/account", query: { needUsername: "1", callbackUrl } });
      return null;
    }
    const minutes = Math.max(1, Math.ceil((failure.retryAfterSeconds ?? 60) / 60));
    const notice: Notice = {
      title: t(failure.error),
      description:
        failure.error === "rateLimited"
          ? t("retryAfter", { minutes, n: format.number(minutes) })
          : failure.error === "signInLimited"
            ? t("signInLimitedText", { minutes, n: format.number(minutes) })
            : failure.error === "mailDelayed"
              ? t("mailDelayedText")
              : failedKeys(failure.error)
                ? t("tryLater")
                : undefined,
    };
    if (!options?.quiet) toast.error(notice.title, { description: notice.description });
    return notice;
  };
}

/** Calls an action; a dropped connection or a server crash is a failure like any other. */
export async function callAction<I, T extends object>(
  action: (input: I) => Promise<ActionResult<T>>,
  input: I,
): Promise<ActionResult<T>> {
  try {
    return await action(input);
  } catch {
    return { ok: false, error: "failed" };
  }
}

/** For buttons (delete, decide, translate): runs the action, then `onSuccess` or the failure path. */
export function useAction<I, T extends object>(action: (input: I) => Promise<ActionResult<T>>) {
  const onFailure = useFailure();
  const [pending, start] = useTransition();
  const run = (input: I, onSuccess: (result: { ok: true } & T) => void, onDone?: () => void) =>
    start(async () => {
      const result = await callAction(action, input);
      onDone?.();
      if (result.ok) onSuccess(result);
      else onFailure(result);
    });
  return { run, pending };
}
