// POST /api/editor/images: an editor's cover image for an item (multipart: file, alt), checked by
// content (a declared type can lie), stored without metadata by storeImage (lib/media/images.ts).
// Answers {ok:true, url, width, height} or {ok:false, field: "image"|"alt", error: a key of the
// Validation messages}; 401 for a visitor, 404 for anyone else who is not an editor or admin (a
// staff route), 413 past the size limit (checked before the body is read in full).
import { route } from "@/lib/api/route";
import { FORM_OVERHEAD_BYTES, readUpload } from "@/lib/api/upload";
import { storeImage } from "@/lib/media/images";
import { MAX_IMAGE_BYTES } from "@/lib/media/limits";

const limits = [{ name: "newsroom:upload", max: 60, windowSeconds: 600 }];

export const POST = route(
  {
    access: "editor",
    sameOrigin: true,
    limits: ({ user, address }) => limits.map((l) => ({ ...l, subject: user?.id ?? address })),
  },
  async ({ user, request, json }) => {
    const form = await readUpload(request, MAX_IMAGE_BYTES + FORM_OVERHEAD_BYTES);
    if (form === "tooLarge") return json({ ok: false, field: "image", error: "imageTooLarge" }, 413);
    const file = form === "malformed" ? null : form.get("file");
    const alt = form === "malformed" ? null : form.get("alt");
    if (!(file instanceof File) || typeof alt !== "string")
      return json({ ok: false, field: "image", error: "imageUnsupported" }, 400);
    const stored = await storeImage({ bytes: new Uint8Array(await file.arrayBuffer()), alt, uploadedById: user.id });
    if (!stored.ok) return json({ ok: false, field: stored.field, error: stored.error }, 400);
    return json({ ok: true, url: stored.url, width: stored.width, height: stored.height });
  },
);
