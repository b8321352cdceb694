import { getTranslations } from "next-intl/server";

type Contact = {
  name: string;
  phone: string | null;
  email: string | null;
  website: string | null;
  latitude: number | null;
  longitude: number | null;
};

/** OpenStreetMap's route planner with the place as destination (no tracking, no API key). */
export function directionsUrl(latitude: number, longitude: number): string {
  return `https://www.openstreetmap.org/directions?route=${encodeURIComponent(`;${latitude},${longitude}`)}#map=16/${latitude}/${longitude}`;
}

const linkClass =
  "inline-flex items-center rounded-md border border-slate-300 px-2.5 py-1 text-sm font-medium no-underline hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800";

/** Call, e-mail, directions and website links for a place; each names the place for screen readers. */
export async function ContactActions({ name, phone, email, website, latitude, longitude }: Contact) {
  const t = await getTranslations("DirectoryCard");
  const links = [
    phone && {
      key: "call",
      href: `tel:${phone.replace(/[^\d+]/g, "")}`,
      text: t("call"),
      label: t("callLabel", { name }),
    },
    email && { key: "email", href: `mailto:${email}`, text: t("email"), label: t("emailLabel", { name }) },
    latitude !== null &&
      longitude !== null && {
        key: "directions",
        href: directionsUrl(latitude, longitude),
        text: t("directions"),
        label: t("directionsLabel", { name }),
        external: true,
      },
    website && {
      key: "website",
      href: website,
      text: t("website"),
      label: t("websiteLabel", { name }),
      external: true,
    },
  ].filter((link) => !!link);
  if (!links.length) return null;

  return (
    <ul aria-label={t("contactLabel", { name })} className="mt-4 flex flex-wrap gap-2">
      {links.map((link) => (
        <li key={link.key}>
          <a
            href={link.href}
            aria-label={link.label}
            rel={"external" in link ? "noopener noreferrer" : undefined}
            className={linkClass}
          >
            {link.text}
          </a>
        </li>
      ))}
    </ul>
  );
}
