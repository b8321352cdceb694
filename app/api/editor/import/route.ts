// POST /api/editor/import: a new item from Markdown files, one per language (multipart: files, and
// slug to import under another address), in the content files' format (lib/newsroom/markdown.ts).
// Every language lands as a draft. Answers {ok:true, id} or {ok:false, problems} (codes the page
// translates); 401 for a visitor, 404 for anyone else who is not an editor or admin (a staff
// route), 413 past the size limit (checked before the body is read in full).
import { route } from "@/lib/api/route";
import { FORM_OVERHEAD_BYTES, readUpload } from "@/lib/api/upload";
import { importItemFiles, MAX_IMPORT_FILE_BYTES, MAX_IMPORT_FILES } from "@/lib/newsroom/markdown";

const limits = [{ name: "newsroom:write", max: 300, windowSeconds: 600 }];

export const POST = route(
  {
    access: "editor",
    sameOrigin: true,
    limits: ({ user, address }) => limits.map((l) => ({ ...l, subject: user?.id ?? address })),
  },
  async ({ user, request, json }) => {
    const form = await readUpload(request, MAX_IMPORT_FILES * MAX_IMPORT_FILE_BYTES + FORM_OVERHEAD_BYTES);
    if (form === "tooLarge") return json({ ok: false, problems: [{ file: "", code: "tooLarge" }] }, 413);
    const entries = form === "malformed" ? [] : form.getAll("files");
    const files = entries.filter((f): f is File => f instanceof File && f.size > 0);
    const slug = form === "malformed" ? "" : String(form.get("slug") ?? "").trim();
    const uploads = await Promise.all(
      files.map(async (f) => ({ name: f.name.slice(0, 200), bytes: new Uint8Array(await f.arrayBuffer()) })),
    );
    const result = await importItemFiles(uploads, user.id, { slug: slug.slice(0, 200) || undefined });
    if (!result.ok) return json(result, 400);
    return json(result);
  },
);
