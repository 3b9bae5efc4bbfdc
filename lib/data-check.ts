import type { Cafe } from '@/data/cafe';
import { categoryNames, diets, type MenuCategory } from '@/data/menu';
import { unknownSearchWords, type SearchWords } from './also-try';
import { deliveryTermsProblems, type DeliveryTerms } from './delivery';
import { isOpenDay, weekdays } from './opening-hours';
import { checkedAddress } from './site';

const clock = /^([01]\d|2[0-3]):[0-5]\d$/;
// A sign, then hours and minutes: "+05:30". Clocks keep offsets within 14 hours of UTC.
const utcOffset = /^[+-](0\d|1[0-4]):[0-5]\d$/;
const knownDiets = new Set<unknown>(diets);
// A photo's name on the image host, in folders: "menu/kulhad-tea.jpg". Not an address, whose first
// part names a host ("res.cloudinary.com/..."), nor one with the host's upload path.
const photoName = /^(?![\w-]+(?:\.[\w-]+)*\.[a-z]{2,}\/)(?!.*image\/upload)[\w-][\w./-]*$/i;
const quotedDiets = diets.map((diet) => `'${diet}'`);
const dietChoices = `${quotedDiets.slice(0, -1).join(', ')} or ${quotedDiets.at(-1)}`;
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

/** Every mistake in the menu, each naming the dish or category, so the owner can find it. */
export function menuProblems(menu: MenuCategory[]): string[] {
  const problems: string[] = [];
  const known = new Set<string>(categoryNames);
  const seen = new Set<string>();
  // The cart, the favourites and the WhatsApp lines know a dish by its name alone.
  const dishes = new Map<string, string>();

  for (const category of menu) {
    const where = `Menu category "${category.name}"`;
    if (!known.has(category.name)) problems.push(`${where} is not one of the menu's categories.`);
    if (seen.has(category.name)) problems.push(`${where} appears twice.`);
    seen.add(category.name);
    if (category.items.length === 0) problems.push(`${where} has no dishes.`);

    for (const item of category.items) {
      const dish = `"${item.name}" in ${category.name}`;
      if (item.name.trim() === '') problems.push(`A dish in ${category.name} has no name.`);
      const listedIn = dishes.get(item.name);
      if (listedIn === category.name) problems.push(`${dish} is listed twice.`);
      else if (listedIn)
        problems.push(`${dish} is also listed in ${listedIn}: give each dish its own name.`);
      dishes.set(item.name, category.name);
      if (item.emoji.trim() === '') problems.push(`${dish} has no emoji.`);
      else if (item.diet === 'veg' && showsNonVeg(item.emoji)) {
        problems.push(
          `${dish} is veg, but its emoji ${item.emoji} shows meat, fish or egg: pick one that shows the dish or what is in it.`,
        );
      }
      if (item.image !== undefined && !photoName.test(item.image)) {
        problems.push(
          `${dish} has image "${item.image}": write only the photo's name on the image host, as "menu/masala-chai.jpg", in letters, digits, - _ . and /, without the host's address.`,
        );
      }
      if (item.soldOut !== undefined && typeof item.soldOut !== 'boolean') {
        problems.push(
          `${dish} has soldOut: ${String(item.soldOut)}: write soldOut: true, or remove it.`,
        );
      }
      if (item.diet === undefined) {
        problems.push(`${dish} has no diet: add diet: ${dietChoices}.`);
      } else if (!knownDiets.has(item.diet)) {
        problems.push(`${dish} has diet ${JSON.stringify(item.diet)}: use one of ${dietChoices}.`);
      } else {
        const meat = meatWord.exec(item.name)?.[1];
        const egg = eggWord.exec(item.name)?.[0];
        if (meat && item.diet !== 'non-veg') {
          problems.push(`${dish} names ${meat.toLowerCase()}, so its diet must be 'non-veg'.`);
        } else if (egg && item.diet === 'veg') {
          problems.push(`${dish} names ${egg.toLowerCase()}, so its diet cannot be 'veg'.`);
        }
      }
      if (item.price !== 'Print Rate' && !isRupees(item.price)) {
        problems.push(
          `${dish} has price ${item.price}: use a whole number of rupees above 0 or 'Print Rate'.`,
        );
      }
      if (item.fullPrice !== undefined) {
        if (item.price === 'Print Rate') {
          problems.push(`${dish} is Print Rate, so it cannot have a full price.`);
        } else if (!isRupees(item.fullPrice) || item.fullPrice <= item.price) {
          problems.push(
            `${dish} has full price ${item.fullPrice}: it must be a whole number above the half price ${item.price}.`,
          );
        }
      }
    }
  }
  for (const name of categoryNames) {
    if (!seen.has(name)) problems.push(`Menu category "${name}" is missing.`);
  }
  return problems;
}

/** Every entry of data/search-words.ts that is blank or means a word no dish or category has. */
export function searchWordProblems(menu: MenuCategory[], words: SearchWords): string[] {
  const problems: string[] = [];
  for (const [typed, meant] of Object.entries(words)) {
    if (typed.trim() === '') problems.push('A search word in data/search-words.ts is blank.');
    if (meant.length === 0 || meant.some((word) => word.trim() === '')) {
      problems.push(`Search word "${typed}" needs the words of the dish names it means.`);
    }
  }
  for (const { typed, meant } of unknownSearchWords(menu, words)) {
    if (meant.trim() === '') continue;
    problems.push(
      `Search word "${typed}" in data/search-words.ts means "${meant}", which names no dish: use a word of a dish's name or category in data/menu.ts, or take the search word out.`,
    );
  }
  return problems;
}

/** Every favourite in data/favourites.ts that the menu does not list or that cannot be ordered. */
export function favouriteProblems(menu: MenuCategory[], names: readonly string[]): string[] {
  const dishes = new Map(
    menu.flatMap((category) => category.items).map((dish) => [dish.name, dish]),
  );
  return names.flatMap((name) => {
    const dish = dishes.get(name);
    if (!dish) {
      return [
        `Favourite "${name}" in data/favourites.ts is not on the menu: write its name as data/menu.ts does.`,
      ];
    }
    return dish.price === 'Print Rate'
      ? [
          `Favourite "${name}" in data/favourites.ts is sold at Print Rate and cannot be ordered online: choose another dish.`,
        ]
      : [];
  });
}

export function cafeProblems(cafe: Cafe): string[] {
  const problems: string[] = [];
  // Every order goes to this number: 91, then the 10-digit number, as wa.me links want it.
  if (!/^91\d{10}$/.test(cafe.whatsapp)) {
    const digits = cafe.whatsapp.replace(/\D/g, '').replace(/^0+/, '');
    const meant = /^(91)?\d{10}$/.test(digits) ? `91${digits.slice(-10)}` : undefined;
    problems.push(
      `WhatsApp number "${cafe.whatsapp}" in data/cafe.ts must be digits only: 91, then the 10-digit number.${meant ? ` Write "${meant}".` : ''}`,
    );
  }
  for (const phone of cafe.phones) {
    if (!/^\+?\d{6,15}$/.test(phone.tel)) {
      problems.push(`Phone "${phone.tel}" in data/cafe.ts must be digits, optionally after a +.`);
    } else if (!dialsWhatItShows(phone)) {
      problems.push(
        `Phone "${phone.label}" in data/cafe.ts shows ${phone.display} but dials ${phone.tel}: write the same number in display and tel.`,
      );
    }
  }
  if (!/^[\w.-]+@[a-z][a-z\d]*$/i.test(cafe.upiId)) {
    problems.push(
      `UPI ID "${cafe.upiId}" in data/cafe.ts must be written as the UPI app shows it: a name, @ and the bank's handle, as "cafe@okaxis".`,
    );
  }
  if (!/^[\w.]{1,30}$/.test(cafe.instagram)) {
    problems.push(
      `Instagram "${cafe.instagram}" in data/cafe.ts must be the account's name alone, as in instagram.com/name: no @, no spaces, no link.`,
    );
  }
  if (!clock.test(cafe.hours.opens) || !clock.test(cafe.hours.closes)) {
    problems.push(
      `Opening hours "${cafe.hours.opens}" to "${cafe.hours.closes}" in data/cafe.ts must be on the 24-hour clock, as "HH:MM".`,
    );
  }
  cafe.hours.closedOn.forEach((day, index) => {
    const meant = weekdays.find((weekday) => weekday.slice(0, 3) === titleCase(day).slice(0, 3));
    if (meant !== day) {
      problems.push(
        `Day off "${day}" in closedOn in data/cafe.ts must be a day of the week written in full${meant ? `: write '${meant}'` : ", as 'Monday'"}.`,
      );
    } else if (cafe.hours.closedOn.indexOf(day) !== index) {
      problems.push(`Day off "${day}" is in closedOn in data/cafe.ts twice: write it once.`);
    }
  });
  if (weekdays.every((weekday) => !isOpenDay(cafe.hours, weekday))) {
    problems.push(
      'closedOn in data/cafe.ts lists every day of the week: the cafe would never open.',
    );
  }
  if (!utcOffset.test(cafe.hours.utcOffset)) {
    problems.push(
      `Opening hours' utcOffset "${cafe.hours.utcOffset}" in data/cafe.ts must be the cafe's clock against UTC, as "+05:30".`,
    );
  }
  for (const [field, url, allowQuery] of [
    ['siteUrl', cafe.siteUrl, false],
    ['imageHost', cafe.imageHost, false],
    ['mapUrl', cafe.mapUrl, true],
  ] as const) {
    try {
      checkedAddress(url, `${field} in data/cafe.ts`, { allowQuery });
    } catch (error) {
      problems.push((error as Error).message);
    }
  }
  return problems;
}

/** Stops the build with every problem listed when the cafe's data is wrong. */
export function assertValidData(
  menu: MenuCategory[],
  cafe: Cafe,
  words: SearchWords,
  delivery: DeliveryTerms,
  favourites: readonly string[],
): void {
  const problems = [
    ...menuProblems(menu),
    ...searchWordProblems(menu, words),
    ...favouriteProblems(menu, favourites),
    ...cafeProblems(cafe),
    ...deliveryTermsProblems(delivery),
  ];
  if (problems.length > 0) {
    throw new Error(`The cafe's data needs fixing:\n- ${problems.join('\n- ')}`);
  }
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

const titleCase = (text: string) =>
  text.trim().charAt(0).toUpperCase() + text.trim().slice(1).toLowerCase();

function isRupees(value: number): boolean {
  return Number.isInteger(value) && value > 0;
}
