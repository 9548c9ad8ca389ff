/** User-visible texts of the SPA that are not product texts of docs/product/messages.md (those live in shared/messages.ts). */
export const uiText = {
  // The SPA's own texts.
  googleNotConfigured: 'Google sign-in is not configured',
  notSet: 'Not set',
  testPayment: 'Test payment',
  downloadUnavailable: 'Download is not available yet',
  photoUploadFailed: 'Your account was created, but the photo could not be uploaded',
  // Image pickers: sign-up, profile and admin screens (docs/product/rules.md#rooms "Images must be image files").
  imageFileOnly: 'Please choose an image file',
  // My Bookings: giving up a hold is asked once more (issue 24: it had no confirmation).
  cancelHoldTitle: 'Cancel this hold?',
  cancelHoldText: 'The dates are released for other guests at once, and this hold cannot be brought back.',
  cancelHoldConfirm: 'Cancel hold',
} as const;
