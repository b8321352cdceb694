// Typography for the rendered Markdown (safe HTML from lib/legal/parse.ts, built from files in
// content/legal, with raw HTML disabled).
const prose = [
  "max-w-3xl leading-relaxed text-slate-800 dark:text-slate-200",
  "[&>*+*]:mt-4",
  "[&_h2]:mt-10 [&_h2]:scroll-mt-6 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-slate-900 dark:[&_h2]:text-slate-100",
  "[&_h3]:mt-6 [&_h3]:scroll-mt-6 [&_h3]:text-lg [&_h3]:font-semibold",
  "[&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6",
  "[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline dark:[&_a]:text-brand-300",
  "[&_strong]:font-semibold [&_strong]:text-slate-900 dark:[&_strong]:text-slate-100",
  "[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_code]:text-sm dark:[&_code]:bg-slate-800",
].join(" ");

export function LegalBody({ html, className = "" }: { html: string; className?: string }) {
  return <div className={`${prose} ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
