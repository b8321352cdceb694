// The content rule of docs/content.md, checked on every seed item by check.ts (and its unit test).
import type { SeedItem } from "./types";

// Numbers a country reserves for fiction: North America's 555-0100 to 555-0199, and ARCEP's ranges
// for drama in France (01 99 00, 02 61 91, 03 53 01, 04 65 71, 05 36 49, 06 39 98, 09 77 10).
const fictionRanges = [
  /^\+1 \d{3}-555-01\d{2}$/,
  /^\+33 (1 99 00|2 61 91|3 53 01|4 65 71|5 36 49|6 39 98|9 77 10)( \d{2}){2}$/,
];

export const isFictionPhone = (phone: string) => fictionRanges.some((range) => range.test(phone));

/** What keeps an item from misleading: real items cite a source; examples borrow no real name. */
export function truthProblems(at: string, item: SeedItem): string[] {
  const problems: string[] = [];
  if (item.phone && !isFictionPhone(item.phone)) {
    problems.push(`${at}: phone ${item.phone} is not in a reserved fiction range (leave it out)`);
  }
  if (item.videoId && !item.citation) problems.push(`${at}: a video id needs the citation it was taken from`);
  if (item.videoProvider === "site" && !item.citation?.startsWith("/media/")) {
    problems.push(`${at}: the site's own video is cited by its file under /media/`);
  }
  if (item.citation) return problems;
  // An example is the editorial team's invention: no publisher, channel or outside page vouches for it.
  if (item.source && item.source !== "editorial-team") {
    problems.push(`${at}: an example is attributed to ${item.source}; cite the real publication or use editorial-team`);
  }
  if (item.channel) problems.push(`${at}: an example is attributed to the channel ${item.channel}`);
  if (item.externalUrl && item.externalUrl !== item.manufacturerUrl) {
    problems.push(`${at}: an example links out to ${item.externalUrl} as if it came from there`);
  }
  return problems;
}
