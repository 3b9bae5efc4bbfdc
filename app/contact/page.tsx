import type { Metadata } from 'next';

export const metadata: Metadata = { title: 'Contact' };

export default function ContactPage() {
  return <h1 className="p-8 text-3xl font-bold">Contact</h1>;
}
