"use client";

import { useTranslations } from "next-intl";
import { lazy, Suspense, useState } from "react";
import type { ReportTargetType } from "@/lib/validation/report";

// The modal and its validation (zod) load when a reader points at or focuses the button, and at the
// latest on click: a page full of "Report" buttons does not pay for them up front.
const loadDialog = () => import("./report-dialog");
const ReportDialog = lazy(() => loadDialog().then((m) => ({ default: m.ReportDialog })));

/** "Report" on a post, comment or review: asks for a reason in a modal, then files the report. */
export function ReportButton({ targetType, targetId }: { targetType: ReportTargetType; targetId: string }) {
  const t = useTranslations("Reports");
  const [used, setUsed] = useState(false);
  const [open, setOpen] = useState(false);
  const preload = () => void loadDialog();

  return (
    <>
      <button
        type="button"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        className="text-sm font-medium text-slate-600 underline hover:no-underline dark:text-slate-400"
      >
        {t(`report${targetType}`)}
      </button>
      {used && (
        <Suspense fallback={null}>
          <ReportDialog targetType={targetType} targetId={targetId} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
