"use client";

import { useRegionFormatter } from "@/components/ui/use-region-formatter";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { toast } from "@/components/ui/toast";
import { useAction } from "@/components/ui/use-action";
import { importOpmlAction } from "@/lib/actions/aggregation";
import { useRouter } from "@/lib/i18n/navigation";
import { MAX_OPML_CHARS } from "@/lib/validation/aggregation";

/** Reads an OPML file in the browser and sends its text; the server parses and checks it. */
export function OpmlImport() {
  const t = useTranslations("Sources");
  const v = useTranslations("Validation");
  const router = useRouter();
  const format = useRegionFormatter();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | undefined>();
  const { run, pending } = useAction(importOpmlAction);
  return (
    <form
      className="flex flex-wrap items-end gap-3"
      onSubmit={async (event) => {
        event.preventDefault();
        setError(undefined);
        if (!file) return setError(v("opmlInvalid"));
        if (file.size > MAX_OPML_CHARS) return setError(v("opmlTooLarge"));
        const opml = await file.text();
        run({ opml }, (result) => {
          toast.success(
            t("imported", {
              added: result.added,
              skipped: result.skipped,
              a: format.number(result.added),
              s: format.number(result.skipped),
            }),
          );
          router.refresh();
        });
      }}
    >
      <Field
        type="file"
        accept=".opml,.xml,text/x-opml,application/xml,text/xml"
        label={t("opmlFile")}
        error={error}
        onChange={(event) => setFile(event.currentTarget.files?.[0] ?? null)}
      />
      <Button variant="secondary" pending={pending}>
        {t("importOpml")}
      </Button>
    </form>
  );
}
