import { Outlet } from 'react-router-dom';

// Placeholder shell: part 1 of the public site replaces it with the header, footer and scroll-to-top.
export function RootLayout() {
  return (
    <main>
      <Outlet />
    </main>
  );
}
