import { OrderByPhoneNote } from '@/components/cart/order-by-phone-note';
import { DeliveryTermsNote } from '@/components/checkout/delivery-terms-note';
import { CategoryLinks } from '@/components/menu/category-links';
import { DietSymbols } from '@/components/menu/diet-mark';
import { MenuBrowser } from '@/components/menu/menu-browser';
import { MenuSections } from '@/components/menu/menu-sections';
import { JsonLd } from '@/components/seo/json-ld';
import { cafe } from '@/data/cafe';
import { menu } from '@/data/menu';
import { pageMetadata } from '@/lib/metadata';
import { categoryChips } from '@/lib/menu-place';
import { imageHost } from '@/lib/site';

export const metadata = pageMetadata({
  title: 'Menu',
  description: `The full ${cafe.name} menu with prices: kulhad chai, shakes, momos, chowmein, fried rice, thalis, biryani and North Indian main course. Add dishes and order on WhatsApp.`,
  path: '/menu/',
});

export default function MenuPage() {
  return (
    <div className="mx-auto max-w-6xl px-4">
      <DietSymbols />
      <DeliveryTermsNote className="pt-3" />
      <MenuBrowser
        categories={categoryChips(menu)}
        imageHost={imageHost}
        noScriptNote={<OrderByPhoneNote />}
        noScriptCategories={<CategoryLinks />}
      >
        <MenuSections categories={menu} imageHost={imageHost} />
      </MenuBrowser>
      <JsonLd />
    </div>
  );
}
