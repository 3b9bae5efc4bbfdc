import { z } from 'zod';
import { stampedSoldOut, stockStates } from './stock-marks';
import { uploadedPhotoPattern } from './photos';
import { weekdays } from './weekdays';

/**
 * The shape of every file in content/, the cafe's words and numbers that the owner edits: one
 * schema per file, from which the site's types are derived. It runs when the site is built and in
 * the tests (lib/editor/content-check.ts), never in a customer's browser, which imports only its types.
 * Each message is the second half of a sentence whose first half names the file and the dish or
 * field (lib/editor/content-check.ts): "has price 0: use a whole number of rupees above 0".
 */

const shown = (value: unknown) => (typeof value === 'string' ? `"${value}"` : String(value));

/** The same words for every way a value can be wrong. */
function says(message: (input: unknown) => string) {
  return { error: (issue: { input?: unknown }) => message(issue.input) };
}

function text(what: string, example: string) {
  const wrong = says((input) =>
    input === undefined
      ? `has no ${what}: add one, as ${example}.`
      : `needs ${what} as text, as ${example}.`,
  );
  return z
    .string(wrong)
    .trim()
    .min(1, { error: `has an empty ${what}: write one, as ${example}.` });
}

/** Fields no schema knows are refused by name, so that a misspelt "soldout" is not lost. */
function fields<Shape extends z.ZodRawShape>(what: string, shape: Shape) {
  const known = Object.keys(shape).join(', ');
  return z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `has ${issue.keys.map((key) => `"${key}"`).join(', ')}, which ${issue.keys.length === 1 ? 'is' : 'are'} not a field of ${what}: the fields are ${known}.`
        : `must be a group of fields (${known}).`,
  });
}

/**
 * A string that must match `pattern`. `fix` says what to write; the build says it after the wrong
 * value ("is \"25:00\": write it on the 24-hour clock") and the editor says it under the field.
 */
function matching(pattern: RegExp, fix: string, what = 'is') {
  return z
    .string(says(() => `needs text: ${fix}`))
    .regex(pattern, { error: (issue) => `${what} ${shown(issue.input)}: ${fix}` })
    .meta({ patternHint: fix });
}

/**
 * How the editor at /admin/ shows a field (lib/editor/config.ts): its label, the hint under it,
 * and, where the type alone does not say it, its widget and the labels of its choices.
 */
export type EditorField = {
  title: string;
  description?: string;
  widget?: 'text' | 'price' | 'image';
  choices?: Record<string, string>;
  /** What a list's collapsed entries show: "{{fields.name}}". */
  summary?: string;
};
const shows = (field: EditorField) => field;

function list<Item extends z.ZodType>(item: Item, what: string) {
  return z.array(
    item,
    says(() => `must be a list of ${what}, in [ ].`),
  );
}

// ---- The menu (content/menu.json) ----

export const diets = ['veg', 'egg', 'non-veg'] as const;
const dietChoices = diets
  .map((diet) => `"${diet}"`)
  .join(', ')
  .replace(/, ([^,]*)$/, ' or $1');

export const printRate = 'Print Rate';

/** What the editor says under a field of whole rupees, where a number with paise would not do. */
export const wholeRupeesHint = 'Whole rupees, without paise: 62, not 62.5.';

/** Whether a number has paise (62.5), which the site cannot take. */
const paise = (input: unknown): input is number =>
  typeof input === 'number' && Number.isFinite(input) && !Number.isInteger(input);
/** What to write instead, after the field and its value: "has price 62.5: ...". */
const paiseWords = (input: number) =>
  `the site takes whole rupees, without paise: write ${Math.floor(input)} or ${Math.ceil(input)}.`;

const priceWords = (input: unknown) =>
  input === undefined
    ? `has no price: add a whole number of rupees, or "${printRate}".`
    : paise(input)
      ? `has price ${input}: ${paiseWords(input)}`
      : `has price ${shown(input)}: use a whole number of rupees above 0 or "${printRate}".`;
const rupees = (message: (input: unknown) => string) =>
  z.number(says(message)).int(says(message)).positive(says(message));

// A photo's name on the image host, in folders: "menu/kulhad-tea.jpg". Not an address, whose first
// part names a host ("res.cloudinary.com/..."), nor one with the host's upload path. Or one the
// owner uploaded, as the editor names it: "/photos/kulhad-tea.webp" (data/photos.ts).
const hostPhotoName = /(?![\w-]+(?:\.[\w-]+)*\.[a-zA-Z]{2,}\/)(?!.*image\/upload)[\w-][\w./-]*/;
const photoName = new RegExp(`^(?:${uploadedPhotoPattern}|${hostPhotoName.source})$`);

/** A description is one short line on the menu: a portion, a count of pieces, what a thali holds. */
export const descriptionLimit = 90;

/** A line of at most descriptionLimit characters; `field` is its name in the file. */
function oneLine(what: string, field = what) {
  return z
    .string(says(() => `needs its ${what} as text.`))
    .trim()
    .min(1, { error: `has an empty ${what}: write one line, or take "${field}" out.` })
    .max(descriptionLimit, {
      error: (issue) =>
        `has a ${what} of ${String(issue.input).length} characters: keep it to one line of at most ${descriptionLimit}.`,
    })
    .regex(/^[^\n]*$/, { error: `has a ${what} of more than one line: write it as one.` });
}

export const dishSchema = fields('a dish', {
  name: text('name', '"Masala Chai"').meta(
    shows({ title: 'Name', description: 'As the menu and the WhatsApp order show it.' }),
  ),
  /** The name on the Hindi pages (/hi/); left out, they show `name`. */
  hindiName: text('Hindi name', '"कुल्हड़ चाय"')
    .meta(
      shows({
        title: 'Name in Hindi',
        description:
          'Optional, in Devanagari, as the Hindi menu shows it. Left out, the Hindi menu shows the name above.',
      }),
    )
    .optional(),
  /** One short line under the name: "8 pieces, with red chutney". */
  description: oneLine('description')
    .meta(
      shows({
        title: 'Description',
        description: `Optional, one line under the name: the portion, the pieces, what a thali holds. At most ${descriptionLimit} characters.`,
      }),
    )
    .optional(),
  /** The description on the Hindi pages; left out, they show `description`. */
  hindiDescription: oneLine('Hindi description', 'hindiDescription')
    .meta(
      shows({
        title: 'Description in Hindi',
        description: `Optional, the line above in Hindi. At most ${descriptionLimit} characters.`,
      }),
    )
    .optional(),
  diet: z
    .enum(
      diets,
      says((input) =>
        input === undefined
          ? `has no diet: add "diet": ${dietChoices}.`
          : `has diet ${shown(input)}: use one of ${dietChoices}.`,
      ),
    )
    .meta(
      shows({
        title: 'Diet',
        description: 'Egg: egg but no meat or fish. Non-veg: chicken, mutton or fish.',
        choices: { veg: 'Veg', egg: 'Egg', 'non-veg': 'Non-veg' },
      }),
    ),
  /** Whole rupees (the Half plate when there is a full price), or "Print Rate" for packaged goods. */
  price: z.union([rupees(priceWords), z.literal(printRate)], says(priceWords)).meta(
    shows({
      title: 'Price (₹)',
      description: 'Whole rupees; the Half plate when the dish has a Full price.',
      widget: 'price',
    }),
  ),
  /** The Full plate's price, when the dish comes in Half and Full. */
  fullPrice: rupees((input) =>
    paise(input)
      ? `has full price ${input}: ${paiseWords(input)}`
      : `has full price ${shown(input)}: it must be a whole number of rupees above the half price.`,
  )
    .meta(
      shows({
        title: 'Full price (₹)',
        description:
          'Only for a dish sold as Half and Full: the Full plate; the price above is the Half.',
      }),
    )
    .optional(),
  emoji: text('emoji', '"🍵"').meta(
    shows({
      title: 'Emoji',
      description:
        'Shown while the photo loads, or in its place. Not meat, fish or egg on a veg dish.',
    }),
  ),
  /** A photo uploaded in the editor (data/photos.ts), or its name on the image host (content/cafe.json's imageHost). */
  image: matching(
    photoName,
    'upload the photo in the editor, or write only its name on the image host, as "menu/masala-chai.jpg", in letters, digits, - _ . and /, without the host\'s address.',
    'has image',
  )
    .meta(
      shows({
        title: 'Photo',
        description: 'Optional: take or pick a photo of the dish. Without one, the emoji is shown.',
        widget: 'image',
      }),
    )
    .optional(),
});

export const categorySchema = fields('a category', {
  name: text('name', '"Hot Drinks"').meta(
    shows({ title: 'Category', description: 'Its name on the category bar and above its dishes.' }),
  ),
  /** The category's name on the Hindi pages; left out, they show `name`. */
  hindiName: text('Hindi name', '"गरम चाय-कॉफ़ी"')
    .meta(
      shows({
        title: 'Category in Hindi',
        description: 'Optional, in Devanagari. Left out, the Hindi menu shows the name above.',
      }),
    )
    .optional(),
  items: list(dishSchema, 'dishes')
    .min(1, { error: 'has no dishes: add one, or take the category out.' })
    .meta(shows({ title: 'Dishes', summary: '{{fields.name}}' })),
});

/**
 * The highest price a dish may have when the menu names none (content/menu.json's highestPrice):
 * about three times the dearest dish of the menu the cafe opened with, so that a slip of the thumb
 * (an extra digit, ₹99,999) is refused, not published, and a dearer dish is one change away.
 */
export const defaultHighestPrice = 1000;

const highestPriceWords = (input: unknown) =>
  paise(input)
    ? `has highestPrice ${input}: ${paiseWords(input)}`
    : `has highestPrice ${shown(input)}: use a whole number of rupees above 0.`;

export const menuSchema = fields('the menu', {
  /** The highest price, Full or Half, any dish may have: defaultHighestPrice when left out. */
  highestPrice: rupees(highestPriceWords)
    .meta(
      shows({
        title: 'Highest price of a dish (₹)',
        description: `Optional, ${defaultHighestPrice} when left empty. A price above it is refused as a likely slip of the thumb: raise it here for a dearer dish.`,
      }),
    )
    .optional(),
  categories: list(categorySchema, 'categories')
    .min(1, { error: 'has no categories.' })
    .meta(
      shows({
        title: 'Categories',
        description: 'In the order the menu shows them. Drag to reorder.',
        summary: '{{fields.name}}',
      }),
    ),
});

export type Diet = (typeof diets)[number];
export type MenuItem = z.infer<typeof dishSchema>;
export type Price = MenuItem['price'];
export type MenuCategory = z.infer<typeof categorySchema>;

// ---- The cafe (content/cafe.json) ----

const onTheClock = matching(
  /^([01]\d|2[0-3]):[0-5]\d$/,
  'write it on the 24-hour clock, as "HH:MM": "22:30" for half past ten at night.',
);

const phoneSchema = fields('a phone', {
  label: text('label', '"Orders"').meta(shows({ title: 'Label', description: 'Orders, Cafe…' })),
  /** The label on the Hindi pages (/hi/); left out, they show `label`. */
  hindiLabel: text('Hindi label', '"ऑर्डर"')
    .meta(
      shows({
        title: 'Label in Hindi',
        description:
          'Optional, in Devanagari: ऑर्डर, कैफ़े… Left out, the Hindi pages show the label above.',
      }),
    )
    .optional(),
  display: text('number as shown', '"+91 98765 43210"').meta(
    shows({ title: 'Number as shown', description: 'As customers read it: +91 98765 43210.' }),
  ),
  tel: matching(/^\+?\d{6,15}$/, 'write digits, optionally after a +, as "+919876543210".').meta(
    shows({ title: 'Number dialled', description: 'The same number, as a call link dials it.' }),
  ),
});

export const cafeSchema = fields('the cafe', {
  name: text('name', '"CPC Cafe"'),
  tagline: text('tagline', '"Kulhad chai and momos"'),
  /** The tagline on the Hindi pages (/hi/); left out, they show `tagline`. */
  hindiTagline: text('Hindi tagline', '"कुल्हड़ चाय और मोमोज़"')
    .meta(
      shows({
        title: 'Tagline in Hindi',
        description: 'Optional, in Devanagari. Left out, the Hindi pages show the tagline.',
      }),
    )
    .optional(),
  description: text('description', '"Kulhad chai, momos and thalis, freshly made."'),
  /** Shown on the site and dialled by the call links; tel is the number in international form. */
  phones: list(phoneSchema, 'phones').min(1, { error: 'needs at least one phone.' }),
  /** The WhatsApp number that receives orders: 91, then the 10-digit number. */
  whatsapp: text('WhatsApp number', '"919876543210"').meta(
    shows({
      title: 'WhatsApp number for orders',
      description: 'Digits only: 91, then the 10-digit number.',
    }),
  ),
  /** The language of the WhatsApp orders the kitchen reads, whichever page they come from. */
  orderLanguage: z
    .enum(
      ['English', 'Hindi'],
      says((input) => `has orderLanguage ${shown(input)}: write "English" or "Hindi".`),
    )
    .meta(
      shows({
        title: 'Language of WhatsApp orders',
        description:
          'Optional, English when left out. Every order comes in this language, dish names included, from the English and the Hindi pages alike.',
        choices: { English: 'English', Hindi: 'Hindi' },
      }),
    )
    .optional(),
  instagram: matching(
    /^[\w.]{1,30}$/,
    "it must be the account's name alone, as in instagram.com/name: no @, no spaces, no link.",
  ).meta(shows({ title: 'Instagram account' })),
  address: fields('the address', {
    street: text('street', '"12 Main Market Road"'),
    city: text('city', '"Prayagraj"'),
    /** The city as the Hindi pages name it ("प्रयागराज"); left out, they name it as `city`. */
    hindiCity: text('Hindi city', '"प्रयागराज"')
      .meta(
        shows({
          title: 'City in Hindi',
          description:
            'Optional, in Devanagari. Left out, the Hindi pages write the city as above.',
        }),
      )
      .optional(),
    region: text('state', '"Uttar Pradesh"'),
    postalCode: matching(/^\d{6}$/, 'write the 6-digit PIN code.').meta(
      shows({ title: 'PIN code' }),
    ),
    country: z.literal('IN', { error: 'must be "IN": the site is written for a cafe in India.' }),
  }),
  mapUrl: text('map link', '"https://maps.google.com/?q=..."'),
  hours: fields('the opening hours', {
    /** 24-hour clock, on the cafe's clock (utcOffset in data/site-settings.ts). */
    opens: onTheClock.meta(shows({ title: 'Opens at' })),
    /** Before `opens` for a night that runs past midnight: "02:00" after "18:00". */
    closes: onTheClock.meta(
      shows({
        title: 'Closes at',
        description:
          'Past midnight, the time the night ends: 02:00 for a cafe open from 18:00 to 2 at night.',
      }),
    ),
    /**
     * Days off in full: ["Monday"] for a cafe shut on Mondays; [] or left out (as the editor saves
     * an empty choice) for one open every day.
     */
    closedOn: list(
      z.enum(
        weekdays,
        says((input) => `is ${shown(input)}: write a day of the week in full, as "Monday".`),
      ),
      'days',
    )
      .default([])
      .meta(
        shows({ title: 'Days off', description: 'Leave empty when the cafe opens every day.' }),
      ),
  }),
  upiId: matching(
    /^[\w.-]+@[a-zA-Z][a-zA-Z\d]*$/,
    'write it as the UPI app shows it: a name, @ and the bank\'s handle, as "cafe@okaxis".',
  ).meta(shows({ title: 'UPI ID' })),
  priceRange: text('price range', '"₹₹"'),
  cuisines: list(text('cuisine', '"Chinese"'), 'cuisines'),
  mediaPartner: fields('the media partner', {
    name: text('name', '"City Food Diaries"'),
    url: text('link', '"https://www.instagram.com/cityfooddiaries/"'),
  }),
  foundedYear: z
    .number(says(() => 'must be a year, as 2020.'))
    .int({ error: 'must be a year, as 2020.' })
    .min(1900, { error: 'must be a year, as 2020.' }),
});

export type Cafe = z.infer<typeof cafeSchema>;

// ---- Delivery terms (content/delivery.json): each optional; left out, it is not shown or charged ----

const wholeRupeesWords = (input: unknown) =>
  paise(input)
    ? `is ${input}: ${paiseWords(input)}`
    : `is ${shown(input)}: use a whole number of rupees, 0 or more.`;
const wholeRupees = (title: string, description: string) =>
  z
    .number(says(wholeRupeesWords))
    .int(says(wholeRupeesWords))
    .min(0, says(wholeRupeesWords))
    .meta(shows({ title, description }))
    .optional();

export const deliverySchema = fields('the delivery terms', {
  /** Where the cafe delivers: "Within 3 km of Civil Lines". */
  area: text('area', '"Within 3 km of Civil Lines"')
    .meta(
      shows({
        title: 'Where you deliver',
        description: 'Optional. For example: Within 3 km of Civil Lines',
      }),
    )
    .optional(),
  /** How long a delivery takes: "30-45 min". */
  time: text('time', '"30-45 min"')
    .meta(
      shows({
        title: 'How long a delivery takes',
        description: 'Optional. For example: 30-45 min',
      }),
    )
    .optional(),
  /** The area and the time on the Hindi pages (/hi/); with either left out, they say the terms in English. */
  hindiArea: text('Hindi area', '"कटरा से 4 किमी के अंदर"')
    .meta(
      shows({
        title: 'Where you deliver, in Hindi',
        description:
          'Optional, in Devanagari. Left out, the Hindi pages say the delivery terms in English.',
      }),
    )
    .optional(),
  hindiTime: text('Hindi time', '"30-45 मिनट"')
    .meta(
      shows({
        title: 'How long a delivery takes, in Hindi',
        description:
          'Optional, in Devanagari. Left out, the Hindi pages say the delivery terms in English.',
      }),
    )
    .optional(),
  /** Added to every delivery order. */
  fee: wholeRupees(
    'Delivery fee (₹)',
    'Optional. Added to every delivery order; pickup pays none.',
  ),
  /** From this total of dishes, delivery is free. */
  freeAbove: wholeRupees(
    'Free delivery from (₹)',
    'Optional. No fee once the dishes come to this much.',
  ),
  /** A delivery order of dishes below this total cannot be sent. */
  minimumOrder: wholeRupees(
    'Minimum for delivery (₹)',
    'Optional. A delivery order of dishes below this cannot be sent.',
  ),
});

export type DeliveryTerms = z.infer<typeof deliverySchema>;

// ---- Ordering (content/ordering.json): tables for dine-in, and how far ahead customers may order ----

/** What a table's name may be: it is printed on its card and carried in its link (?table=7). */
export const tableNamePattern = /^[\p{L}\p{N}][\p{L}\p{N} -]{0,19}$/u;

const minutesWords = (most: number) => (input: unknown) =>
  `is ${shown(input)}: use a whole number of minutes from 0 to ${most}.`;
const daysWords = (input: unknown) => `is ${shown(input)}: use a whole number of days from 0 to 6.`;

export const orderingSchema = fields('the ordering settings', {
  /** The cafe's tables, each a number or a short name; each gets a card with its QR code. */
  tables: list(
    matching(
      tableNamePattern,
      'write a number or a short name of at most 20 letters, digits, spaces or hyphens, as "7" or "Terrace 2".',
    ).meta(shows({ title: 'Table' })),
    'tables',
  )
    .meta(
      shows({
        title: 'Tables',
        description: 'Optional. Each table gets a card with a QR code for ordering at that table.',
      }),
    )
    .optional(),
  /** The least time the kitchen needs before an order for later, in minutes. */
  leadTime: z
    .number(says(minutesWords(240)))
    .int(says(minutesWords(240)))
    .min(0, says(minutesWords(240)))
    .max(240, says(minutesWords(240)))
    .meta(
      shows({
        title: 'Minutes the kitchen needs',
        description: 'Optional, 30 when left out. An order for later is at least this far ahead.',
      }),
    )
    .optional(),
  /** How many days after today a customer may order for: 1 is today and tomorrow. */
  daysAhead: z
    .number(says(daysWords))
    .int(says(daysWords))
    .min(0, says(daysWords))
    .max(6, says(daysWords))
    .meta(
      shows({
        title: 'Days ahead customers may order for',
        description: 'Optional, 1 when left out: today and tomorrow. 0 is today only.',
      }),
    )
    .optional(),
});

export type OrderingSettings = z.infer<typeof orderingSchema>;

// ---- Favourites, search words, About and reviews ----

export const favouritesSchema = fields('the favourites', {
  /** Dishes shown on the home page, by their name on the menu. */
  dishes: list(text('dish name', '"Kulhad Tea"'), 'dish names').meta(
    shows({
      title: 'Favourite dishes',
      description: "Shown on the home page: each dish's name exactly as the menu writes it.",
    }),
  ),
});

export const searchWordsSchema = fields('the search words', {
  words: list(
    fields('a search word', {
      /** What customers type, in small letters or Devanagari: "chai". */
      typed: text('word as typed', '"chai"').meta(
        shows({
          title: 'What customers type',
          description: 'In small letters or Devanagari, for example: chai',
        }),
      ),
      /** Words of the dish names it means: ["tea"]. */
      means: list(text('word of a dish name', '"tea"'), 'words')
        .min(1, { error: 'needs the words of the dish names it means.' })
        .meta(
          shows({ title: 'Words of the dish names it means', description: 'For example: tea' }),
        ),
    }),
    'search words',
  ).meta(shows({ title: 'Search words', summary: '{{fields.typed}}' })),
});

/** What customers type, each with the words of the dish names it means. */
export type SearchWords = z.infer<typeof searchWordsSchema>['words'];

const storyText = text('text', '"Chai is brewed to order."').meta(
  shows({ title: 'Text', widget: 'text' }),
);

/** The Hindi About page's words beside the English ones; left out, it shows the English. */
const hindiStoryText = text('Hindi text', '"चाय हर कप के लिए ताज़ा बनती है।"').meta(
  shows({ title: 'Text in Hindi', widget: 'text' }),
);

function hindiParagraphs(what: string) {
  return list(hindiStoryText, 'paragraphs')
    .meta(
      shows({
        title: `${what} in Hindi`,
        description: `Optional: the ${what.toLowerCase()} paragraphs above in Hindi, in Devanagari. Left out, the Hindi About page shows the English.`,
      }),
    )
    .optional();
}

const hindiTitle = (example: string) =>
  text('Hindi title', example)
    .meta(
      shows({
        title: 'Title in Hindi',
        description:
          'Optional, in Devanagari. Left out, the Hindi About page shows the title above.',
      }),
    )
    .optional();

const hindiText = hindiStoryText
  .meta(
    shows({
      title: 'Text in Hindi',
      description: 'Optional, in Devanagari. Left out, the Hindi About page shows the text above.',
      widget: 'text',
    }),
  )
  .optional();

export const aboutSchema = fields('the About page', {
  story: list(storyText, 'paragraphs'),
  hindiStory: hindiParagraphs('Story'),
  values: list(
    fields('a value', {
      emoji: text('emoji', '"🍵"'),
      title: text('title', '"Fresh"'),
      hindiTitle: hindiTitle('"ताज़ा"'),
      text: storyText,
      hindiText,
    }),
    'values',
  ),
  timeline: list(
    fields('a year of the timeline', {
      year: z
        .number(says(() => 'must be a year, as 2020.'))
        .int({ error: 'must be a year, as 2020.' }),
      title: text('title', '"The first kulhad"'),
      hindiTitle: hindiTitle('"पहला कुल्हड़"'),
      text: storyText,
      hindiText,
    }),
    'years',
  ),
  culture: list(storyText, 'paragraphs'),
  hindiCulture: hindiParagraphs('Culture'),
});

export const reviewsSchema = fields('the reviews', {
  reviews: list(
    fields('a review', {
      name: text('name', '"Priya"'),
      /** Where the customer is from or how they know the cafe, shown under the name. */
      detail: text('detail', '"Regular since 2021"'),
      quote: text('quote', '"The best kulhad chai in town."').meta(
        shows({ title: 'Quote', widget: 'text' }),
      ),
      /** Stars out of 5. */
      rating: z
        .number(says(() => 'must be stars out of 5, a whole number from 1 to 5.'))
        .int({ error: 'must be stars out of 5, a whole number from 1 to 5.' })
        .min(1, { error: 'must be stars out of 5, a whole number from 1 to 5.' })
        .max(5, { error: 'must be stars out of 5, a whole number from 1 to 5.' }),
    }),
    'reviews',
  ),
});

export type About = z.infer<typeof aboutSchema>;
export type Testimonial = z.infer<typeof reviewsSchema>['reviews'][number];

// ---- Stock (content/stock.json): what the kitchen has run out of, apart from the menu ----

const stockChoices = stockStates.map((state) => `"${state}"`).join(' or ');

/**
 * The dishes not in stock, by category and then by dish, each by its id (lib/stock/stock.ts: its name in
 * small letters and hyphens), as the editor's stock page lists them:
 * { "momos": { "steam-momos": "sold out until 2026-12-03 10:00" } }. It changes without a new
 * build of the site (docs/owner.md); a mark of a dish not on the menu is dropped with it.
 */
export const stockSchema = z.record(
  z.string(),
  z.record(
    z.string(),
    z.union(
      [
        z.enum(stockStates),
        z.custom<`sold out until ${string}`>(
          (value) => typeof value === 'string' && stampedSoldOut.test(value),
        ),
      ],
      {
        error: (issue) => `is ${shown(issue.input)}: write ${stockChoices}, or take the dish out.`,
      },
    ),
    says(() => 'must be a group of dishes: { "steam-momos": "sold out today" }.'),
  ),
  says(() => 'must be a group of categories, each a group of dishes.'),
);

export { stockStates };
export type StockState = (typeof stockStates)[number];
export type Stock = z.infer<typeof stockSchema>;
/** A dish's mark in the owner's file: a state, or sold out today with its end. */
export type StockMark = Stock[string][string];

/** Every file of content/, by its name there, with the schema it must follow. */
export const contentSchemas = {
  'stock.json': stockSchema,
  'menu.json': menuSchema,
  'cafe.json': cafeSchema,
  'delivery.json': deliverySchema,
  'ordering.json': orderingSchema,
  'favourites.json': favouritesSchema,
  'search-words.json': searchWordsSchema,
  'about.json': aboutSchema,
  'reviews.json': reviewsSchema,
} as const;

export type ContentFile = keyof typeof contentSchemas;
export type Content = { [File in ContentFile]: z.infer<(typeof contentSchemas)[File]> };
