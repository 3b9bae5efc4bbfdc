import type { Metadata } from 'next';

export const metadata: Metadata = { title: 'Order' };

export default function OrderPage() {
  return <h1 className="p-8 text-3xl font-bold">Order</h1>;
}
