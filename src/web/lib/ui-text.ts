/** User-visible texts of the SPA that are not product texts of docs/product/messages.md (those live in shared/messages.ts). */
export const uiText = {
  // The SPA's own texts.
  googleNotConfigured: 'Google sign-in is not configured',
  notSet: 'Not set',
  testPayment: 'Test payment',
  // Issue 24: the date calendars tell the guest's own stay from another guest's.
  takenByOther: 'Taken by another guest',
  yourBooking: 'Your booking',
  downloadUnavailable: 'Download is not available yet',
  photoUploadFailed: 'Your account was created, but the photo could not be uploaded',
  // Image pickers: sign-up, profile and admin screens (docs/product/rules.md#rooms "Images must be image files").
  imageFileOnly: 'Please choose an image file',
  // Issue 24: leaving a form with unsaved changes asks first.
  unsavedTitle: 'Leave without saving?',
  unsavedText: 'You have changes on this form that are not saved yet. If you leave now, they are lost.',
  unsavedStay: 'Stay',
  unsavedLeave: 'Leave without saving',
  // Issue 24: booking statuses and cancellation requests.
  cancellationWaiting: 'The guest asked to cancel this booking. Approve or decline it on the request.',
  openCancellationRequest: 'Open the cancellation request',
  // My Bookings: giving up a hold is asked once more (issue 24: it had no confirmation).
  cancelHoldTitle: 'Cancel this hold?',
  cancelHoldText: 'The dates are released for other guests at once, and this hold cannot be brought back.',
  cancelHoldConfirm: 'Cancel hold',
} as const;
