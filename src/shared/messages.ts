/**
 * Every user-visible text of SPEC §5 (validation) and §8 (toasts, errors), verbatim,
 * typos included. Server errors and SPA toasts both read from here.
 */
export const messages = {
  // SPEC §5 Dates
  datePast: "You cann't go past !",
  dateCheckOut: "Check 'Check-Out' Date",
  dateCheckIn: "Check 'Check-In' Date",
  dateNoCheckIn: 'Please select check-in date!',
  dateNoCheckOut: 'Please select check-out date!',
  datesUnavailable: 'Sorry! Selected dates are not available',
  datesAvailable: 'Congratulations! Reservation available',
  // SPEC §5 Cancel / review / profile
  cancelTooLate: "Cann't cancel ! Less than 24 Hours left !",
  cancelReasonMissing: 'Please Fill-Up Properly !',
  reviewInvalid: 'Please Review Properly !',
  phoneInvalid: 'Please enter a valid phone number.',
  // SPEC §5 Rooms
  mainImageMissing: 'Main Image Missing',
  galleryMissing: 'Additional Image(s) Missing',
  facilitiesTooFew: 'Add Atleast Two Features',
  // SPEC §2 Room list
  noRoomsTitle: 'No Rooms Available in this Category',
  noRoomsSubtitle: 'Please select another category',
  noReviews: 'No Reviews Yet',
  // SPEC §8 Toasts
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

/** "{name} made Admin" (SPEC §8). */
export const madeAdmin = (name: string): string => `${name} made Admin`;
