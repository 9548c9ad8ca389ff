/**
 * Ties every user-visible text to the product's exact wording (docs/product/messages.md#screen-texts, docs/product/messages.md#validation-messages and docs/product/messages.md#toasts, typos and
 * spacing included), written out here as literals: a test that only compares with the
 * constant would pass whatever the constant said. A new message needs its line here.
 */
import { describe, expect, it } from 'vitest';
import { madeAdmin, messages } from './messages.ts';

const specWording: Record<keyof typeof messages, string> = {
  datePast: "You cann't go past !",
  dateCheckOut: "Check 'Check-Out' Date",
  dateCheckIn: "Check 'Check-In' Date",
  dateNoCheckIn: 'Please select check-in date!',
  dateNoCheckOut: 'Please select check-out date!',
  datesUnavailable: 'Sorry! Selected dates are not available',
  datesAvailable: 'Congratulations! Reservation available',
  cancelTooLate: "Cann't cancel ! Less than 24 Hours left !",
  cancelReasonMissing: 'Please Fill-Up Properly !',
  reviewInvalid: 'Please Review Properly !',
  phoneInvalid: 'Please enter a valid phone number.',
  mainImageMissing: 'Main Image Missing',
  galleryMissing: 'Additional Image(s) Missing',
  facilitiesTooFew: 'Add Atleast Two Features',
  noRoomsTitle: 'No Rooms Available in this Category',
  noRoomsSubtitle: 'Please select another category',
  noReviews: 'No Reviews Yet',
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
};

describe('messages', () => {
  it.each(Object.entries(specWording))('%s is the product wording %j', (key, text) => {
    expect(messages[key as keyof typeof messages]).toBe(text);
  });

  it('has a wording line above for every message', () => {
    expect(Object.keys(messages).sort()).toEqual(Object.keys(specWording).sort());
  });

  it('names the promoted user in "{name} made Admin"', () => {
    expect(madeAdmin('Nusrat Jahan')).toBe('Nusrat Jahan made Admin');
  });
});
