import { getTranslations } from "next-intl/server";
import { ShareActions } from "./share-buttons";

const networks = [
  { name: "X", href: (u: string, t: string) => `https://x.com/intent/post?url=${u}&text=${t}` },
  { name: "Facebook", href: (u: string) => `https://www.facebook.com/sharer/sharer.php?u=${u}` },
  { name: "LinkedIn", href: (u: string) => `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
  { name: "WhatsApp", href: (u: string, t: string) => `https://wa.me/?text=${t}%20${u}` },
  { name: "Bluesky", href: (u: string, t: string) => `https://bsky.app/intent/compose?text=${t}%20${u}` },
];

/** Share links that work without JavaScript, plus native share and copy where available. */
export async function Share({ url, title }: { url: string; title: string }) {
  const t = await getTranslations("Share");
  const note = (await getTranslations("ArticlePage"))("externalNote");
  const u = encodeURIComponent(url);
  const tt = encodeURIComponent(title);
  const link =
    "rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium no-underline hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800";

  return (
    <section aria-labelledby="share-title" className="mt-8">
      <h2 id="share-title" className="text-lg font-semibold">
        {t("title")}
      </h2>
      <div className="mt-3 flex flex-wrap gap-2">
        <ShareActions
          url={url}
          title={title}
          labels={{ native: t("native"), copy: t("copy"), copied: t("copied"), copyFailed: t("copyFailed") }}
        />
        {networks.map((n) => (
          <a
            key={n.name}
            href={n.href(u, tt)}
            target="_blank"
            rel="noopener noreferrer"
            className={link}
            aria-label={`${t("via", { network: n.name })} ${note}`}
          >
            {n.name}
          </a>
        ))}
        <a href={`mailto:?subject=${tt}&body=${u}`} className={link}>
          {t("email")}
        </a>
      </div>
    </section>
  );
}
