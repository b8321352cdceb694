export const metadata = { title: "Cache Components probe", description: "The bench's probe of Next's own costs." };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
