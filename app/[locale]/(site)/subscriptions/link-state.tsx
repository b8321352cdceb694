import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";

/** The answer of a subscription link: done, or why nothing changed (a tampered or expired link). */
export async function LinkState({ title, text, ok = false }: { title: string; text: string; ok?: boolean }) {
  const t = await getTranslations("Subscriptions");
  return (
    <div className="mx-auto max-w-xl">
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="mt-3" role={ok ? "status" : "alert"}>
        {text}
      </p>
      <p className="mt-6">
        <Link href="/subscriptions">{ok ? t("subscribeMore") : t("subscribeAgain")}</Link>
      </p>
    </div>
  );
}
