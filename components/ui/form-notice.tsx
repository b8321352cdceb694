/** What went wrong with the whole form (rate limit, fields to correct), read out when it appears. */
export function FormNotice({ notice }: { notice: { title: string; description?: string } | null }) {
  return (
    <p role="alert" className="text-sm font-medium text-red-700 empty:hidden dark:text-red-400">
      {notice && (
        <>
          <strong>{notice.title}</strong>
          {notice.description && <> {notice.description}</>}
        </>
      )}
    </p>
  );
}
