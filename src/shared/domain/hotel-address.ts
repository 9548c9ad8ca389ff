/** The hotel's name and postal address as invoices print it (the payment-details modal and the PDF). */
export const HOTEL_ADDRESS = ['Hotel Booking', 'House 12, Road 7, Gulshan 1', 'Dhaka 1212, Bangladesh'] as const;
