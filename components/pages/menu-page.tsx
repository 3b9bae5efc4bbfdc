import type { Locale } from '@/lib/site/locale';
import { OrderByPhoneNote } from '@/components/cart/order-by-phone-note';
import { DeliveryTermsNote } from '@/components/checkout/delivery-terms-note';
import { CategoryLinks } from '@/components/menu/category-links';
import { DietMark, DietSymbols } from '@/components/menu/diet-mark';
import { MenuBrowser } from '@/components/menu/menu-browser';
import { MenuSections } from '@/components/menu/menu-sections';
import { JsonLd } from '@/components/seo/json-ld';
import { menu } from '@/data/menu';
import { categoryChips } from '@/lib/menu/menu-place';
import { maxSearchLength } from '@/lib/menu/menu-search';
import { imageHost } from '@/lib/site/site';
import { wordsFor } from '@/lib/words';

/** The page's content in either language (app/(en)/ and app/(hi)/hi/ render it). */
export function MenuPage({ locale }: { locale: Locale }) {
  const words = wordsFor(locale);
  return (
    <div className="mx-auto max-w-6xl px-4">
      <DietSymbols />
      <DeliveryTermsNote locale={locale} className="pt-3" />
      <MenuBrowser
        categories={categoryChips(menu, locale)}
        imageHost={imageHost}
        searchLimit={maxSearchLength}
        noScriptNote={<OrderByPhoneNote locale={locale} />}
        noScriptCategories={<CategoryLinks locale={locale} />}
        words={words.menu.browser}
        dishWords={words.menu.dish}
        vegMark={<DietMark diet="veg" words={words.menu.dish} decorative />}
        orderAgainWords={words.cart.orderAgain}
      >
        <MenuSections categories={menu} imageHost={imageHost} locale={locale} />
      </MenuBrowser>
      <JsonLd />
    </div>
  );
}
