/**
 * The order page: the cart's checkout, the details form, later times, payment and the delivery
 * terms. The first parts are also read by lib/order/whatsapp.ts, whose message the kitchen reads in
 * English whatever the page's language: it imports them by name, so that the rest stays out.
 */
import { hours } from './hours';

/** A day as the cafe writes it: "Fri 27 Nov" (lib/order/calendar.ts). */
export const calendar = {
  /** Sunday first, as Date's getUTCDay counts. */
  weekdays: {
    sun: 'Sun',
    mon: 'Mon',
    tue: 'Tue',
    wed: 'Wed',
    thu: 'Thu',
    fri: 'Fri',
    sat: 'Sat',
  },
  months: {
    jan: 'Jan',
    feb: 'Feb',
    mar: 'Mar',
    apr: 'Apr',
    may: 'May',
    jun: 'Jun',
    jul: 'Jul',
    aug: 'Aug',
    sep: 'Sep',
    oct: 'Oct',
    nov: 'Nov',
    dec: 'Dec',
  },
  /** {day} is the day of the month. */
  date: '{weekday} {day} {month}',
};

/** A later time and its day (lib/order/order-time.ts). {date} is a `calendar.date`. */
export const time = {
  /** Inside a time: "7:30 PM, today (Fri 27 Nov)". */
  today: 'today ({date})',
  tomorrow: 'tomorrow ({date})',
  /** A time and its day: "7:30 PM, tomorrow (Sat 28 Nov)"; {date} may be a day alone. */
  slot: '{time}, {date}',
  /** The headings of the days in the list of times. */
  todayGroup: 'Today ({date})',
  tomorrowGroup: 'Tomorrow ({date})',
  /** Last night's opening still running past midnight, by today's date. */
  tonightGroup: 'Tonight, after midnight ({date})',
  /** A clock time: the hours' own (lib/words/en/hours.ts). */
  clock: hours.clock,
};

/** The ways of ordering (lib/order/order-type.ts). */
export const orderType = {
  legend: 'Order type',
  labels: {
    delivery: 'Home Delivery',
    pickup: 'Pickup',
    'dine-in': 'Dine-in',
  },
  /** The choice at a table: "Dine-in · Table 7". */
  atTable: '{type} · Table {table}',
};

/** How the customer will pay (lib/order/order-type.ts). */
export const payment = {
  legend: 'How will you pay?',
  optional: 'Optional: it tells us what to expect.',
  labels: {
    upi: 'UPI',
    cash: 'Cash',
  },
};

export const checkout = {
  calendar,
  time,
  orderType,
  payment,
  /** The details form's text fields (lib/order/checkout.ts, components/checkout/form-field.tsx). */
  fields: {
    labels: {
      name: 'Name',
      phone: 'Phone number',
      address: 'Delivery address',
      instructions: 'Cooking instructions',
    },
    /** A field named inside a sentence: "fill in your name and phone number". */
    inSentence: {
      name: 'name',
      phone: 'phone number',
      address: 'delivery address',
      instructions: 'cooking instructions',
    },
    optional: '(optional)',
    required: '(required)',
    /** {field} is an `inSentence` name. */
    missing: 'Please enter your {field}.',
    count: '{count} of {limit} characters',
    tooLong: {
      name: 'Name is too long: {count} of {limit} characters.',
      phone: 'Phone number is too long: {count} of {limit} characters.',
      address: 'Delivery address is too long: {count} of {limit} characters.',
      instructions: 'Cooking instructions are too long: {count} of {limit} characters.',
    },
    shorten: 'Please shorten it; nothing has been cut.',
    /** {field} is a `labels` name. */
    refused:
      '{field}: that text was not added. It has more than {ceiling} characters; the most is {limit}.',
    addressHint: 'House or flat number, street, and a landmark nearby (a temple, school or shop).',
    instructionsPlaceholder: 'less spicy, no onion',
  },
  /** The owner's delivery terms (lib/order/delivery.ts). Amounts come written as "₹100". */
  delivery: {
    minimumOrder: 'Minimum order for delivery is {minimum}: add {short} more',
    /** The terms before checkout, one phrase each: {area} and {time} are the owner's words. */
    area: 'Delivers {area}',
    timeAfterArea: 'in {time}',
    time: 'Delivery in {time}',
    fee: '{fee} delivery',
    feeFreeFrom: '{fee} delivery, free from {freeAbove}',
    free: 'free delivery',
    minimum: 'minimum {minimum} for delivery',
    /** {terms} is the phrases joined by " · ". */
    note: '{terms}.',
  },
  /** The cart and checkout steps (components/checkout/order-flow.tsx). */
  flow: {
    emptyTitle: 'Your Cart is Empty',
    cleared: 'You cleared your cart.',
    undo: 'Undo',
    emptyHint: 'Add some kulhad chai or momos to get started.',
    browseMenu: 'Browse Menu',
    cartHeading: 'Your Cart',
    checkoutHeading: 'Checkout',
    /** {button} is the cart's Proceed to Checkout. */
    formFailed:
      'Checkout did not load: the signal may have dropped. Your cart is still here: press {button} to try again.',
    reviewFailed:
      'Your cart could not be shown: the signal may have dropped. Nothing in it is lost.',
    tryAgain: 'Try again',
    /** The orders this tab sent (components/checkout/sent-orders-view.tsx). */
    sentTitle: 'Order sent to WhatsApp',
    sentHint: 'Press send in WhatsApp to place it. Dishes you add now go as a new order.',
    addMore: 'Add more dishes',
    /** A sent order's heading: {time} is when it went. */
    sentAt: 'Sent at {time}',
    sendAgain: 'Send again',
    askAgain: 'You sent this order at {time}. Send it again?',
    confirmSend: 'Yes, send',
    cancelSend: "Don't send",
    total: 'Total',
    /** Over a cart after an order went: the new order does not carry the sent one. */
    followUp: 'This is a new order: what you sent at {time} is not in it.',
    bill: 'Ask for the bill',
    billHint: "Sends your table's orders and their total to the cafe.",
    billAsked: 'Bill asked for at {time}.',
    askBillAgain: 'You asked for the bill at {time}. Ask again?',
    payLegend: 'How will you pay?',
  },
  /** The details form (components/checkout/checkout-form.tsx). {time} is a time and its day. */
  form: {
    details: 'Your Details',
    /** {time} is when the cafe opens again, from the hours' words. */
    closed: 'We are closed now and open at {time}.',
    closedOrderLater: 'Order for later: the first time we can make it is {time}.',
    closedAtTable:
      'Orders at the table start then; you can order for pickup or delivery later now.',
    closedOrderThen: 'Please order again then.',
    /** {time} is the chosen time, {next} the first time the kitchen can make the order now. */
    chooseTime:
      '{time} is too soon for our kitchen now. Please choose another time: the first we can make your order is {next}.',
    chooseTimeNoneLeft:
      '{time} is too soon for our kitchen now, and there is no later time left to choose.',
    /** As chooseTime, for a time the cafe is closed at (its hours changed since it was chosen). */
    chooseClosedTime:
      'We are closed at {time}. Please choose another time: the first we can make your order is {next}.',
    chooseClosedTimeNoneLeft: 'We are closed at {time}, and there is no later time left to choose.',
    /** By Send, while "As soon as possible" is chosen. {closes} is a clock time. */
    closingSoon:
      'We close at {closes}, in {minutes} min: the kitchen may not finish an order placed now.',
    soonIsNextOpening: 'We have closed: “As soon as possible” is now {time}.',
    /** The questions Send asks first (components/checkout/confirm-send.tsx). */
    askTable: 'Still at Table {table}?',
    askClosing: 'We close in {minutes} min. Send this order for as soon as possible?',
    askNextOpening: 'We have closed. Send this order for {time}?',
    askMenuChanged:
      'Our menu has changed since this page opened, and it could not load the new one: a price or a dish in your order may be different. Send it as it is?',
    confirmSend: 'Yes, send',
    confirmTable: 'Yes, send to Table {table}',
    cancelSend: "Don't send",
    notAtTable: 'No, for Pickup',
    notAtTableDelivery: 'No, for Home Delivery',
    /** After a No to askTable, or choosing Pickup or Home Delivery over the table. */
    tableLeft:
      'This order is no longer for Table {table}. To order at a table, scan the code on it again.',
    /** Why the order cannot be sent yet: {fields} is a list of `fields.inSentence` names. */
    fillIn: 'To send your order, fill in your {fields}.',
    shortenAll: 'To send your order, shorten your {fields}.',
    shortenOne: '{field} ({count} of {limit} characters)',
    /** A list: the first ones joined by ", ", the last one by this. */
    listLast: '{rest} and {last}',
    /** {message} is `delivery.minimumOrder`. */
    minimumOrPickup: '{message}, or choose Pickup.',
    closedTableProblem: 'We are closed now: orders at the table start when we open at {time}.',
    noTimeLeft:
      'We are closed now, and there is no time left we can take an order for: please order when we open at {time}.',
    tooSoon: '{time} is too soon for our kitchen now: choose a later time.',
    closedThen: 'We are closed at {time}: choose another time.',
    /** {copy} is `preview.copy`. */
    tooLongLink:
      'This order is too long to open in WhatsApp: its link would be {length} characters, and phones reliably take {max}. Use {copy} and paste it into a WhatsApp chat with us at {number}, or shorten the order.',
    back: 'Back to Cart',
    send: 'Order via WhatsApp',
    total: 'Total',
    /** Said by Send while it checks what may have changed since the page was drawn. */
    checking: 'Checking prices and stock…',
    /** Said once the order has gone: {time} is when. */
    sentAt: 'Sent to WhatsApp at {time}: press send there to place your order.',
  },
  /** The time fieldset (components/checkout/order-time-fieldset.tsx). */
  when: {
    legend: 'When',
    /** The cafe's time now, by the phone's clock: {now} is a time and a `calendar.date`. */
    phoneClock: 'Now {now}',
    soon: 'As soon as possible',
    later: 'Later',
    time: 'Time',
    tooSoon: '{time}: too soon now',
    closedThen: '{time}: we are closed then',
  },
  /** Share my location (components/checkout/location-picker.tsx). */
  location: {
    share: 'Share my location',
    remove: 'Remove location',
    finding: 'Finding your location…',
    added: 'Location added: your order will carry a map pin for the rider.',
    removed: 'Location removed.',
    /** {reason} is one of `reasons`. */
    problem:
      'Your location could not be added because {reason}. Your order can still be sent with the address you typed.',
    reasons: {
      denied: 'permission to use it was refused',
      unavailable: 'your device could not find where you are',
      timeout: 'finding it took too long',
      unsupported: 'this browser cannot share a location',
    },
  },
  /** The order message's preview and Copy order (components/checkout/order-preview.tsx). */
  preview: {
    summary: 'Preview your order message',
    copy: 'Copy order',
    copied: 'Copied. Paste it into a WhatsApp chat with us at {number}.',
    refused:
      'Could not copy by itself. The message is selected above: press Ctrl+C, or long-press it and choose Copy.',
  },
  /** Remember my details (components/checkout/remember-details.tsx). */
  remember: {
    label: 'Remember my details on this phone',
    forget: 'Forget my details',
    filled: 'Your details were filled in from this phone.',
    kept: 'Your details will be kept on this phone for your next order.',
    noLonger: 'Your details are no longer kept on this phone.',
    deleted: 'Your details were deleted from this phone.',
    deletedElsewhere:
      'Your details were deleted from this phone in another tab; they are no longer kept.',
    full: "This phone's storage is full, so your details could not be saved on it. Everything you typed stays in this form for this order.",
    refused: 'This browser does not let the site keep your details.',
  },
  /** Payment Options, drawn at build time (components/checkout/payment-options.tsx). */
  paymentOptions: {
    heading: 'Payment Options',
    intro: 'Pay once the cafe confirms your order on WhatsApp.',
    upiHeading: 'Pay to our UPI ID',
    upiApp: 'Pay with a UPI app',
    copyUpiId: 'Copy UPI ID',
    qrHeading: 'Scan the QR code',
    qrHint: 'From another phone, with any UPI app: Google Pay, PhonePe, Paytm or BHIM.',
    qrTitle: 'UPI QR code to pay {cafe}',
    qrLabel: 'UPI QR code to pay {cafe} at {upiId}',
    cashHeading: 'Cash on delivery',
    cashHint: 'Or pay in cash when your order is delivered, served at your table or picked up.',
  },
  /** A copy button's result (components/checkout/copy-button.tsx). */
  copy: {
    copied: 'Copied {text}',
    failed: 'Could not copy: please copy {text} by hand.',
  },
};
