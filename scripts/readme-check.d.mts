/** The commands of the first ```sh block under `## {heading}` in the README, comments stripped. */
export function readmeCommands(readme: string, heading: string): string[];
