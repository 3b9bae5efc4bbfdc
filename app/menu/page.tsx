import type { Metadata } from 'next';

export const metadata: Metadata = { title: 'Menu' };

export default function MenuPage() {
  return <h1 className="p-8 text-3xl font-bold">Menu</h1>;
}
