/**
 * A line of the cart, as every part of the cart names it and speaks of it ({dish} is its name in
 * the page's language). Each client part below carries it, so that one prop brings all it needs.
 */
const line = {
  sizes: { half: 'Half', full: 'Full' },
  /** A dish in one size: "Veg Chowmein (Half)". */
  sized: '{dish} ({size})',
  /** Joins the last two names of a list: "Kulhad Tea, Veg Momos and Samosa". */
  and: ' and ',
  /** A cart line as a screen reader says it, each part apart: "Kulhad Tea, ₹15 × 3". */
  reading: '{dish}, {price} × {quantity}',
  /** The same for a dish in a size: "Veg Chowmein, Full, ₹110 × 1". */
  readingSized: '{dish}, {size}, {price} × {quantity}',
  /** On the lines of a dish and size at the plate limit, and said when an add goes past it. */
  limit: '{most} plates of {dish} is the most for one order online; for more, please call us.',
  /** What Undo did with a removed line: all its plates back, some, or none. */
  back: '{dish} is back in your cart.',
  partlyBack: {
    one: 'Only 1 of {quantity} plates of {dish} could come back: {most} is the most for one order online.',
    other:
      'Only {count} of {quantity} plates of {dish} could come back: {most} is the most for one order online.',
  },
  notBack:
    '{dish} could not come back: your cart already has {most} plates of it, the most for one order online.',
};

/** The order's sums, on the cart review and the checkout. */
const summary = {
  line,
  heading: 'Order Summary',
  /** A line listed on the checkout: "2 × Veg Chowmein (Half)". */
  listed: '{quantity} × {dish}',
  table: 'Table',
  items: 'Items',
  dishes: 'Dishes',
  deliveryFee: 'Delivery fee',
  free: 'Free',
  total: 'Total',
  minimumOrder: 'Minimum order for delivery is {minimum}: add {short} more.',
  freeDelivery: 'Add {short} more for free delivery.',
};

/** The cart's words: its status line, its lines, its review and sums, and Order again. */
export const cart = {
  line,
  /** What the cart's status line tells a screen reader, and the notes under the header. */
  store: {
    line,
    items: { one: '{count} item in cart', other: '{count} items in cart' },
    added: 'Added {dish} to cart. {items}.',
    removed: 'Removed {dish}. {items}.',
    quantity: '{dish}: quantity {quantity}. {items}.',
    /** After Undo: what it did with the line, then the count. */
    putBack: '{note} {items}.',
    cleared: 'Cart cleared. Undo puts it back.',
    restored: 'Cart restored. {items}.',
    /** A cart taken over on its way to today's menu, and what changed in it. */
    changes: {
      title: 'Your cart now follows today’s menu',
      failed: 'Your cart from the page before could not be brought back.',
      soldOut: {
        one: '{dishes} is sold out today and left your cart.',
        other: '{dishes} are sold out today and left your cart.',
      },
      gone: {
        one: '{dishes} is no longer on our menu and left your cart.',
        other: '{dishes} are no longer on our menu and left your cart.',
      },
      repriced: '{dish} is now {now}, was {was}.',
    },
    /** A table link naming a table the cafe does not have. */
    table: {
      title: 'This is not one of our tables',
      unknown:
        'We have no table "{table}", so this order cannot be for a table. Ask us at the counter, or order for pickup.',
      /** The table this tab was at, which the cafe no longer has (a new version of the site). */
      removed:
        'We have no table {table} now, so this order is not for a table. Ask us at the counter, or choose Pickup or Home Delivery at checkout.',
      nameless:
        'This table link names no table, so this order cannot be for a table. Ask us at the counter, or order for pickup.',
    },
  },
  /** The notice under the header (its notes come from the store or Order again). */
  handOver: {
    failedTitle: 'Your cart could not be brought back yet',
    failed:
      'The page before handed it over, but this page could not download what takes it back: the signal may have dropped.',
    tryAgain: 'Try again',
    startAfresh: 'Start a new cart',
    ok: 'OK',
  },
  /** The header's cart link. */
  link: {
    label: { one: 'Cart, {count} item', other: 'Cart, {count} items' },
  },
  /** A dish's Order Now on the home page, which adds a plate on the way to the order page. */
  orderNow: {
    now: 'Order Now',
    half: 'Order Half',
    full: 'Order Full',
    /** The link's name: "Order Half: Veg Chowmein". */
    label: '{action}: {dish}',
  },
  /** The order page's list of lines, with its sums. */
  review: {
    line,
    summary,
    heading: 'Dishes in your cart',
    each: '{price} each',
    /** What a line's controls call it when another line has the same dish and size. */
    sameDish: '{dish}, line {number}',
    decrease: 'Decrease quantity of {dish}',
    increase: 'Increase quantity of {dish}',
    /** Read before the line's quantity and total. */
    quantity: 'Quantity',
    lineTotal: 'Line total',
    remove: 'Remove {dish}',
    removed: '{dish} removed.',
    undo: 'Undo',
    undoLabel: 'Undo: put {dish} back',
    clear: 'Clear Cart',
    checkout: 'Proceed to Checkout',
    opening: 'Opening checkout…',
  },
  summary,
  /** Order again: the last order sent from this phone, into the cart at today's prices. */
  orderAgain: {
    line,
    button: 'Order again',
    /** The button where no heading above it names the dishes. */
    withDishes: 'Order again: {dishes}',
    adding: 'Adding your last order…',
    /** A heading over the last order, for a page that shows when it was sent. */
    heading: 'Your last order, {date}',
    /** The last order in a few words: "2 × Kulhad Tea, Veg Momos and 3 more". */
    plates: '{quantity} × {dish}',
    more: '{dishes} and {count} more',
    /** The note under the header, and to a screen reader, once it is added. */
    title: 'Your last order',
    added: {
      one: "Added {count} item from your last order, at today's prices.",
      other: "Added {count} items from your last order, at today's prices.",
    },
    nothing: 'Nothing from your last order could be added.',
    soldOut: {
      one: '{dishes} is sold out today, so it was not added.',
      other: '{dishes} are sold out today, so they were not added.',
    },
    gone: {
      one: '{dishes} is no longer on our menu, so it was not added.',
      other: '{dishes} are no longer on our menu, so they were not added.',
    },
    failedTitle: 'Your last order could not be added yet',
    failed:
      'Your last order could not be added: the signal may have dropped. Press Order again to try again.',
  },
};
