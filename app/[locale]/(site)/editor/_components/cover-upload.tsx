"use client";

import { useMessages, useTranslations } from "next-intl";
import { useState, type ChangeEvent } from "react";
import { Field } from "@/components/ui/field";
import { toast } from "@/components/ui/toast";
import { MAX_IMAGE_BYTES } from "@/lib/media/limits";
import type { ValidationKey } from "@/lib/validation/messages";

type Props = {
  /** The alt text typed so far: it is stored with the image, so it is required before an upload. */
  alt: string;
  /** The item's image address now: an uploaded one (/api/media/…) is shown. */
  url: string;
  onUploaded: (url: string) => void;
  /** A problem of the alt text (a key of the Validation messages), shown at its field. */
  onAltError: (key: ValidationKey) => void;
};

type Answer = { ok: true; url: string } | { ok: false; field?: "image" | "alt"; error?: string };

/**
 * The cover's upload: the chosen file goes to /api/media's store through
 * POST /api/editor/images (a route, not an action: actions take at most 128 KB), and its address
 * becomes the form's image address. The server checks the file by content; the size is checked here
 * first only to spare a useless upload.
 */
export function CoverUpload({ alt, url, onUploaded, onAltError }: Props) {
  const t = useTranslations("Editor");
  const v = useTranslations("Validation");
  const messages = useMessages();
  const isKey = (key: unknown): key is ValidationKey =>
    typeof key === "string" && Object.hasOwn(messages.Validation ?? {}, key);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | undefined>();

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    setError(undefined);
    if (!alt.trim()) return void ((input.value = ""), onAltError("altRequired"));
    if (file.size > MAX_IMAGE_BYTES) return void ((input.value = ""), setError(v("imageTooLarge")));
    setPending(true);
    try {
      const body = new FormData();
      body.set("file", file);
      body.set("alt", alt);
      const response = await fetch("/api/editor/images", { method: "POST", body });
      const answer = (await response.json().catch(() => null)) as Answer | null;
      if (answer?.ok) {
        onUploaded(answer.url);
        toast.success(t("imageUploaded"));
      } else if (answer?.field === "alt" && isKey(answer.error)) onAltError(answer.error);
      else setError(answer?.field === "image" && isKey(answer.error) ? v(answer.error) : t("uploadFailed"));
    } catch {
      setError(t("uploadFailed"));
    } finally {
      setPending(false);
      input.value = "";
    }
  }

  return (
    <div className="space-y-3 sm:col-span-2">
      {url.startsWith("/api/media/") && (
        <figure>
          {/* eslint-disable-next-line @next/next/no-img-element -- served resized by /api/media, not next/image */}
          <img src={`${url}?w=640`} alt={alt} className="max-h-64 rounded-md border border-slate-200" />
          <figcaption className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t("coverPreview")}</figcaption>
        </figure>
      )}
      <Field
        type="file"
        label={t("uploadImage")}
        hint={t("uploadImageHint")}
        accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
        onChange={upload}
        disabled={pending}
        error={error}
      />
      {pending && (
        <p role="status" className="text-sm">
          {t("uploading")}
        </p>
      )}
    </div>
  );
}
