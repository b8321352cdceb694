"use client";

import { useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";
import { usePathname, useRouter } from "@/lib/i18n/navigation";
import type { Failure } from "@/lib/forum/result";

/**
 * What a client does with a failed community action: go sign in, go choose a username, or show
 * the translated message. Field errors are the form's business.
 */
export function useActionError() {
  const t = useTranslations("CommunityErrors");
  const router = useRouter();
  const pathname = usePathname();
  return (failure: Failure, fallback?: Failure["error"]): void => {
    const query = typeof window === "undefined" ? "" : window.location.search;
    const callbackUrl = (typeof window === "undefined" ? pathname : window.location.pathname) + query;
    if (failure.error === "signIn") return void router.push({ pathname: "/auth/need-login", query: { callbackUrl } });
    if (failure.error === "needUsername")
      return void router.push({ pathname: "/user/account", query: { needUsername: "1", callbackUrl } });
    if (failure.error === "rateLimited") {
      toast.error(t("rateLimited"), {
        description: t("retryAfter", { minutes: Math.max(1, Math.ceil((failure.retryAfterSeconds ?? 60) / 60)) }),
      });
      return;
    }
    const key = failure.error === "invalid" && fallback ? fallback : failure.error;
    toast.error(t(key), { description: key.endsWith("Failed") ? t("tryLater") : undefined });
  };
}
