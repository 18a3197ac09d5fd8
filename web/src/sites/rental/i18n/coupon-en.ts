import type { CouponCatalog } from './coupon-catalog';

export const couponEn: CouponCatalog = {
  lang: 'en',
  documentTitle: 'Gift coupons – RentalRevolution',
  description:
    'Give a day on the lake: order a RentalRevolution gift coupon from €50, choose its design and your own words, and pay by bank transfer or PayPal. The coupon arrives as a PDF by e-mail.',
  backToHome: 'Back to the home page',
  eyebrow: 'Gift coupons',
  title: 'Give a day on the lake',
  intro:
    'Pedal boat, canoe or houseboat: a RentalRevolution gift coupon gives sun, wind and water. Choose the amount, a design and your personal words – we send you the coupon as a PDF, ready to print.',
  points: [
    'From €50, in whole euros',
    'Three designs to choose from',
    'Valid for three years, in part amounts too',
  ],
  demo: {
    title: 'Demo site',
    text: 'Orders by visitors are only examples here and are not stored. The e-mail still arrives – as an example.',
  },
  coupon: {
    title: 'Your coupon',
    amountLabel: 'Coupon value in euros',
    amountHint: (min, max) =>
      `Whole euros, at least €${min} and at most €${max.toLocaleString('en-GB')}`,
    presetLabel: (euros) => `${euros} euros`,
    presetsLabel: 'Popular amounts',
    recipientLabel: 'Who is the coupon for?',
    textLabel: 'Your words on the coupon',
    textCounter: (used, max) => `${used} of ${max} characters`,
    backgroundLegend: 'Design',
    backgrounds: { 1: 'Sunrise on the lake', 2: 'Sailing the blue', 3: 'Water-lily bay' },
    optional: 'optional',
  },
  buyer: {
    title: 'Your details',
    salutation: { legend: 'Salutation', mr: 'Mr', ms: 'Ms', none: 'None' },
    labels: {
      name: 'First & last name',
      email: 'Email address',
      street: 'Street & house number',
      supplement: 'Address supplement',
      zipCity: 'ZIP code & city',
    },
  },
  payment: {
    title: 'Payment',
    legend: 'Payment method',
    methods: {
      bank_transfer: {
        label: 'Bank transfer',
        hint: 'The bank details come by e-mail, the coupon once the money has arrived.',
      },
      paypal: {
        label: 'PayPal',
        hint: 'You pay at once and the coupon arrives by e-mail right away.',
      },
    },
    payPalDisabled: 'PayPal is not set up here at the moment – please pay by bank transfer.',
    payPalLead: 'Pay with PayPal and order:',
    payPalLoading: 'Loading PayPal …',
    payPalLoadError: 'PayPal could not be loaded.',
    payPalRetry: 'Try again',
    payPalCancelled: 'The payment was cancelled. You can try again at any time.',
    usePayPalButton: 'Please order with the PayPal button.',
  },
  privacy: {
    before: 'I have read the ',
    link: 'privacy policy',
    after: ' and agree to my details being processed for this order.',
  },
  errors: {
    name: 'Please enter a valid first and last name.',
    email: 'Please enter a valid email address.',
    street: 'Please enter a valid street & house number.',
    supplement: 'The address supplement is too long.',
    zipCity: 'Please enter a valid ZIP code & city.',
    recipient: 'The recipient’s name is too long.',
    text: 'The coupon text is too long.',
    amountMin: 'The coupon must be worth at least €50.',
    amountMax: 'The coupon may be worth at most €5,000.',
    privacy: 'Please accept the privacy policy.',
    payment: 'Please choose bank transfer or PayPal.',
  },
  summary: 'Please check the data you have entered.',
  submit: 'Order coupon with obligation to pay',
  sending: 'Sending …',
  rateLimited: (minutes) =>
    minutes === null
      ? 'Too many requests. Please try again later.'
      : `Too many requests. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
  preview: {
    label: 'Preview of your coupon',
    title: 'This is how your coupon looks',
    heading: 'Gift coupon',
    forRecipient: (recipient) => `for ${recipient}`,
    codeLabel: 'COUPON CODE',
    codePlaceholder: 'XXXX-XXXX-XXXX-XXXX',
    validity: 'valid for three years',
    note: 'The personal code comes with the PDF as soon as the coupon is paid.',
  },
  result: {
    successTitle: 'Thank you for your order!',
    transfer: (amount) =>
      `Your coupon worth ${amount} is ordered. Please transfer the amount – the bank details and the payment reference are in the e-mail. As soon as the money has arrived, we send you the coupon as a PDF.`,
    paidByPayPal: (amount) =>
      `Your coupon worth ${amount} is paid via PayPal and on its way to you as a PDF.`,
    confirmationMail: 'A confirmation is on its way by e-mail.',
    simulated:
      'This order is only an example: on this demo site it was checked, but nothing was stored.',
    another: 'Order another coupon',
    payPalFailedTitle: 'Payment failed',
    payPalFailed: 'The payment via PayPal failed.',
    errorTitle: 'That did not work',
    error: 'An error occurred, please try again later.',
    retry: 'Back to the form',
  },
};
