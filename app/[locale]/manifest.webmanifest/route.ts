// GET /{locale}/manifest.webmanifest: the Spanish, French or Portuguese edition's web app manifest;
// /en/manifest.webmanifest redirects to /manifest.webmanifest. The proxy does not run for paths
// with a dot, so the language comes from this route's own parameter.
import { notFound, permanentRedirect } from "next/navigation";
import { z } from "zod";
import { routing } from "@/lib/i18n/routing";
import { manifestResponse } from "@/lib/offline/manifest";

export const dynamic = "force-static";
export const dynamicParams = false;

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export async function GET(_request: Request, { params }: RouteContext<"/[locale]/manifest.webmanifest">) {
  const parsed = z.enum(routing.locales).safeParse((await params).locale);
  if (!parsed.success) notFound();
  if (parsed.data === routing.defaultLocale) permanentRedirect("/manifest.webmanifest");
  return manifestResponse(parsed.data);
}
