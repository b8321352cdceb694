"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { useAction } from "@/components/ui/use-action";
import { requestDeletionLink } from "@/lib/actions/delete-account";

/** "Send me a deletion link": the account goes when the e-mailed link's button is pressed. */
export function DeletionLinkButton() {
  const t = useTranslations("AccountData");
  const { run, pending } = useAction(requestDeletionLink);
  return (
    <Button
      type="button"
      variant="secondary"
      pending={pending}
      className="mt-3"
      onClick={() => run({}, () => toast.success(t("linkSent"), { description: t("linkSentText") }))}
    >
      {t("sendLink")}
    </Button>
  );
}
