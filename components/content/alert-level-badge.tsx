import type { AlertLevel } from "@/lib/generated/prisma/enums";

// The level of a public health watch item (after CDC's Health Alert Network), in cards, search
// results and on the item. The colour only repeats what the word says.
const tone: Record<AlertLevel, string> = {
  ALERT: "border-red-700 text-red-800 dark:border-red-400 dark:text-red-200",
  ADVISORY: "border-amber-700 text-amber-900 dark:border-amber-400 dark:text-amber-200",
  UPDATE: "border-sky-700 text-sky-900 dark:border-sky-400 dark:text-sky-200",
  INFORMATION: "border-slate-500 text-slate-800 dark:border-slate-400 dark:text-slate-100",
};

export function AlertLevelBadge({ level, label }: { level: AlertLevel; label: string }) {
  return <span className={`rounded border px-1.5 font-semibold ${tone[level]}`}>{label}</span>;
}
