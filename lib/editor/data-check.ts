import { tableKeyOf } from '../order/table';
import {
  defaultHighestPrice,
  printRate,
  type Cafe,
  type DeliveryTerms,
  type MenuCategory,
} from '@/data/schema';
import { siteSettingsFile, type SiteSettings } from '@/data/site-settings';
import type { SearchWords } from '@/data/search-words';
import { weekdays } from '@/data/weekdays';
import { unknownSearchWords } from '../menu/also-try';
import { categorySlug } from '../menu/menu-lookup';
import { isFieldName } from '../stock/stock-id';
import { isOpenDay, minutesOf } from '../site/opening-hours';
import { checkedAddress } from '../site/checked-address';

// A safety net for vegetarians: a dish named for meat or egg is never marked veg by mistake.
// Hindi names too, in the spellings Indian menus use: murgh (chicken), gosht (mutton), machli or
// macchi (fish), jhinga (prawns), kheema, anda (egg), and the omelette.
const meatWord =
  /\b(chicken|mutton|lamb|fish|prawns?|kh?eema|meat|murgh?|gosht|mach(?:c?h)?h?l?i|macc?hi|jh(?:i|ee)nga)\b/i;
const eggWord = /\b(eggs?|anda|ande|omelett?e?s?)\b/i;

/**
 * Emoji whose picture shows meat, fish or egg in the common emoji fonts (Noto draws 🍜 with egg and
 * fish cake, 🍱 and 🥘 with prawns, 🍔 with a beef patty), so a veg dish never wears one: the data
 * check refuses them on a veg dish. Add to the list when a font shows another.
 */
export const nonVegEmoji: readonly string[] =
  '🍖 🍗 🥩 🥓 🍔 🌭 🌮 🥙 🍕 🍜 🍥 🍢 🍣 🍤 🍱 🥘 🍳 🥚 🐟 🐠 🐡 🦐 🦞 🦀 🦑 🐙 🦪 🐔 🐓 🦃 🦆 🐄 🐖 🐐 🐑 🐇'.split(
    ' ',
  );

// Compared without the variation selector, which some keyboards add and others leave out.
const plain = (emoji: string) => emoji.replace(/\uFE0F/g, '').trim();
const nonVegPictures = new Set(nonVegEmoji.map(plain));

/** Whether the emoji's picture shows meat, fish or egg, so that it would mislead on a veg dish. */
export function showsNonVeg(emoji: string): boolean {
  return nonVegPictures.has(plain(emoji));
}

/**
 * What the schema cannot see in the menu: names given twice, a veg dish named or pictured as meat
 * or egg, a full price below the half, a price above the menu's highest. Each names the dish or
 * category, so the owner can find it.
 */
export function menuProblems(
  menu: readonly MenuCategory[],
  highestPrice = defaultHighestPrice,
): string[] {
  const problems: string[] = [];
  // The category bar links each category by its slug (/menu/#hot-drinks).
  const slugs = new Map<string, string>();
  // The cart, the favourites and the WhatsApp lines know a dish by its name alone.
  const dishes = new Map<string, string>();

  for (const category of menu) {
    const where = `Menu category "${category.name}"`;
    const slug = categorySlug(category.name);
    const sameSlug = slugs.get(slug);
    if (sameSlug === category.name) problems.push(`${where} appears twice.`);
    else if (sameSlug !== undefined) {
      problems.push(
        `${where} has the same link as "${sameSlug}" (/menu/#${slug}): give it a name that differs in letters or digits.`,
      );
    } else if (!isFieldName(slug)) {
      // The link and the editor's stock page know a category by its slug: none, or digits alone,
      // would give it no link and leave the editor without its pages.
      problems.push(
        `${where} needs a letter from a to z in its name, for its link on the menu and its place on the editor's stock page: write it in English letters, as "Tea", and its Hindi name in "Category in Hindi".`,
      );
    }
    slugs.set(slug, category.name);

    for (const item of category.items) {
      const dish = `"${item.name}" in ${category.name}`;
      const listedIn = dishes.get(item.name);
      if (listedIn === category.name)
        problems.push(`${dish} is listed twice: give each its own name, or take one out.`);
      else if (listedIn)
        problems.push(`${dish} is also listed in ${listedIn}: give each dish its own name.`);
      dishes.set(item.name, category.name);
      if (item.diet === 'veg' && showsNonVeg(item.emoji)) {
        problems.push(
          `${dish} is veg, but its emoji ${item.emoji} shows meat, fish or egg: pick one that shows the dish or what is in it.`,
        );
      }
      const meat = meatWord.exec(item.name)?.[1];
      const egg = eggWord.exec(item.name)?.[0];
      if (meat && item.diet !== 'non-veg') {
        problems.push(`${dish} names ${meat.toLowerCase()}, so its diet must be "non-veg".`);
      } else if (egg && item.diet === 'veg') {
        problems.push(`${dish} names ${egg.toLowerCase()}, so its diet cannot be "veg".`);
      }
      for (const [field, price] of [
        ['price', item.price],
        ['full price', item.fullPrice],
      ] as const) {
        if (typeof price === 'number' && price > highestPrice) {
          problems.push(
            `${dish} has ${field} ${price}, above the highest price of a dish, ${highestPrice}: look for an extra digit, or raise "Highest price of a dish" at the top of the menu.`,
          );
        }
      }
      if (item.fullPrice !== undefined) {
        if (item.price === printRate) {
          problems.push(`${dish} is ${printRate}, so it cannot have a full price.`);
        } else if (item.fullPrice <= item.price) {
          problems.push(
            `${dish} has full price ${item.fullPrice}: it must be a whole number above the half price ${item.price}.`,
          );
        }
      }
    }
  }
  return problems;
}

/** Every search word that means a word no dish or category has: the search finds nothing by it. */
export function searchWordProblems(menu: readonly MenuCategory[], words: SearchWords): string[] {
  return unknownSearchWords(menu, words).map(
    ({ typed, meant }) =>
      `Search word "${typed}" means "${meant}", which names no dish: use a word of a dish's name or category on the menu, or take the search word out.`,
  );
}

/** Every favourite on the menu that cannot be ordered. */
export function favouriteProblems(
  menu: readonly MenuCategory[],
  names: readonly string[],
): string[] {
  const dishes = new Map(
    menu.flatMap((category) => category.items).map((dish) => [dish.name, dish]),
  );
  return names
    .filter((name) => dishes.get(name)?.price === printRate)
    .map(
      (name) =>
        `Favourite "${name}" is sold at ${printRate} and cannot be ordered online: choose another dish.`,
    );
}

/** Every favourite the menu does not list: the home page leaves it out. */
export function favouritesOffTheMenu(
  menu: readonly MenuCategory[],
  names: readonly string[],
): string[] {
  const listed = new Set(menu.flatMap((category) => category.items).map((dish) => dish.name));
  return names
    .filter((name) => !listed.has(name))
    .map(
      (name) =>
        `Favourite "${name}" is not on the menu: write its name as the menu does, or take it out.`,
    );
}

/** What the schema cannot see in the cafe's details: numbers that disagree, days off, addresses. */
export function cafeProblems(cafe: Cafe): string[] {
  const problems: string[] = [];
  // Every order goes to this number: 91, then the 10-digit number, as wa.me links want it.
  if (!/^91\d{10}$/.test(cafe.whatsapp)) {
    const digits = cafe.whatsapp.replace(/\D/g, '').replace(/^0+/, '');
    const meant = /^(91)?\d{10}$/.test(digits) ? `91${digits.slice(-10)}` : undefined;
    problems.push(
      `WhatsApp number "${cafe.whatsapp}" must be digits only: 91, then the 10-digit number.${meant ? ` Write "${meant}".` : ''}`,
    );
  }
  for (const phone of cafe.phones) {
    if (!dialsWhatItShows(phone)) {
      problems.push(
        `Phone "${phone.label}" shows ${phone.display} but dials ${phone.tel}: write the same number in display and tel.`,
      );
    }
  }
  cafe.hours.closedOn.forEach((day, index) => {
    if (cafe.hours.closedOn.indexOf(day) !== index) {
      problems.push(`Day off "${day}" is in closedOn twice: write it once.`);
    }
  });
  // Hours that close before they open run past midnight (18:00 to 02:00), and that night belongs
  // to the day it began (lib/site/opening-hours.ts); equal times would read as open round the clock.
  const { opens, closes } = cafe.hours;
  if (minutesOf(closes) === minutesOf(opens)) {
    problems.push(
      `Hours open and close at the same time, "${opens}": write when the cafe closes, as "23:00", or "02:00" for a night that runs past midnight.`,
    );
  }
  if (weekdays.every((weekday) => !isOpenDay(cafe.hours, weekday))) {
    problems.push('closedOn lists every day of the week: the cafe would never open.');
  }
  const mapProblem = addressProblem(() =>
    checkedAddress(cafe.mapUrl, 'mapUrl', { allowQuery: true }),
  );
  return mapProblem ? [...problems, mapProblem] : problems;
}

function addressProblem(check: () => void): string | undefined {
  try {
    check();
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

/**
 * What is wrong in the developer's settings (data/site-settings.ts), each a sentence naming the
 * setting and its value: the build stops on any (scripts/check-content.ts).
 */
export function siteSettingsProblems(settings: SiteSettings): string[] {
  const where = (name: string) => `${name} in ${siteSettingsFile}`;
  const problems = [
    addressProblem(() => checkedAddress(settings.siteUrl, where('siteUrl'))),
    addressProblem(() => checkedAddress(settings.imageHost, where('imageHost'))),
  ].filter((problem) => problem !== undefined);
  if (!/^[+-](0\d|1[0-4]):[0-5]\d$/.test(settings.utcOffset)) {
    problems.push(
      `${where('utcOffset')} is "${settings.utcOffset}": it must be the cafe's clock against UTC, as "+05:30".`,
    );
  }
  return problems;
}

/** What the schema cannot see in the delivery terms: amounts that contradict each other. */
export function deliveryTermsProblems({ fee, freeAbove, minimumOrder }: DeliveryTerms): string[] {
  const problems: string[] = [];
  if (freeAbove !== undefined && minimumOrder !== undefined && freeAbove < minimumOrder) {
    problems.push(
      `freeAbove (${freeAbove}) is below minimumOrder (${minimumOrder}): every order that can be sent would be free.`,
    );
  }
  if (freeAbove !== undefined && !fee) {
    problems.push('freeAbove is set but there is no fee to waive: set fee, or take freeAbove out.');
  }
  return problems;
}

/** What the schema cannot see in the tables: two that a link could not tell apart. */
export function tableProblems(tables: readonly string[]): string[] {
  const seen = new Map<string, string>();
  const problems: string[] = [];
  for (const table of tables) {
    const twin = seen.get(tableKeyOf(table));
    if (twin !== undefined) {
      problems.push(
        `tables has "${twin}" and "${table}", which a table's link cannot tell apart: give each table its own name.`,
      );
    }
    seen.set(tableKeyOf(table), table);
  }
  return problems;
}

/**
 * Whether a phone's tel is the number its display shows. Both are read as the national number: the
 * country code 91 and a trunk 0 taken off, so "+91 (0532) 2400123" shows what "+915322400123" dials.
 */
function dialsWhatItShows({ display, tel }: Cafe['phones'][number]): boolean {
  const national = (text: string) => {
    const digits = text.replace(/\D/g, '');
    return (digits.length > 10 ? digits.replace(/^91/, '') : digits).replace(/^0+/, '');
  };
  const shown = national(display);
  return shown.length >= 6 && national(tel).endsWith(shown);
}
