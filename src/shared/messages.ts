/**
 * Every user-visible text of docs/product/messages.md#validation-messages (validation) and docs/product/messages.md#toasts (toasts, errors), verbatim,
 * typos included. Server errors and SPA toasts both read from here.
 */
export const messages = {
  // docs/product/messages.md#date-messages
  datePast: "You cann't go past !",
  dateCheckOut: "Check 'Check-Out' Date",
  dateCheckIn: "Check 'Check-In' Date",
  dateNoCheckIn: 'Please select check-in date!',
  dateNoCheckOut: 'Please select check-out date!',
  datesUnavailable: 'Sorry! Selected dates are not available',
  datesAvailable: 'Congratulations! Reservation available',
  // docs/product/messages.md#validation-messages
  cancelTooLate: "Cann't cancel ! Less than 24 Hours left !",
  cancelReasonMissing: 'Please Fill-Up Properly !',
  reviewInvalid: 'Please Review Properly !',
  phoneInvalid: 'Please enter a valid phone number.',
  // docs/product/messages.md#validation-messages
  mainImageMissing: 'Main Image Missing',
  galleryMissing: 'Additional Image(s) Missing',
  facilitiesTooFew: 'Add Atleast Two Features',
  // docs/product/messages.md#screen-texts
  noRoomsTitle: 'No Rooms Available in this Category',
  noRoomsSubtitle: 'Please select another category',
  noReviews: 'No Reviews Yet',
  // docs/product/messages.md#toasts
  loginSuccess: 'Login Successfull',
  signupSuccess: 'SignUp Successfull',
  signupGoogleSuccess: 'SignUp Successfull with Google',
  profileUpdated: 'Profile Updated',
  roomAdded: 'Room Added Successfully!',
  reviewed: 'Reviewed Successfully',
  cancelRequested: 'Cancelation Request Successfully Submitted',
  loggedOut: 'Successfully Logged Out',
  concernApproved: 'Concern Approved !',
  concernDeclined: 'Concern Declined !',
  processing: 'Processing....',
  somethingWrong: 'Something Went Wrong!',
  internalError: 'Internal Server Error',
  paymentFailedTitle: 'We are really Sorry',
  paymentFailed: 'Payment Failed',
  paymentSuccessTitle: 'Payment Successful!',
  paymentSuccessText: 'Thank you for your payment. Your room reservation is confirmed.',
  invoiceThanks: 'Thank you for choosing us!',
  alreadyDeclined: 'Already Declined this Cancelation!',
} as const;

/**
 * Issue #8's honest payment messages (not product texts of docs/product/messages.md): money that arrived after the hold ended
 * and could not be kept is refunded (or being refunded); a fail/cancel the gateway has not
 * confirmed leaves the hold in place. `amount` is already formatted ("BDT 3,000").
 */
export const paymentRefundedTitle = 'Your payment has been refunded';
export const paymentRefunded = (amount: string): string => `Your payment arrived after your hold ended; we have refunded ${amount}`;
export const paymentRefunding = (amount: string): string =>
  `Your payment arrived after your hold ended; we are refunding ${amount} through the payment gateway`;
export const paymentUnconfirmedTitle = 'We could not confirm your payment yet';
export const paymentUnconfirmed = (until: string | null): string =>
  until
    ? `Your room stays held until ${until}. If the payment went through, it is confirmed automatically; otherwise you can pay again.`
    : 'If the payment went through, it is confirmed automatically; otherwise you can book again.';

/**
 * Issue 24: under "Payment Failed", whether money was taken. The room page shows that overlay
 * only for a failure the gateway's transaction query confirmed (ARCHITECTURE.md, step 3-4), so
 * nothing was charged; a payment that arrives later anyway is refunded (Payment-Refunded).
 */
export const paymentFailedNoCharge = 'No money was taken: the payment did not go through. You can try again.';

/** Issue #12: the guest cancelled at the gateway; nothing was charged and the dates are free again. */
export const paymentCancelledTitle = 'Payment cancelled';
export const paymentCancelled =
  'You cancelled the payment, so nothing was charged. Your dates are still chosen: try again when you are ready.';

/** Issue 24: a name with a line break, tab or other control character is refused (shared/schemas/profile.ts). */
export const nameControlCharacterMessage = 'Name may not contain line breaks, tabs or other control characters';
/**
 * Issue 24: the hotel's reason for declining a cancellation request, required when a decline sends
 * a body (the spec's call sends none), shown to the guest on My Bookings and in the e-mail.
 */
export const DECLINE_REASON_MAX = 500;
export const declineReasonMissing = 'Please tell the guest why the request is declined.';
export const declineReasonTooLong = `The reason can be at most ${DECLINE_REASON_MAX} characters.`;
export const declineReasonInvalid = 'The reason cannot contain control characters.';
export const declinedWithReason = (reason: string): string => `The hotel's reason: ${reason}`;

/** "{name} made Admin" (docs/product/messages.md#toasts). */
export const madeAdmin = (name: string): string => `${name} made Admin`;

/** Issue 24: the occupancy calendar and reports answer 400 with this for a year outside the ones they cover. */
export const reportYearsOutOfRange = (min: number, max: number): string => `Reports cover the years ${min} to ${max}`;

/** Issue 24: the toast after an admin puts an archived room back on sale. */
export const roomRestored = 'Room restored';
