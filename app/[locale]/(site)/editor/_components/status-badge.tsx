import { getTranslations } from "next-intl/server";
import type { EditionStatus } from "@/lib/generated/prisma/enums";

// A language's state in the newsroom: the word carries the meaning; colour only repeats it.
const tone: Record<EditionStatus | "NONE", string> = {
  DRAFT: "border-slate-500 text-slate-800 dark:border-slate-400 dark:text-slate-100",
  IN_REVIEW: "border-amber-700 text-amber-900 dark:border-amber-400 dark:text-amber-200",
  SCHEDULED: "border-sky-700 text-sky-900 dark:border-sky-400 dark:text-sky-200",
  PUBLISHED: "border-green-700 text-green-900 dark:border-green-400 dark:text-green-200",
  UNPUBLISHED: "border-red-700 text-red-800 dark:border-red-400 dark:text-red-200",
  NONE: "border-dashed border-slate-400 text-slate-700 dark:text-slate-300",
};

export async function StatusBadge({ status, pending = false }: { status: EditionStatus | null; pending?: boolean }) {
  const t = await getTranslations("Editor");
  return (
    <span className={`rounded border px-1.5 text-xs font-semibold ${tone[status ?? "NONE"]}`}>
      {status ? t(`statuses.${status}`) : t("noText")}
      {pending && ` · ${t("pendingChanges")}`}
    </span>
  );
}
