import { Link } from "@/lib/i18n/navigation";

type Props = { title: string; text: string; link: string; href: string; icon: string };

export function FeatureCard({ title, text, link, href, icon }: Props) {
  return (
    <article className="flex h-full flex-col rounded-2xl bg-slate-900 p-6 ring-1 ring-slate-800">
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-8 text-brand-300"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d={icon} />
      </svg>
      <h3 className="mt-4 text-lg font-semibold text-white">{title}</h3>
      <p className="mt-2 flex-1 text-slate-300">{text}</p>
      <Link href={href} className="mt-4 font-semibold text-brand-300 underline">
        {link}
      </Link>
    </article>
  );
}
