// The first thing every npm script runs: Node.js older than the README's minimum fails in odd ways
// deep inside Next.js or Prisma (npm does not enforce `engines`), so say it plainly instead.
// Plain JavaScript, so that it runs on any Node.js, before TypeScript or dependencies load.
const minimum = [20, 19, 0];

export function nodeTooOld(version = process.versions.node) {
  const parts = version.replace(/^v/, "").split(".").map(Number);
  for (let i = 0; i < minimum.length; i++) {
    if ((parts[i] ?? 0) !== minimum[i]) {
      if ((parts[i] ?? 0) > minimum[i]) return undefined;
      return `Covid Info needs Node.js ${minimum.slice(0, 2).join(".")} or newer, and this is Node.js ${version.replace(/^v/, "")}: install a newer Node.js (nodejs.org, or nvm install 20) and run the command again.`;
    }
  }
  return undefined;
}

const problem = nodeTooOld();
if (problem) {
  console.error(problem);
  process.exit(1);
}
