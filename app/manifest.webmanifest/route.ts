// GET /manifest.webmanifest: the English edition's web app manifest (others at /{locale}/manifest.webmanifest).
import { manifestResponse } from "@/lib/offline/manifest";

export const dynamic = "force-static";

export function GET() {
  return manifestResponse("en");
}
