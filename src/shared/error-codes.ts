/**
 * The API's error codes and the HTTP status each one answers with: the one list the server
 * throws from (`new AppError(code, message)` derives the status) and the web branches on
 * (`ApiError.code`). Every error answer is JSON `{ message, code }` (decision 013).
 * To add one: add `CODE: status` here, then throw it; never pick a status at the throw.
 */
export const errorCodes = {
  // 400: the input breaks a rule; the message says which (docs/product/rules.md wording where it has one).
  BAD_REQUEST: 400,
  VALIDATION: 400,
  INVALID_DATES: 400,
  STAY_TOO_LONG: 400,
  AMOUNT_OVER_LIMIT: 400,
  WRONG_AMOUNT: 400,
  IDS_MISMATCH: 400,
  NOT_ENJOYED: 400,
  NOT_PAID: 400,
  ALREADY_DECLINED: 400,
  TOO_LATE: 400,
  INVALID_PHOTO: 400,
  INVALID_PROFILE: 400,
  INVALID_IMAGE_URL: 400,
  NO_IMAGE: 400,
  INVALID_IMAGE: 400,
  EMPTY_IMAGE: 400,
  IMAGE_TOO_BIG: 400,
  MALFORMED_MULTIPART: 400,
  INVALID_FORM: 400,
  NUL_CHARACTER: 400,
  JSON_TOO_DEEP: 400,
  INVALID_RANGE: 400,
  // Issue 29: change password.
  WRONG_PASSWORD: 400,
  NO_PASSWORD: 409,
  // Issue 29: POST /api/step-up with a code that is neither the authenticator's nor an unused backup code.
  INVALID_TWO_FACTOR_CODE: 400,
  // 401/403: who is calling.
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  REFUND_NOT_ALLOWED: 403,
  CROSS_ORIGIN: 403,
  // Issue 29: a deactivated account signing in.
  ACCOUNT_DEACTIVATED: 403,
  // Issue 29 (decision 031): a staff user without a second factor while STAFF_TWO_FACTOR=required,
  // and a money route whose session's last second-factor check is older than STEP_UP_MINUTES.
  TWO_FACTOR_REQUIRED: 403,
  STEP_UP_REQUIRED: 403,
  // 404
  NOT_FOUND: 404,
  // 409: the state changed or forbids it; trying again later may work.
  DATES_UNAVAILABLE: 409,
  HOLD_ENDED: 409,
  ALREADY_REVIEWED: 409,
  ALREADY_CANCELLED: 409,
  ALREADY_RESOLVED: 409,
  REQUEST_OPEN: 409,
  BEING_APPROVED: 409,
  NOT_REFUNDABLE: 409,
  ROOM_HAS_BOOKINGS: 409,
  ROOM_HAS_HOLDS: 409,
  ROOM_BUSY: 409,
  // Issue 27: physical rooms, blocks and moves.
  ROOM_NUMBER_TAKEN: 409,
  LAST_ROOM_IN_SERVICE: 409,
  PHYSICAL_ROOM_HAS_STAYS: 409,
  BLOCK_OVER_STAY: 409,
  BLOCK_OVERLAP: 409,
  BLOCK_OVER: 409,
  BOOKING_NOT_LIVE: 409,
  ROOM_NOT_FREE: 409,
  GUEST_EXISTS: 409,
  NOT_PAYABLE: 409,
  CLAIM_BY_EMAIL: 409,
  // Issue 28: housekeeping.
  HOUSEKEEPING_NOT_ALLOWED: 409,
  // Issue 28: partial and hand refunds, no-shows.
  REFUND_TOO_LARGE: 409,
  TOO_EARLY_FOR_NO_SHOW: 409,
  // Issue 28: check-in and check-out.
  CANNOT_CHECK_IN: 409,
  CHECK_IN_TOO_EARLY: 409,
  ROOM_NOT_READY: 409,
  NOT_CHECKED_IN: 409,
  BALANCE_DUE: 409,
  // Issue 29: managing staff (an e-mail that is staff already; the hotel's last owner).
  ALREADY_STAFF: 409,
  LAST_OWNER: 409,
  // 413, 429
  IMAGE_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  // 5xx: our side or the gateway's.
  INTERNAL: 500,
  GATEWAY_UNAVAILABLE: 502,
  REFUND_REFUSED: 502,
  REFUND_UNCONFIRMED: 502,
  UPLOADS_BUSY: 503,
} as const;

export type ErrorCode = keyof typeof errorCodes;
