import { MenuBrowser } from '@/components/menu/menu-browser';
import { cafe } from '@/data/cafe';
import { pageMetadata } from '@/lib/metadata';
import { MenuJsonLd } from '@/components/seo/menu-json-ld';

export const metadata = pageMetadata({
  title: 'Menu',
  description: `The full ${cafe.name} menu with prices: kulhad chai, shakes, momos, chowmein, fried rice, thalis, biryani and North Indian main course. Add dishes and order on WhatsApp.`,
  path: '/menu/',
});

export default function MenuPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 pb-8 pt-6">
      <h1 className="text-3xl font-bold text-brand-deep sm:text-4xl">Our Menu</h1>
      <p className="mt-2 text-muted-foreground">
        Pick a category or search, then add dishes to your cart. Prices in rupees.
      </p>
      <div className="mt-4">
        <MenuBrowser />
      </div>
      <MenuJsonLd />
    </div>
  );
}
