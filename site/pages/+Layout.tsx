// https://vike.dev/Layout
import type { ReactNode } from 'react';
import { LayoutDefault } from '../layouts/LayoutDefault.tsx';

export default function Layout({ children }: { children: ReactNode }) {
  return <LayoutDefault>{children}</LayoutDefault>;
}
