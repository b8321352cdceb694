import type { LegalSection } from "@/lib/legal/parse";

// In-page anchors to the text's sections: above the text on phones, beside it on wide screens.
export function TableOfContents({ label, sections }: { label: string; sections: LegalSection[] }) {
  return (
    <nav aria-labelledby="legal-toc" className="mb-8 lg:mb-0">
      <div className="rounded-lg border border-slate-200 p-4 lg:sticky lg:top-4 dark:border-slate-800">
        <p id="legal-toc" className="text-sm font-semibold uppercase tracking-wide text-slate-900 dark:text-slate-100">
          {label}
        </p>
        <ol className="mt-3 space-y-2 text-sm">
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="quiet-link">
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </div>
    </nav>
  );
}
