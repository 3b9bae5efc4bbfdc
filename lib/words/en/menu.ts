/** The menu page: its controls, the dish rows, the search and the cart bar at its foot. */
export const menu = {
  /** The menu's client island (components/menu/menu-browser.tsx) and what it draws. */
  browser: {
    title: 'Our Menu',
    searchLabel: 'Search the menu',
    searchPlaceholder: 'Search: momos, paneer, chai',
    /** Under the search box when it is full: what was typed or pasted beyond it was cut. */
    searchCut: 'A search reads up to {count} letters: the rest was left out.',
    vegOnly: 'Veg only',
    /** The category bar's name, also the links' that stand in for it without JavaScript. */
    categories: 'Menu categories',
    cartBar: {
      label: 'Your cart',
      table: 'Table {table}',
      empty: 'Add dishes to order on WhatsApp',
      viewCart: {
        one: 'View Cart ({count} item) · {total}',
        other: 'View Cart ({count} items) · {total}',
      },
    },
    search: {
      heading: 'Search Results',
      failed: 'The search could not load: check your signal, then try again.',
      tryAgain: 'Try again',
      noneFound: 'No items found',
      found: { one: '{count} dish found', other: '{count} dishes found' },
      /** The heading over dishes the search words offer when no name contains the search. */
      offered: {
        one: '{dish} for “{query}”',
        other: '{dish} and {more} more for “{query}”',
      },
      /** What Veg only hides of the dishes found, when some are still shown. */
      vegHides: {
        one: 'Veg only hides {count} matching dish with egg or meat.',
        other: 'Veg only hides {count} matching dishes with egg or meat.',
      },
      /** What Veg only hides, when it hides every dish found. */
      vegHidesAll: {
        one: 'Veg only hides {count} matching dish with egg or meat: switch it off to see it.',
        other:
          'Veg only hides {count} matching dishes with egg or meat: switch it off to see them.',
      },
      didYouMean: 'Did you mean',
      notInName: 'No items found with “{query}” in the name.',
      alsoTry: 'Also try',
      favourites: 'Our favourites',
      favouritesIntro:
        'Nothing on the menu is close to “{query}”. Try another word, pick a category above, or one of these.',
    },
  },
  /** One dish's row (components/menu/dish-row.tsx), on the server and in search results. */
  dish: {
    soldOut: 'Sold out',
    printRate: 'Print Rate',
    soldAtMrp: 'Sold at MRP at the cafe',
    half: 'Half',
    full: 'Full',
    /** Each diet mark's name, as a screen reader reads it. */
    diet: {
      veg: 'Vegetarian',
      egg: 'Contains egg',
      'non-veg': 'Non-vegetarian',
    },
    /** Written in the egg mark, so that egg is not told from non-veg by colour alone. */
    eggMark: 'EGG',
    /** The Add button, one object shared by every row. */
    add: {
      button: 'Add',
      label: 'Add {dish} to cart',
      /** A dish with its size, in the label: "Veg Chowmein (Half)". */
      sized: '{dish} ({size})',
      half: 'Half',
      full: 'Full',
      /** After the count of plates on the button's corner, for a screen reader. */
      inCart: ' in cart',
    },
  },
  /** The menu's sections (components/menu/menu-sections.tsx). */
  sections: {
    dishes: { one: '{count} dish', other: '{count} dishes' },
    noVeg: '{category} has no vegetarian dishes: switch off Veg only to see its {dishes}.',
  },
  /** Shown with JavaScript off on the menu and the order page (order-by-phone-note.tsx). */
  orderByPhone: {
    label: 'How to order',
    text: 'Online ordering needs JavaScript, which is off in this browser. To order, call us or send us your order on WhatsApp.',
    call: 'Call {phone}',
    whatsapp: 'WhatsApp us',
  },
};
