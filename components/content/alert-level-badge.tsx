import { getTranslations } from "next-intl/server";
import type { AlertLevel } from "@/lib/generated/prisma/enums";

// The level of a public-health-watch item, after CDC's Health Alert Network. The word carries the
// meaning (colour only repeats it), so it reads the same to a screen reader and in high contrast.
const styles: Record<AlertLevel, string> = {
  ALERT: "border-red-700 bg-red-50 text-red-900 dark:border-red-400 dark:bg-red-950 dark:text-red-100",
  ADVISORY: "border-amber-700 bg-amber-50 text-amber-900 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-100",
  UPDATE: "border-sky-700 bg-sky-50 text-sky-900 dark:border-sky-400 dark:bg-sky-950 dark:text-sky-100",
  INFORMATION: "border-slate-500 text-slate-800 dark:border-slate-400 dark:text-slate-100",
};

export async function AlertLevelBadge({ level, large = false }: { level: AlertLevel; large?: boolean }) {
  const t = await getTranslations("AlertLevels");
  return (
    <span className={`rounded border px-1.5 font-semibold ${large ? "py-0.5 text-sm" : ""} ${styles[level]}`}>
      {t(level)}
    </span>
  );
}
