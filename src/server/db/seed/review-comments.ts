/** Review texts for the demo stays, by star rating (docs/product/entities.md#review). */
export const REVIEW_COMMENTS: Record<3 | 4 | 5, readonly string[]> = {
  5: [
    'Spotless room and the friendliest staff. The bed was so comfortable we overslept breakfast!',
    'Perfect for our anniversary. The view at sunset was unforgettable and room service was quick.',
    'Everything worked: hot shower, fast Wi-Fi, quiet air conditioning. Will definitely come back.',
    'The breakfast spread was excellent and the front desk arranged a car for us within minutes.',
    'Beautifully decorated and very clean. The kids loved the space and we loved the calm.',
  ],
  4: [
    'Lovely room with a great view. The bathroom could use a little more shelf space, otherwise great.',
    'Comfortable stay and good value for the price. Check-in took a few minutes longer than expected.',
    'Quiet, clean and well located. The Wi-Fi dropped once in the evening but came back quickly.',
    'Very good bed and nice decor. Would have liked a later checkout, but the staff were helpful.',
  ],
  3: [
    'Decent room for a night. A bit of noise from the corridor in the morning.',
    'Clean and comfortable, though the air conditioning took a while to cool the room.',
    'Good location and helpful staff; the room itself is simple but does the job.',
  ],
};
