"use client";

import { useTranslations } from "next-intl";
import type { UseFormRegisterReturn } from "react-hook-form";

/** The field bots fill in: off-screen and out of the tab order, so people never see it. */
export function Honeypot({ register }: { register: UseFormRegisterReturn }) {
  const t = useTranslations("FormStatus");
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        {t("honeypot")}
        <input type="text" tabIndex={-1} autoComplete="off" {...register} />
      </label>
    </div>
  );
}
