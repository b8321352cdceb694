// An article's dates as readers see them under its title. A correction or update does not hide
// when the item first came out: news sites show both, and so does this line.

type Dates = { publishedAt: Date; editedAt: Date | null };
type Translate = (key: "published" | "publishedUpdated", values: Record<string, string>) => string;
type Format = { dateTime: (date: Date, options: { dateStyle: "long" }) => string };

/** "Published <date>", or "Published <date> · Updated <date>" once a substantive edit was made. */
export function dateline(dates: Dates, t: Translate, format: Format): string {
  const long = (date: Date) => format.dateTime(date, { dateStyle: "long" });
  return dates.editedAt
    ? t("publishedUpdated", { published: long(dates.publishedAt), updated: long(dates.editedAt) })
    : t("published", { date: long(dates.publishedAt) });
}
