import type { Mode } from "./theme-switcher";

// The theme switcher's icons, rendered on the server and handed to it (theme-switcher.tsx), so their
// drawings are in the page, not in its script.
const paths: Record<Mode, string> = {
  system: "M4 5h16v10H4zM8 19h8M12 15v4",
  light:
    "M12 4V2M12 22v-2M4 12H2M22 12h-2M5.6 5.6 4.2 4.2M19.8 19.8l-1.4-1.4M5.6 18.4l-1.4 1.4M19.8 4.2l-1.4 1.4M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8z",
  dark: "M20 14.5A8 8 0 1 1 9.5 4a6.5 6.5 0 0 0 10.5 10.5z",
};

function Icon({ d }: { d: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-4"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={d} />
    </svg>
  );
}

export const themeIcons: Record<Mode, React.ReactNode> = {
  system: <Icon d={paths.system} />,
  light: <Icon d={paths.light} />,
  dark: <Icon d={paths.dark} />,
};
